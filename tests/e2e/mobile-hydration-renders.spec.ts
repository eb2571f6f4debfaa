import { expect, test, type Page } from '@playwright/test';
import { liveListing } from './support/listing';
import { waitForHydration } from './support/ssr';

// Decision 030: taking over a server-rendered page costs a phone one render of it. Before, a
// store whose snapshot changed on hydrating (SWR's primed cache, the toasts' empty list) made
// React render the whole page again at once, a task of 40 ms on a slow phone; and the app's
// chunks were linked twice, once by the entry and again by Vite's loader while the page hydrated.
// The phone width only: on a desktop the results page renders again for its wide layout, as
// designed (the server writes the phone's).

test.describe.configure({ mode: 'parallel' });

/** Counts React's commits through the hook React DevTools uses (React calls it in production). */
async function countCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { commits: 0 };
    (window as unknown as { __commits: typeof counts }).__commits = counts;
    (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        counts.commits += 1;
      },
    };
  });
}

for (const name of ['/', '/used-vans/ford', 'a live listing', '/blog', '/value-my-van'] as const) {
  test(`${name} is rendered once while it hydrates, its chunks linked once each`, async ({
    page,
  }) => {
    const path = name === 'a live listing' ? (await liveListing(page.request)).path : name;
    await countCommits(page);

    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    expect(
      await page.evaluate(
        () => (window as unknown as { __commits: { commits: number } }).__commits.commits,
      ),
    ).toBe(1);
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    );
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((href, index) => linked.indexOf(href) !== index)).toEqual([]);
  });
}
