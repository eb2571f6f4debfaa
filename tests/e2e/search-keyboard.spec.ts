import { expect, test, type Page } from '@playwright/test';
import { modelsOf } from '#shared/catalogue';
import { slugify } from '#shared/slug';
import { searchFromApi, statusLine } from './support/search';

/** Tabs forward until the focused element's label starts with or matches `name` (at most `limit` presses). */
async function tabTo(page: Page, name: string | RegExp, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    const focusedName = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active) return '';
      const labelled = active.id ? document.querySelector(`label[for="${active.id}"]`) : null;
      return (
        labelled?.textContent ??
        active.getAttribute('aria-label') ??
        active.textContent ??
        ''
      ).trim();
    });
    if (typeof name === 'string' ? focusedName.startsWith(name) : name.test(focusedName)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('the filter panel works from the keyboard and keeps focus as the search changes @both', async ({
  page,
  request,
  isMobile,
}) => {
  await page.goto('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  if (isMobile) {
    await tabTo(page, 'Filters');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  }

  // Type-ahead on the make select: 'F' is Ford, the first make starting with F.
  await tabTo(page, 'Make');
  await page.keyboard.press('f');
  const make = page.getByLabel('Make', { exact: true });
  await expect(make).toHaveValue('ford');
  if (!isMobile) {
    // Applied after 500 ms; the path changes but focus stays on the control in use.
    await expect(page).toHaveURL('/used-vans/ford');
    await expect(make).toBeFocused();
  }

  // The model select is next and is now enabled: the first model with vans.
  const ford = await searchFromApi(request, { make: 'ford' });
  const firstModel = modelsOf('Ford').find((model) => (ford.facets.model[slugify(model)] ?? 0) > 0);
  if (!firstModel) throw new Error('The seeded stage has no Ford vans');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Model', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue(slugify(firstModel));

  // A checkbox toggles with Space.
  await tabTo(page, 'ULEZ compliant');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('ULEZ compliant')).toBeChecked();

  // The features group opens with Enter; its checkboxes follow.
  await tabTo(page, 'Features');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Power Steering')).toBeFocused();
  await page.keyboard.press('Space');

  const expectedUrl = `/used-vans/ford/${slugify(firstModel)}?features=power-steering&ulezCompliant=true`;
  if (isMobile) {
    // The drawer's button counts the vans ('Show 12 vans'; 'Apply Filters' while counting).
    await tabTo(page, /^(Apply Filters|Show [\d,]+ vans?)$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  } else {
    await expect(page.getByLabel('Power Steering')).toBeFocused();
  }
  await expect(page).toHaveURL(expectedUrl);
  // Make, model, ULEZ and features.
  if (isMobile) await expect(page.getByRole('button', { name: 'Filters (4)' })).toBeVisible();
});

test('the price slider moves with the arrow keys', async ({ page }) => {
  await page.goto('/used-vans');
  const slider = page.getByRole('slider', { name: 'Min price slider' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('2000');
  await expect(slider).toHaveAttribute('aria-valuetext', '£2,000');
  await expect(page.getByLabel('Min price', { exact: true })).toHaveValue('2000');
  await expect(page).toHaveURL('/used-vans?minPrice=2000');
  await expect(slider).toBeFocused();
});
