import type { Page } from '@playwright/test';
import { waitForHydration } from './ssr';

/**
 * Opens `path` by navigating inside the app, as a link would, after loading another page. A
 * first load is server-rendered with the page's API answers already in the HTML, so a test that
 * intercepts those answers (a slow or failing API) must reach the page this way for the browser
 * to ask the API itself.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/about');
  await waitForHydration(page);
  // The router follows history it did not make on popstate, as on Back and Forward.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
