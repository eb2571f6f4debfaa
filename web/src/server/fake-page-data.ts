import { featuredListingsRoute } from '#shared/api/routes/featured-listings';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { siteSettingsRoute } from '#shared/api/routes/site-settings';
import { dealerPageRoute } from '#shared/api/routes/dealer-page';
import { dealerDirectoryRoute } from '#shared/api/routes/dealer-directory';
import { PageDataUnavailable, type PageData, type PageDataSource } from '#shared/page-render';
import { apiUrl } from '../api/client';

/** What the public API would answer to a GET: a test's fixture. */
export type FixtureAnswer = { status: number; body: unknown };

/**
 * For tests only: a PageDataSource that answers each method with a fixture written as the
 * public API's answer to that method's route (its URL as the browser would fetch it), and lists
 * those URLs in `asked`, so a test says what a page read in the API's own terms. A 5xx answer is
 * the outage PageDataUnavailable stands for; an Error is thrown as it is.
 */
export function fakePageData(
  answer: (url: string) => FixtureAnswer | Error | Promise<FixtureAnswer | Error>,
): { pages: PageDataSource; asked: string[] } {
  const asked: string[] = [];
  async function ask<T>(source: keyof PageDataSource, url: string): Promise<PageData<T>> {
    asked.push(url);
    const answered = await answer(url);
    if (answered instanceof Error) throw answered;
    if (answered.status >= 500) throw new PageDataUnavailable(source);
    if (answered.status >= 200 && answered.status < 300) {
      return { status: 200, data: answered.body as T };
    }
    const error = (answered.body as { error?: { code?: string; message?: string } } | null)?.error;
    return {
      status: answered.status as 400 | 404 | 422,
      error: { code: error?.code ?? 'http_error', message: error?.message ?? 'Request failed.' },
    };
  }
  const pages: PageDataSource = {
    featured: () => ask('featured', apiUrl(featuredListingsRoute)),
    search: (query) => ask('search', apiUrl(searchListingsRoute, { query })),
    listing: (id) => ask('listing', apiUrl(listingDetailRoute, { path: { id } })),
    similar: (id) => ask('similar', apiUrl(listingSimilarRoute, { path: { id } })),
    settings: () => ask('settings', apiUrl(siteSettingsRoute)),
    dealer: (slug) => ask('dealer', apiUrl(dealerPageRoute, { path: { slug } })),
    dealers: () => ask('dealers', apiUrl(dealerDirectoryRoute)),
  };
  return { pages, asked };
}
