import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { filtersToQuery, type SearchFilters } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import { waitForHydration } from './ssr';

/** What the results page should show: the stage's own answer, read through the same API. */
export async function searchFromApi(
  request: APIRequestContext,
  filters: SearchFilters = {},
): Promise<SearchResponse> {
  // A fresh stage may still be loading its search index (503 search_unavailable): wait for it.
  let response = await request.get(`/api/listings/search?${filtersToQuery(filters)}`);
  for (let attempt = 0; response.status() === 503 && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await request.get(`/api/listings/search?${filtersToQuery(filters)}`);
  }
  if (!response.ok()) throw new Error(`GET /api/listings/search: ${response.status()}`);
  return (await response.json()) as SearchResponse;
}

/** '1 van found', '1,234 vans found'. */
export function vansFound(total: number): string {
  return `${total.toLocaleString('en-GB')} ${total === 1 ? 'van' : 'vans'} found`;
}

/** The count or loading line above the results. */
export function statusLine(page: Page): Locator {
  return page.getByRole('main').getByRole('status');
}

/** The result cards (list items holding an article). */
export function resultCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The detail paths the cards link to (their titles' links, not a dealer's), in order. */
export async function cardPaths(page: Page): Promise<string[]> {
  return resultCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/**
 * The drawer's apply button: 'Show 83 vans' once the changed filters are counted, the spec's
 * 'Apply Filters' while they are being counted (decision 024).
 */
export function drawerApplyButton(drawer: Locator): Locator {
  return drawer.getByRole('button', { name: /^(Apply Filters|Show [\d,]+ vans?)$/ });
}

export type FilterControls = {
  /** Where the controls are: the side panel (desktop) or the open drawer (phones). */
  panel: Locator;
  /** Applies the changes: nothing to do on desktop (they apply after 500 ms), the drawer's button on phones. */
  apply: () => Promise<void>;
  isDrawer: boolean;
};

/**
 * The filter controls as the viewport offers them: the side panel from 768 px, otherwise the
 * drawer behind the 'Filters' button, so one test covers both layouts.
 */
export async function openFilters(page: Page): Promise<FilterControls> {
  // The filters are the app's: they work on the page it has taken over (the early-input tests
  // cover a reader who is quicker than the app).
  await waitForHydration(page);
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= 768) {
    const panel = page.getByRole('form', { name: 'Filters' });
    await expect(panel).toBeVisible();
    return { panel, apply: async () => {}, isDrawer: false };
  }
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return {
    panel: drawer,
    apply: async () => {
      await drawerApplyButton(drawer).click();
      await expect(drawer).toBeHidden();
    },
    isDrawer: true,
  };
}

/**
 * Waits until the results show the API's answer for these filters (its count line and its cards
 * in order), and returns it. Check the URL first: before it changes, the old results still show.
 */
export async function expectResultsFor(
  page: Page,
  request: APIRequestContext,
  filters: SearchFilters,
): Promise<SearchResponse> {
  const expected = await searchFromApi(request, filters);
  await expect(statusLine(page)).toHaveText(new RegExp(`^${vansFound(expected.total)}`));
  await expect.poll(() => cardPaths(page)).toEqual(expected.items.map((item) => item.path));
  return expected;
}
