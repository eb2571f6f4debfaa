import { z } from 'zod';
import { formatLongDate, formatPrice } from './format';

/*
 * A listing's price changes (issue 33 §2, decision 071): each edit that moves the price adds
 * one, newest last, the last PRICE_CHANGES_KEPT kept. The seller's listing page reads them as
 * 'Reduced £500 on 3 March 2026'.
 */

export const PRICE_CHANGES_KEPT = 10;

export const priceChangeSchema = z.object({
  at: z.iso.datetime(),
  from: z.number().nonnegative(),
  to: z.number().nonnegative(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/**
 * The price changes after an edit from `before` to `after` at `at`: one more when the price
 * moved, the oldest dropped past PRICE_CHANGES_KEPT; as they were otherwise.
 */
export function pricedChanges(
  before: { price: number; price_changes?: readonly PriceChange[] | undefined },
  after: { price: number },
  at: Date,
): PriceChange[] {
  const earlier = [...(before.price_changes ?? [])];
  if (after.price === before.price) return earlier;
  return [...earlier, { at: at.toISOString(), from: before.price, to: after.price }].slice(
    -PRICE_CHANGES_KEPT,
  );
}

/** 'Reduced £500 on 3 March 2026' or 'Raised £1,000 on 3 March 2026'. */
export function priceChangeText(change: PriceChange): string {
  const by = formatPrice(Math.abs(change.to - change.from));
  const verb = change.to < change.from ? 'Reduced' : 'Raised';
  return `${verb} ${by} on ${formatLongDate(change.at)}`;
}

// 'Price reduced' on buyers' cards (issue 33 §2, decision 077) -----------------------------------

/** How long after a cut buyers' cards say 'Price reduced'. */
export const PRICE_REDUCED_DAYS = 14;
const PRICE_REDUCED_MS = PRICE_REDUCED_DAYS * 86_400_000;

/** The words on the card. */
export const PRICE_REDUCED_LABEL = 'Price reduced';

/**
 * When the price was last cut, as epoch ms, or null: only while the latest change is that cut,
 * so a van cut and then raised again (or raised alone) is not 'reduced'. What the search
 * document and the featured cards carry; the card decides against today.
 */
export function lastPriceCut(changes: readonly PriceChange[] | undefined): number | null {
  const latest = changes?.at(-1);
  if (!latest || latest.to >= latest.from) return null;
  return Date.parse(latest.at);
}

/** A cut within the last PRICE_REDUCED_DAYS (a cut dated ahead of the clock counts as today's). */
export function priceReducedAt(cutAt: number | null | undefined, now: Date): boolean {
  return cutAt !== null && cutAt !== undefined && now.getTime() - cutAt < PRICE_REDUCED_MS;
}

/** Whether a card of a listing with these price changes says 'Price reduced' now. */
export function priceReduced(changes: readonly PriceChange[] | undefined, now: Date): boolean {
  return priceReducedAt(lastPriceCut(changes), now);
}
