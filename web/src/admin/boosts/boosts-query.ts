import { ADMIN_BOOST_STATES } from '#shared/admin/payments';
import { oneOf, pageParam, searchOf } from '../ui/list-query';
import { pages } from '#shared/pages';

export type BoostState = (typeof ADMIN_BOOST_STATES)[number];

/** Admin Boosts' URL: which boosts (running, or ended in the last 30 days) and the page. */
export type BoostFilters = { state: BoostState; page: number };

/** Running unless the URL asks for ended ones: the API's own default. */
export function boostFiltersFromSearch(params: URLSearchParams): BoostFilters {
  return {
    state: oneOf(ADMIN_BOOST_STATES, params.get('state')) || 'running',
    page: pageParam(params),
  };
}

/** The query string: `state=ended` only (running is the default), and the page after the first. */
export function searchFromBoostFilters(filters: BoostFilters): URLSearchParams {
  return searchOf({ ...filters, state: filters.state === 'running' ? '' : filters.state }, [
    'state',
  ]);
}

export function boostsHref(filters: BoostFilters): string {
  return pages.adminBoosts.build({}, searchFromBoostFilters(filters));
}
