import { expect, test, type Page } from '@playwright/test';
import { makeFromSlug, modelFromSlug } from '#shared/catalogue';
import { POSTCODE_INVALID_MESSAGE } from '#shared/postcode';
import type { SearchFilters } from '#shared/search/filters';
import { expectNoSeriousA11yViolations } from './support/axe';
import { lookAt } from './support/shots';
import { expectResultsFor, searchFromApi, statusLine, vansFound } from './support/search';
import { waitForHydration } from './support/ssr';

// The home page's search (issue 19, decision 024) at 1280 px; the hero and its accessibility at
// both widths (decision 052).

/** 'Search 240 vans'. */
const searchVans = (total: number) =>
  `Search ${total.toLocaleString('en-GB')} ${total === 1 ? 'van' : 'vans'}`;

function homeSearch(page: Page) {
  const form = page.getByRole('form', { name: 'Find your next van' });
  return {
    form,
    make: form.getByLabel('Make', { exact: true }),
    model: form.getByLabel('Model', { exact: true }),
    postcode: form.getByLabel('Postcode', { exact: true }),
    radius: form.getByLabel('Search radius'),
    submit: form.getByRole('button', { name: /^Search/ }),
  };
}

/** The option with the most vans in a facet. */
function busiest(facet: Record<string, number | undefined>): string {
  const [best] = Object.entries(facet).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
  if (!best) throw new Error('no vans in this facet');
  return best[0];
}

