import type { Page } from '@playwright/test';

/**
 * Holds back the app's main chunk (decision 029: the entry imports it after the first paint), so
 * a test can act on the server-rendered page before it hydrates. Returns the release.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
