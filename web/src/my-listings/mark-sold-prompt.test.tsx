import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkSoldPrompt } from './mark-sold-dialog';
import type { MarkSoldActions } from './use-mark-sold';

const actions = (target: MarkSoldActions['target'], busy = false): MarkSoldActions => ({
  target,
  busy,
  open: () => {},
  close: () => {},
  confirm: async () => {},
});

describe('MarkSoldPrompt', () => {
  it('shows nothing while no listing is asked about', () => {
    expect(renderToStaticMarkup(<MarkSoldPrompt markSold={actions(null)} />)).toBe('');
  });

  it('asks about the chosen listing by its title, and says so while it is marked', () => {
    const html = renderToStaticMarkup(
      <MarkSoldPrompt markSold={actions({ id: 'l1', title: '2019 Ford Transit' }, true)} />,
    );
    expect(html).toContain('<dialog aria-labelledby="mark-sold-title"');
    expect(html).toContain('2019 Ford Transit');
    expect(html).toMatch(/<button type="button" aria-disabled="true"/);
  });
});
