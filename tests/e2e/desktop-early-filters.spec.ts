import { expect, test } from '@playwright/test';
import { holdTheApp } from './support/hold-the-app';
import { waitForHydration } from './support/ssr';

// Decision 029, at desktop width, where the filter panel is part of the page (phones keep it in
// a drawer that needs the app to open): filters set before the page hydrates are applied once
// it does (web/src/app/replay-early-input.ts).

test('filters set before the page came alive are applied once it does', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/used-vans', { waitUntil: 'domcontentloaded' });
  const panel = page.getByRole('form', { name: 'Filters' });
  await panel.getByLabel('ULEZ compliant').check();
  const info = panel.getByRole('button', { name: 'About postcode search' });
  await info.focus();

  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/ulez/i);
  await expect(panel.getByLabel('ULEZ compliant')).toBeChecked();
  // The focus a keyboard reader gave a control before hydration counts too: its tooltip shows.
  await expect(info).toBeFocused();
  await expect(panel.getByRole('tooltip')).toBeVisible();
});
