import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckIcon, ChevronDownIcon } from './icons';

describe('CheckIcon and ChevronDownIcon', () => {
  it('are decorative 20 px-grid icons in the current colour, sized by the caller', () => {
    for (const Icon of [CheckIcon, ChevronDownIcon]) {
      expect(renderToStaticMarkup(<Icon className="mt-1 size-4 text-brand-700" />)).toMatch(
        /^<svg aria-hidden="true" viewBox="0 0 20 20" class="mt-1 size-4 text-brand-700" fill="currentColor"><path d="[^"]+"><\/path><\/svg>$/,
      );
    }
  });

  it('draw a tick and a downward chevron', () => {
    expect(renderToStaticMarkup(<CheckIcon />)).toContain('d="M7.6 13.2 4.4 10');
    expect(renderToStaticMarkup(<ChevronDownIcon />)).toContain('d="M5.3 7.3 10 12');
  });
});
