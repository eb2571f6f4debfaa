import type { Listing } from '#shared/listing';
import { stockReferenceKey } from '#shared/stock-reference';
import { stockRefKey, stockRowKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import type { TransactItem } from '../../platform/transactions';

type StockFields = Pick<
  Listing,
  'id' | 'user_id' | 'stock_reference' | 'registration' | 'reports_hidden'
>;

const refKeyOf = (listing: StockFields | null) =>
  listing?.stock_reference ? stockReferenceKey(listing.stock_reference) : undefined;

/**
 * The writes of a listing's stock keys (decision 071) when it goes from `before` to `after`
 * (null: created, deleted), for the listing's own transaction. The claim of a new reference
 * comes first, so a cancellation at `STOCK_CLAIM_INDEX` of these writes means the seller's
 * reference names another listing: nothing is written then. Empty when nothing moves.
 */
export function stockKeyWrites(
  db: Db,
  before: StockFields | null,
  after: StockFields | null,
): { claim: TransactItem | undefined; others: TransactItem[] } {
  const listing = (after ?? before)!;
  const from = refKeyOf(before);
  const to = refKeyOf(after);
  const mine = {
    ConditionExpression: 'attribute_not_exists(PK) OR listing_id = :id',
    ExpressionAttributeValues: { ':id': listing.id },
  };
  const claim: TransactItem | undefined =
    to && to !== from
      ? {
          Put: {
            TableName: db.tableName,
            Item: {
              ...stockRefKey(listing.user_id, to),
              listing_id: listing.id,
              stock_reference: after!.stock_reference,
            },
            ...mine,
          },
        }
      : undefined;
  const others: TransactItem[] = [];
  if (from && from !== to) {
    others.push({
      Delete: { TableName: db.tableName, Key: stockRefKey(listing.user_id, from), ...mine },
    });
  }
  // What My Listings filters by beyond the owner index: the plate and reference, and whether
  // buyers' reports hide the listing (the index cannot carry the flag, decision 067).
  const searchable = (l: StockFields | null) =>
    l
      ? {
          stock_reference: l.stock_reference ?? null,
          registration: l.registration ?? null,
          reports_hidden: l.reports_hidden === true,
        }
      : null;
  const was = searchable(before);
  const now = searchable(after);
  const has = (s: typeof now) =>
    Boolean(s && (s.stock_reference || s.registration || s.reports_hidden));
  if (has(now) && JSON.stringify(was) !== JSON.stringify(now)) {
    others.push({
      Put: {
        TableName: db.tableName,
        Item: { ...stockRowKey(listing.user_id, listing.id), listing_id: listing.id, ...now },
      },
    });
  } else if (!has(now) && has(was)) {
    others.push({
      Delete: { TableName: db.tableName, Key: stockRowKey(listing.user_id, listing.id) },
    });
  }
  return { claim, others };
}