test('make, model, postcode and radius, with the live count, lead to those results', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  const search = homeSearch(page);
  const all = await searchFromApi(request, {});
  await expect(search.submit).toHaveText(searchVans(all.total));
  await expect(search.model).toBeDisabled();
  await expect(search.radius).toBeDisabled();

  // A make and model with vans near Manchester, so the count stays above zero throughout.
  const near: SearchFilters = { postcode: 'M1 1AE', radius: 100 };
  const make = busiest((await searchFromApi(request, near)).facets.make);
  const model = busiest((await searchFromApi(request, { ...near, make })).facets.model);

  await search.make.selectOption(make);
  await expect(search.model).toBeEnabled();
  const byMake = await searchFromApi(request, { make });
  await expect(search.submit).toHaveText(searchVans(byMake.total));

  await search.model.selectOption(model);
  const byModel = await searchFromApi(request, { make, model });
  await expect(search.submit).toHaveText(searchVans(byModel.total));

  await search.postcode.fill('m11ae');
  await expect(search.radius).toBeEnabled();
  await expect(search.radius).toHaveValue('50');
  const within50 = await searchFromApi(request, { make, model, postcode: 'M1 1AE', radius: 50 });
  await expect(search.submit).toHaveText(searchVans(within50.total));

  await search.radius.selectOption('100');
  const filters: SearchFilters = { make, model, postcode: 'M1 1AE', radius: 100 };
  const expected = await searchFromApi(request, filters);
  expect(expected.total).toBeGreaterThan(0);
  await expect(search.submit).toHaveText(searchVans(expected.total));
  await lookAt(page, testInfo, 'home-search-filled');

  await search.submit.click();
  // The URL the results page's own filter panel writes: make and model in the path, the
  // postcode and radius in the query, nearest first by default (no sort parameter).
  await expect(page).toHaveURL(`/used-vans/${make}/${model}?postcode=M1+1AE&radius=100`);
  const makeName = makeFromSlug(make)!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Used ${makeName} ${modelFromSlug(makeName, model)} for Sale`,
  );
  await expect(statusLine(page)).toHaveText(
    `${vansFound(expected.total)} within 100 miles of M1 1AE`,
  );
  await expectResultsFor(page, request, filters);
  await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  expect(
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('vanFilters'))) ?? ''),
  ).toEqual(filters);
});

test('the search works from the keyboard and without a postcode', async ({ page, request }) => {
  await page.goto('/');
  // Model is disabled until the app runs; a make picked earlier counts then, but the Tab below
  // would skip the field (tests/e2e/early-input.spec.ts covers acting before hydration).
  await waitForHydration(page);
  const search = homeSearch(page);
  await search.make.focus();
  await page.keyboard.press('f');
  await expect(search.make).toHaveValue('ford');
  await page.keyboard.press('Tab');
  await expect(search.model).toBeFocused();
  const ford = await searchFromApi(request, { make: 'ford' });
  await expect(search.submit).toHaveText(searchVans(ford.total));
  // Enter in the postcode field submits the form.
  await search.postcode.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/used-vans/ford');
  await expectResultsFor(page, request, { make: 'ford' });
});

test('an invalid postcode is pointed out and not searched; an unknown one is named', async ({
  page,
}) => {
  await page.goto('/');
  const search = homeSearch(page);
  await search.postcode.fill('ABC 123');
  await search.postcode.press('Tab');
  await expect(search.form.getByText(POSTCODE_INVALID_MESSAGE)).toBeVisible();
  await expect(search.postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(search.postcode).toHaveAccessibleDescription(POSTCODE_INVALID_MESSAGE);
  await search.submit.click();
  await expect(page).toHaveURL('/');
  await expect(search.postcode).toBeFocused();

  // A valid postcode nobody knows: the count cannot be had, the form says why.
  await search.postcode.fill('ZZ9 9ZZ');
  await expect(search.form.getByText(POSTCODE_INVALID_MESSAGE)).toBeHidden();
  await expect(search.form.getByText('Could not find coordinates for this postcode')).toBeVisible();
  await expect(search.submit).toHaveText('Search vans');
});

test('the server page has the count at once; a new count says Search vans until it comes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const search = homeSearch(page);
  const all = await searchFromApi(request, {});
  // The page was rendered with the count of every van: nothing is counting.
  await expect(search.submit).toHaveText(searchVans(all.total));
  await expect(search.submit).toHaveAttribute('aria-busy', 'false');

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/listings/search?*make=*', async (route) => {
    await released;
    await route.continue();
  });
  // A choice made before the page is interactive would not reach React.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' || !document.getElementById('vy-ssr'),
  );
  const make = busiest(all.facets.make);
  await search.make.selectOption(make);
  await expect(search.submit).toHaveText('Search vans');
  await expect(search.submit).toHaveAttribute('aria-busy', 'true');
  release();
  const byMake = await searchFromApi(request, { make });
  await expect(search.submit).toHaveText(searchVans(byMake.total));
  await expect(search.submit).toHaveAttribute('aria-busy', 'false');
});

test('shortcuts by body type and budget are links to those results', async ({ page, request }) => {
  await page.goto('/');
  const shortcuts = page.getByRole('region', { name: 'Browse vans by body type or budget' });
  const bodyTypes = shortcuts.getByRole('list', { name: 'By body type' });
  const budgets = shortcuts.getByRole('list', { name: 'By budget' });
  await expect(bodyTypes.getByRole('link')).toHaveCount(10);
  await expect(bodyTypes.getByRole('link', { name: 'Panel Van' })).toHaveAttribute(
    'href',
    '/used-vans?bodyType=panel_van',
  );
  await expect(budgets.getByRole('link')).toHaveText([
    'Under £5,000',
    'Under £10,000',
    'Under £15,000',
    'Under £20,000',
    'Under £30,000',
    '£30,000 and over',
  ]);

  await budgets.getByRole('link', { name: 'Under £10,000' }).click();
  await expect(page).toHaveURL('/used-vans?maxPrice=10000');
  await expectResultsFor(page, request, { maxPrice: 10000 });

  await page.goto('/');
  await bodyTypes.getByRole('link', { name: 'Panel Van' }).click();
  await expect(page).toHaveURL('/used-vans?bodyType=panel_van');
  await expectResultsFor(page, request, { bodyType: 'panel_van' });
});

test('home keeps its hero wording and has no serious accessibility violations @both', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Used Vans for Sale, Free to List' }),
  ).toBeVisible();
  const search = homeSearch(page);
  // The search sits in the hero, in the first screen at both widths.
  const box = await search.form.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeLessThan(page.viewportSize()!.height);
  const all = await searchFromApi(request, {});
  await expect(search.submit).toHaveText(searchVans(all.total));
  // The whole page, its featured vans in (this is home's accessibility check at both widths).
  await expect(
    page.getByRole('region', { name: 'Featured Vans' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'home');
  await lookAt(page, testInfo, 'home-full', { fullPage: true });
});
