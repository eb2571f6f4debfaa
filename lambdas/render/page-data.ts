import { schemaOf, type Parsed } from '#shared/api/contract';
import type { PageDataSource } from '#shared/page-render';
import { readSiteSettings } from '../admin/settings/read-settings';
import { env } from '../config';
import { stageDb } from '../platform/db';
import { listingDetailReads, listingReads } from './listing-reads';
import { cachedFinanceSettings } from '../admin/settings/finance-settings';
import { s3 } from '../platform/s3';
import { listHomepageFeatured } from '../listing/list-featured-listings';
import { getListingDetail } from '../listing/get-listing-detail';
import { searchListings } from '../search/search-listings';
import { similarListings } from '../search/similar-listings';
import { geocoder } from '../geocoding/create-geocoder';
import type { Logger } from '../platform/logger';
import { parseOrBadRequest } from '../http/validation';
import { getSearchIndex } from '../search/projection/search-index-provider';
import { answer, queryParameters } from './page-data-answer';
import { PAGE_DATA_ROUTES } from './page-data-routes';
import { dealerLinks } from '../account/dealer/dealer-directory';
import { getDealerPage, listDealers } from '../account/dealer/dealer-page';
import { stageDealerDeps } from '../account/dealer/stage-deps';
import { recordActivity } from '../performance/activity-counter';

/**
 * The renderer's PageDataSource (docs/decisions/038-page-data-port.md): each method calls the
 * domain function its public route's handler calls (lambdas/handlers/{featured-listings,
 * search-listings,listing-detail,listing-similar,site-settings}.ts), after the same validation
 * with the same contract, so a page holds exactly what the browser's first fetch would get. No
 * event, no middleware, no JSON: the handlers' edge check, CORS and access log are the HTTP
 * API's, and the renderer has its own.
 */
export function createPageData(log: Logger): PageDataSource {
  const searchIndex = () =>
    getSearchIndex({ db: stageDb(), s3: s3(), bucket: env.searchBucket, log });
  // The schemas' outputs, typed as createHttpHandler types them for the handlers.
  const listingId = (id: string): string =>
    (
      parseOrBadRequest(schemaOf(PAGE_DATA_ROUTES.listing.params), { id }, 'path') as Parsed<
        typeof PAGE_DATA_ROUTES.listing,
        'params'
      >
    ).id;

  return {
    featured: () =>
      answer('featured', async () => ({
        items: await listHomepageFeatured(stageDb(), new Date(), () => dealerLinks(stageDb(), log)),
      })),

    search: (query) =>
      answer('search', async () => {
        const filters = parseOrBadRequest(
          schemaOf(PAGE_DATA_ROUTES.search.query),
          queryParameters(query),
          'query',
        ) as Parsed<typeof PAGE_DATA_ROUTES.search, 'query'>;
        return searchListings(
          {
            index: searchIndex,
            geocode: (postcode) => geocoder().geocodePostcode(postcode),
            finance: () => cachedFinanceSettings(stageDb(), log),
            dealers: () => dealerLinks(stageDb(), log),
            counted: recordActivity(stageDb(), log),
          },
          filters,
        );
      }),

    listing: (id) =>
      answer('listing', async () => getListingDetail(listingDetailReads(log), listingId(id))),

    similar: (id) =>
      answer('similar', async () => {
        const reads = listingReads();
        return similarListings(
          {
            getListing: reads.getListing,
            index: searchIndex,
            dealers: () => dealerLinks(stageDb(), log),
          },
          listingId(id),
        );
      }),

    settings: () => answer('settings', () => readSiteSettings(stageDb())),

    dealer: (slug) =>
      answer('dealer', async () => {
        const params = parseOrBadRequest(
          schemaOf(PAGE_DATA_ROUTES.dealer.params),
          { slug },
          'path',
        ) as Parsed<typeof PAGE_DATA_ROUTES.dealer, 'params'>;
        return getDealerPage(stageDealerDeps(log), params.slug);
      }),

    dealers: () => answer('dealers', () => listDealers(stageDealerDeps(log))),
  };
}
