import { filtersToQuery, type SearchFilters } from '../search/filters';
import { pages } from './definitions';

/**
 * The results page's address for a filter set, for every page that links to a search (home,
 * ULEZ checker, valuation, nearby vans, listing breadcrumbs) and the results page itself. Kept
 * out of the pages index, which stays free of the search schema's zod for the router.
 */

/** The optional path segments of /used-vans/:make?/:model?/:location?. */
export type SearchPathParams = { make?: string; model?: string; location?: string };

/**
 * The one URL of a filter set: make, model and location in the path when make and model are
 * set (location alone, or with a make only, stays in the query), everything else in the
 * canonical query string of filtersToQuery.
 */
export function searchHref(filters: SearchFilters): string {
  const rest: SearchFilters = { ...filters };
  const path: SearchPathParams = {};
  if (filters.make) {
    path.make = filters.make;
    delete rest.make;
    if (filters.model) {
      path.model = filters.model;
      delete rest.model;
      if (filters.location) {
        path.location = filters.location;
        delete rest.location;
      }
    }
  }
  return pages.usedVans.build(path, filtersToQuery(rest));
}
