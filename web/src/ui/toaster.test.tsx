import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';
import { Toaster } from './toaster';

function Layout() {
  return <p>desktop={String(useMediaQuery(DESKTOP_QUERY))}</p>;
}

// Every page renders both (the toaster is in RootLayout); React throws on the server for a
// store without a server snapshot.
describe('server snapshots', () => {
  it('renders an empty toast region', () => {
    const html = renderToString(<Toaster />);
    expect(html).toMatch(/^<section aria-label="Notifications"[^>]*><\/section>$/);
  });

  it('renders media queries as not matching', () => {
    expect(renderToString(<Layout />)).toBe('<p>desktop=<!-- -->false</p>');
  });
});
