import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import type { SearchResponse } from '#shared/search/response';
import { ssrSwrConfig } from '../api/ssr-cache';
import { App } from '../app/app';
import * as browserStorage from '../lib/browser-storage';
import { liveCountKey } from '../api/live-count';
import { HomeSearch } from './home-search';

vi.mock('../lib/browser-storage', async (importOriginal) => {
  const actual = await importOriginal<typeof browserStorage>();
  return { ...actual, readStored: vi.fn(actual.readStored) };
});

function render(count?: SearchResponse) {
  const swr = ssrSwrConfig({ v: 1, renderedAt: 0, origin: '' }, 'server');
  return renderToString(
    <App context={{ origin: 'https://www.vanyard.co.uk', swr }}>
      <StaticRouter location="/">
        <HomeSearch count={count} />
      </StaticRouter>
    </App>,
  );
}

describe('HomeSearch on the server', () => {
  it('reads no storage: the postcode field is empty and the count is the unfiltered one', () => {
    const html = render({ total: 240 } as SearchResponse);
    expect(browserStorage.readStored).not.toHaveBeenCalled();
    expect(html).toMatch(/<input id="home-postcode"[^>]*value=""/);
    expect(html).toContain('Search 240 vans');
    expect(html).not.toContain('aria-busy="true"');
  });

  it("starts the count from the page loader's unfiltered search", () => {
    const html = render({ total: 1234 } as SearchResponse);
    expect(html).toContain('Search 1,234 vans');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('keys the count as the server files it', () => {
    expect(liveCountKey({})).toContain(searchListingsRoute.path);
    // Without the server's count the button says what it does, and is marked busy.
    const html = render();
    expect(html).toContain('Search vans');
    expect(html).toContain('aria-busy="true"');
  });
});
