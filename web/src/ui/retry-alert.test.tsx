import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RetryAlert } from './retry-alert';
import { INLINE_ALERT } from './styles';

describe('RetryAlert', () => {
  it('is an alert naming what failed, with a Try again button', () => {
    const html = renderToStaticMarkup(
      <RetryAlert message="Could not load listings" onRetry={() => {}} className="mt-8" />,
    );
    expect(html).toMatch(
      new RegExp(
        `^<div role="alert" class="${INLINE_ALERT} mt-8"><p class="font-semibold">Could not load listings</p>`,
      ),
    );
    expect(html).toMatch(/<button type="button" class="[^"]* mt-3">Try again<\/button><\/div>$/);
  });

  it('keeps the alert look alone without extra classes', () => {
    const html = renderToStaticMarkup(<RetryAlert message="x" onRetry={() => {}} />);
    expect(html).toContain(`<div role="alert" class="${INLINE_ALERT}">`);
  });
});
