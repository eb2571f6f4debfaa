import { expect, test } from '@playwright/test';
import { modelFromSlug } from '#shared/catalogue';
import { formatLocation } from '#shared/format';
import { ALTERNATIVES_ELSEWHERE, ALTERNATIVES_NEAREST } from '#shared/search/constants';
import { slugify } from '#shared/slug';
import { expectNoSeriousA11yViolations } from './support/axe';
import { lookAt } from './support/shots';
import { openFilters, searchFromApi, statusLine } from './support/search';

// A make/model/town page with no vans (decision 024): never a blank column.

test('an empty town page shows the nearest vans and the same model elsewhere', async ({
  page,
  request,
}, testInfo) => {
  // A town of the demo data and a Ford model with vans, none of them in that town.
  const ford = await searchFromApi(request, { make: 'ford' });
  const towns = [...new Set(ford.items.map((item) => slugify(item.location)))];
  let chosen: { town: string; model: string; total: number } | undefined;
  for (const town of towns) {
    const inTown = await searchFromApi(request, { make: 'ford', location: town });
    const model = Object.entries(ford.facets.model).find(
      ([slug, count]) => (count ?? 0) > ALTERNATIVES_NEAREST && !inTown.facets.model[slug],
    );
    if (model) {
      chosen = { town, model: model[0], total: model[1] ?? 0 };
      break;
    }
  }
  if (!chosen) throw new Error('the seeded stage should have a Ford model missing from a town');
  const { town, model, total } = chosen;
  const modelName = modelFromSlug('Ford', model)!;
  const townName = formatLocation(town);

  await page.goto(`/used-vans/ford/${model}/${town}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Used Ford ${modelName} for Sale in ${townName}`,
  );
  await expect(statusLine(page)).toHaveText('0 vans found');
  // The spec's empty state stays, with its button.
  await expect(page.getByRole('heading', { name: 'No vans found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();

  const nearest = page.getByRole('region', {
    name: `Nearest Ford ${modelName} vans to ${townName}`,
  });
  await expect(nearest).toBeVisible();
  const nearestCards = nearest.getByRole('article');
  await expect(nearestCards).toHaveCount(ALTERNATIVES_NEAREST);
  await expect(nearestCards.first()).toContainText(/miles? away/);
  await expect(
    nearest.getByRole('link', { name: `See all Ford ${modelName} vans (${total})` }),
  ).toHaveAttribute('href', `/used-vans/ford/${model}`);

  const elsewhere = page.getByRole('region', {
    name: `Ford ${modelName} vans elsewhere in the UK`,
  });
  await expect(elsewhere).toBeVisible();
  const elsewhereCards = elsewhere.getByRole('article');
  expect(await elsewhereCards.count()).toBeGreaterThan(0);
  expect(await elsewhereCards.count()).toBeLessThanOrEqual(ALTERNATIVES_ELSEWHERE);

  // No select reads '(0)' as its chosen value.
  const { panel } = await openFilters(page);
  const chosenText = (label: string) =>
    panel
      .getByLabel(label, { exact: true })
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  expect(await chosenText('Make')).toMatch(/^Ford( \(\d[\d,]*\))?$/);
  expect(await chosenText('Make')).not.toContain('(0)');
  expect(await chosenText('Model')).toBe(modelName);

  await lookAt(page, testInfo, 'empty-town', { fullPage: true });
  await page.getByRole('heading', { name: 'No vans found' }).scrollIntoViewIfNeeded();
  await lookAt(page, testInfo, 'empty-town-top');
  await nearest.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
  await lookAt(page, testInfo, 'empty-town-nearest');
  await expectNoSeriousA11yViolations(page);

  // The cards lead on: the first nearest van opens its listing.
  const first = nearestCards.first().getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(href!);
});
