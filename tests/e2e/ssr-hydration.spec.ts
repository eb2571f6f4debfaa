import { expect, test, type APIRequestContext } from '@playwright/test';
import { listenForNoise } from './support/console-noise';
import { liveListing } from './support/listing';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { filtersToQuery } from '#shared/search/filters';
import { apiUrl } from '#web/api/client';
import { parseSearchUrl } from '#web/search/search-url';
import { payloadKeys, readSsrWatch, waitForHydration, watchSsr } from './support/ssr';

// Issue 20: a page arrives complete from the server and the browser takes it over as it is: no
// console warning (React reports hydration mismatches there), no loading state, no layout shift,
// and no second fetch of the data the HTML was rendered from.

test.describe.configure({ mode: 'parallel' });

async function articlePath(request: APIRequestContext) {
  const html = await (await request.get('/blog')).text();
  const match = /href="(\/blog\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('The blog index has no article link');
  return match[1]!;
}

/** The API URLs whose answers the page's route loader handed to the browser. */
function loadedUrls(path: string): string[] {
  if (path === '/') return ['/api/listings/featured', '/api/listings/search'];
  if (path === '/contact') return ['/api/settings'];
  const listing = /^\/used-vans\/(?:[^/]+\/){3,4}([^/]+)$/.exec(path);
  if (listing) return [`/api/listings/${listing[1]}`, `/api/listings/${listing[1]}/similar`];
  if (path.startsWith('/used-vans')) {
    const [make, model, location] = path.split('/').slice(2);
    const parsed = parseSearchUrl({ make, model, location }, '');
    if (parsed.kind === 'not-found') throw new Error(`${path} is no results page`);
    return [apiUrl(searchListingsRoute, { query: filtersToQuery(parsed.filters) })];
  }
  return [];
}

// [page, status, whether the server hands the page data to the browser]
for (const [name, status, handsData] of [
  ['/', 200, true],
  ['/used-vans', 200, true],
  ['/used-vans/ford/transit-custom', 200, true],
  ['/used-vans/ford/transit/leeds', 200, true],
  ['a live listing', 200, true],
  ['a blog article', 200, true],
  ['/contact', 200, true],
  ['/no-such-page', 404, true],
] as const) {
  test(`${name} hydrates without a warning, a loading state, a shift or a refetch @both`, async ({
    page,
  }) => {
    const path =
      name === 'a live listing'
        ? (await liveListing(page.request)).path
        : name === 'a blog article'
          ? await articlePath(page.request)
          : name;
    await watchSsr(page);
    const { noise, at } = listenForNoise(page);
    at(path);

    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const watch = await readSsrWatch(page);
    expect(watch.rootAtDcl, 'the HTML holds the page before any script runs').toBe(true);
    // Chromium reports a 404 document itself as a failed resource; that is the status working.
    const ownStatus = `Failed to load resource: the server responded with a status of ${status}`;
    expect(noise.filter((entry) => status === 200 || !entry.text.startsWith(ownStatus))).toEqual(
      [],
    );
    expect(watch.loading).toEqual([]);
    expect(watch.shift).toBeLessThanOrEqual(0.05);
    const keys = await payloadKeys(page);
    if (handsData) expect(keys.length).toBeGreaterThan(0);
    const handed = loadedUrls(path);
    expect(watch.fetches.filter((url) => handed.includes(url))).toEqual([]);
  });
}

// Decision 029: the app's code is asked for only once the page can be painted (after its HTML and
// stylesheet), not with the HTML, and then all at once, not discovered import by import.
test('the app loads once the page can be painted, its chunks listed by the server @both', async ({
  page,
}) => {
  const path = '/used-vans/ford';
  const html = await (await page.request.get(path)).text();
  expect(html, 'no module preloads in the head').not.toContain('modulepreload');
  const listed = JSON.parse(
    /<script type="application\/json" id="vy-modules">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
  ) as string[];
  expect(listed.some((href) => /^\/assets\/main-[\w-]+\.js$/.test(href))).toBe(true);
  expect(listed.some((href) => /^\/assets\/used-vans-[\w-]+\.js$/.test(href))).toBe(true);

  await page.goto(path);
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const stylesheet = resources.find((entry) => entry.name.endsWith('.css'));
    const scripts = resources
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    return {
      // The page could be painted from here: parsed, and its stylesheet in.
      paintable: Math.max(
        navigation?.domContentLoadedEventEnd ?? NaN,
        stylesheet?.responseEnd ?? NaN,
      ),
      scripts,
    };
  });
  expect(timing.paintable).not.toBeNaN();
  const app = timing.scripts.filter((script) => listed.includes(script.path));
  expect([...new Set(app.map((script) => script.path))].sort()).toEqual([...listed].sort());
  // (Chromium times first-paint when the frame is presented, a little after the app is asked
  // for; Lighthouse's figures in docs/performance.md are the measure of that.)
  for (const script of app) expect(script.start, script.path).toBeGreaterThan(timing.paintable);
});
