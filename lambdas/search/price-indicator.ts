import type { PriceIndicator } from '#shared/valuation/price-band';
import type { SearchIndex } from './types';

/**
 * The listing page reads the search index at most this stale: a van's price band moves only
 * when comparable vans change, so a minute-old index is as good, and the page then adds no read
 * of the change log per request (docs/decisions/066-price-indicator-and-monthly-cost.md).
 */
export const PRICE_INDICATOR_MAX_AGE_MS = 60_000;

/** A live listing's price indicator from the in-memory index: no table read. */
export async function priceIndicatorOf(
  index: () => Promise<SearchIndex>,
  id: string,
): Promise<PriceIndicator | null> {
  return (await index()).priceIndicator(id);
}
