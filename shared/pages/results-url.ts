import { filtersToQuery, type SearchFilters } from '../search/filters';
import { pages } from './definitions';
import { bodyConfigOf, bodyConfigSlug, isBodyConfigSlug } from '../search/body-config';

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
 * canonical query string of filtersToQuery. Make and model with one wheelbase and one roof and
 * no location is a browse page: the configuration takes the third segment
 * (/used-vans/ford/transit/lwb-high-roof, decision 060).
 */
export function searchHref(filters: SearchFilters): string {
  // A dealer's stock is searched on the dealer's page: its filters stay in the query there.
  if (filters.dealer) {
    const { dealer, ...others } = filters;
    return pages.dealer.build({ slug: dealer }, filtersToQuery(others));
  }
  const rest: SearchFilters = { ...filters };
  const path: SearchPathParams = {};
  if (filters.make) {
    path.make = filters.make;
    delete rest.make;
    if (filters.model) {
      path.model = filters.model;
      delete rest.model;
      const config = bodyConfigOf(filters);
      // A location whose slug is a configuration's (none is) would read as that configuration.
      if (filters.location && !isBodyConfigSlug(filters.location)) {
        path.location = filters.location;
        delete rest.location;
      } else if (!filters.location && config) {
        path.location = bodyConfigSlug(config);
        delete rest.wheelbase;
        delete rest.roofHeight;
      }
    }
  }
  return pages.usedVans.build(path, filtersToQuery(rest));
}
