import type { LatLng } from '#shared/geo';
import { ALTERNATIVES_ELSEWHERE, ALTERNATIVES_NEAREST } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import type { SearchAlternative } from '#shared/search/response';
import type { Radius } from '#shared/search/constants';
import type { EngineHit, EngineQuery, SearchIndex } from './types';
import { toSearchCard } from './search-card';

/** The geocoded postcode of the search, when it had one. */
export type PostcodeOrigin = { origin: LatLng; radius: Radius | null };

/**
 * What an empty town page shows instead of a blank column (decision 024): the same search
 * without the town, nearest the postcode or the town's centre first; then the same model (or
 * make, or any van: the first with vans not already shown) with no other filter.
 */
export function searchAlternatives(
  index: SearchIndex,
  filters: SearchFilters,
  postcode: PostcodeOrigin | null,
  now: Date,
  cardApr: number | null = null,
): SearchAlternative[] {
  const card = (hit: EngineHit) => toSearchCard(hit, cardApr, now);
  const alternatives: SearchAlternative[] = [];
  const shown = new Set<string>();

  const withoutTown = searchable({ ...filters, location: undefined });
  const townCentre = postcode || !filters.location ? null : index.placeCentre(filters.location);
  const origin = postcode?.origin ?? townCentre;
  const radius = postcode?.radius ?? null;
  const nearestQuery: EngineQuery = {
    filters: withoutTown,
    origin,
    radiusMiles: radius === 'national' ? null : radius,
    sort: origin ? 'distance' : 'featured',
    page: 1,
    pageSize: ALTERNATIVES_NEAREST,
    now,
  };
  const nearest = index.query(nearestQuery);
  if (nearest.total > 0) {
    // The link to all of them leads to the search without the town's centre, where the vans
    // that give no location count too: its count is that search's.
    const total = townCentre
      ? index.query({ ...nearestQuery, origin: null, sort: 'featured', pageSize: 0 }).total
      : nearest.total;
    const near: SearchAlternative['near'] = postcode
      ? { kind: 'postcode', name: filters.postcode! }
      : townCentre
        ? { kind: 'town', name: filters.location! }
        : null;
    alternatives.push({
      kind: 'nearest',
      filters: withoutTown,
      total,
      near,
      items: nearest.hits.map(card),
    });
    for (const hit of nearest.hits) shown.add(hit.doc.id);
  }

  for (const broader of broaderSearches(filters)) {
    const result = index.query({
      filters: broader,
      origin: null,
      radiusMiles: null,
      sort: 'featured',
      page: 1,
      pageSize: ALTERNATIVES_ELSEWHERE + shown.size,
      now,
    });
    const hits = result.hits.filter((hit) => !shown.has(hit.doc.id));
    if (hits.length === 0) continue;
    alternatives.push({
      kind: 'elsewhere',
      filters: broader,
      total: result.total,
      near: null,
      items: hits.slice(0, ALTERNATIVES_ELSEWHERE).map(card),
    });
    break;
  }
  return alternatives;
}

/** The same model, then the same make, then any van: no other filter. */
function broaderSearches({ make, model }: SearchFilters): SearchFilters[] {
  const searches: SearchFilters[] = [];
  if (make && model) searches.push({ make, model });
  if (make) searches.push({ make });
  searches.push({});
  return searches;
}

/** A filter set without sort, page and empty values: what a link to these vans carries. */
function searchable(filters: SearchFilters): SearchFilters {
  const { sort: _sort, page: _page, ...rest } = filters;
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as SearchFilters;
}
