import type { LatLng } from '#shared/geo';
import { DEFAULT_RADIUS_MILES, PAGE_SIZE } from '#shared/search/constants';
import type { FinanceSettings } from '#shared/finance';
import type { RecordActivity } from '#shared/performance';
import type { SearchFilters } from '#shared/search/filters';
import { SEARCH_ERROR_CODES, type SearchCard, type SearchResponse } from '#shared/search/response';
import { effectiveSort } from '#shared/search/sort';
import type { SearchDoc, SearchIndex } from './types';
import { NotFoundError, RuleViolationError } from '../platform/errors';
import { searchAlternatives } from './search-alternatives';
import { toSearchCard } from './search-card';

export { toSearchCard } from './search-card';

export type SearchDeps = {
  /** The in-memory index of live listings, loaded and kept fresh by the projection. */
  index: () => Promise<SearchIndex>;
  /** Coordinates of a valid postcode; null when unknown. Throws when the provider fails. */
  geocode: (postcode: string) => Promise<LatLng | null>;
  /** The finance settings (cached: no read per request); without it cards show no monthly figure. */
  finance?: () => Promise<FinanceSettings | null>;
  /**
   * The visible dealer pages (cached: no read per request): resolves a `dealer` filter to its
   * seller and links trade cards to their dealer's page. Without it a `dealer` filter finds
   * no dealer and cards carry no link.
   */
  dealers?: () => Promise<DealerLinks>;
  /**
   * Hears of the vans a page shows, one search appearance each for their sellers' figures
   * (decision 073); buffered per container, so a page costs no write of its own.
   */
  counted?: RecordActivity;
};

/** The dealer pages search links to, by slug and by seller (decision 069). */
export type DealerLinks = {
  /** The seller of a visible dealer page's slug (a current or an older one). */
  sellerOf(slug: string): Promise<string | undefined>;
  /** The visible dealer page of a seller: its current slug and the dealer's name. */
  linkOf(sellerId: string): { slug: string; name: string } | undefined;
};

export const DEALER_NOT_FOUND_MESSAGE = 'This dealer could not be found.';

/** The APR of the cards' 'From £X a month', or null when the settings do not show it. */
export async function cardAprOf(finance: SearchDeps['finance']): Promise<number | null> {
  const settings = finance ? await finance() : null;
  return settings?.show_monthly_on_cards ? settings.representative_apr : null;
}

export const POSTCODE_NOT_FOUND_MESSAGE = 'Could not find coordinates for this postcode';

/**
 * One page of live vans for a validated filter set, with the exact count, facets and, when
 * nothing matches, the filter worth relaxing (decision 010) and, in a town, vans to look at
 * instead (decision 024). A postcode search is nearest first unless the buyer chose an order.
 */
export async function searchListings(
  deps: SearchDeps,
  filters: SearchFilters,
  now: Date = new Date(),
): Promise<SearchResponse> {
  const origin = filters.postcode ? await postcodeOrigin(deps.geocode, filters.postcode) : null;
  const radius = origin ? (filters.radius ?? DEFAULT_RADIUS_MILES) : null;
  const sort = effectiveSort(filters);
  const page = filters.page ?? 1;
  const [index, cardApr, dealers] = await Promise.all([
    deps.index(),
    cardAprOf(deps.finance),
    deps.dealers?.(),
  ]);
  const sellerId = filters.dealer ? await dealers?.sellerOf(filters.dealer) : null;
  if (sellerId === undefined) throw new NotFoundError(DEALER_NOT_FOUND_MESSAGE);
  const result = index.query({
    filters,
    sellerId,
    origin,
    radiusMiles: radius === 'national' ? null : radius,
    sort,
    page,
    pageSize: PAGE_SIZE,
    now,
  });
  await deps.counted?.(
    result.hits.map(({ doc }) => ({
      metric: 'appearances' as const,
      listingId: doc.id,
      sellerId: doc.seller_id,
    })),
  );
  return {
    total: result.total,
    page,
    pageSize: PAGE_SIZE,
    pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    sort,
    items: result.hits.map((hit) => withDealer(toSearchCard(hit, cardApr, now), hit.doc, dealers)),
    facets: result.facets,
    origin:
      origin && filters.postcode && radius !== null
        ? { postcode: filters.postcode, ...origin, radius }
        : null,
    relax: result.relax,
    alternatives:
      result.total === 0 && filters.location
        ? searchAlternatives(index, filters, origin ? { origin, radius } : null, now, cardApr)
        : [],
    oldestYear: index.oldestYear(),
  };
}

/** The centre of a postcode; an unknown one breaks a rule (422 postcode_not_found). */
export async function postcodeOrigin(
  geocode: SearchDeps['geocode'],
  postcode: string,
): Promise<LatLng> {
  const point = await geocode(postcode);
  if (!point) {
    throw new RuleViolationError(
      POSTCODE_NOT_FOUND_MESSAGE,
      { 'query.postcode': [POSTCODE_NOT_FOUND_MESSAGE] },
      SEARCH_ERROR_CODES.postcodeNotFound,
    );
  }
  return { latitude: point.latitude, longitude: point.longitude };
}

/** A trade card with its dealer's page, when the dealer has a visible one. */
export function withDealer(
  card: SearchCard,
  doc: Pick<SearchDoc, 'seller_type' | 'seller_id'>,
  dealers: DealerLinks | undefined,
): SearchCard {
  if (doc.seller_type !== 'trade_dealer' || !dealers || !doc.seller_id) return card;
  const link = dealers.linkOf(doc.seller_id);
  return link ? { ...card, dealer: link } : card;
}
