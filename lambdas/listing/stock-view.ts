import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  listingTallyKey,
  OWNER_ROW_ATTRIBUTES,
  STOCK_ROW_SK_PREFIX,
  stockPk,
} from '#shared/table-keys';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../platform/db';
import { getCountersOf, type ListingCounters, type ListingTally } from './listing-state-repo';
import { queryOwnerIndex } from './owner-index';
import type { StockRow } from './stock-query';

/*
 * The stock view (decision 071): a seller's rows held in memory, so searching and sorting a
 * 1,000-van dealer's stock reads one small item a request (the tally), not 1,000 rows. The
 * listing writer moves the seller's stock version (`stock_version` on the tally) with every
 * write of one of their listings; a request whose tally shows another version reads the rows
 * again. The rows come from the owner index (eventually consistent), so rows read within
 * SETTLE_MS of the last write are read again on the next request, and rows are read again after
 * TTL_MS whatever the version (a lost version write, counters for the views order).
 */

/** How long rows are used while the version stays the same. */
export const STOCK_VIEW_TTL_MS = 60_000;
/** How long after a write rows read from the index are not trusted beyond their own request. */
export const STOCK_VIEW_SETTLE_MS = 2_000;
/** Sellers whose rows are held at once per process: the least recently used go first. */
const MAX_SELLERS = 200;

export type StockTally = ListingTally & { version: number; writtenAt: number };

type Held = {
  version: number;
  readAt: number;
  /** Whether the index may not yet have shown the last write when these rows were read. */
  settled: boolean;
  rows: StockRow[];
  /** Every row's counters, read when an order needs them (views, enquiries). */
  counters?: Map<string, ListingCounters>;
};

const held = new Map<string, Held>();

/** The seller's tally with the stock version: one strongly consistent read. */
export async function getStockTally(db: Db, userId: string): Promise<StockTally> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: listingTallyKey(userId), ConsistentRead: true }),
  );
  return {
    active: Number(Item?.active ?? 0),
    sold: Number(Item?.sold ?? 0),
    version: Number(Item?.stock_version ?? 0),
    writtenAt: typeof Item?.stock_at === 'string' ? Date.parse(Item.stock_at) : 0,
  };
}

/** The seller's stock keys (plate, stock reference, hidden by reports) by listing id: one Query. */
type StockKeys = Pick<StockRow, 'stock_reference' | 'registration' | 'reports_hidden'>;

async function stockKeysOf(db: Db, userId: string): Promise<Map<string, StockKeys>> {
  const keys = new Map<string, StockKeys>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :row)',
        ExpressionAttributeValues: { ':pk': stockPk(userId), ':row': STOCK_ROW_SK_PREFIX },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      keys.set(String(item.listing_id), {
        stock_reference: typeof item.stock_reference === 'string' ? item.stock_reference : null,
        registration: typeof item.registration === 'string' ? item.registration : null,
        reports_hidden: item.reports_hidden === true,
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}

/** Every listing of the seller as a stock row: the owner index and the stock keys, at once. */
export async function readStockRows(db: Db, userId: string): Promise<StockRow[]> {
  const [entries, keys] = await Promise.all([
    queryOwnerIndex(db, userId, OWNER_ROW_ATTRIBUTES),
    stockKeysOf(db, userId),
  ]);
  return entries.map((entry) => {
    // The index entry carries every field a stock row reads (OWNER_ROW_ATTRIBUTES).
    const listing = entry as unknown as Omit<StockRow, keyof StockKeys | 'entry'>;
    const stock = keys.get(listing.id);
    return {
      ...listing,
      image_urls: listing.image_urls ?? [],
      stock_reference: stock?.stock_reference ?? null,
      registration: stock?.registration ?? null,
      reports_hidden: stock?.reports_hidden ?? false,
      entry: entry as Record<string, unknown>,
    };
  });
}

/**
 * The seller's rows as of their tally's version, from memory when held and current, else read
 * again; with every row's counters when `withCounters` (kept with the rows).
 */
export async function stockRowsOf(
  db: Db,
  userId: string,
  tally: StockTally,
  options: { withCounters: boolean; now: number },
): Promise<{ rows: StockRow[]; counters?: Map<string, ListingCounters> }> {
  let entry = held.get(userId);
  const current =
    entry &&
    entry.settled &&
    entry.version === tally.version &&
    options.now - entry.readAt < STOCK_VIEW_TTL_MS;
  if (!current) {
    const rows = await readStockRows(db, userId);
    entry = {
      version: tally.version,
      readAt: options.now,
      settled: options.now - tally.writtenAt >= STOCK_VIEW_SETTLE_MS,
      rows,
    };
  }
  if (options.withCounters && !entry!.counters) {
    entry!.counters = await getCountersOf(
      db,
      entry!.rows.map((row) => row.id),
    );
  }
  held.delete(userId);
  held.set(userId, entry!);
  if (held.size > MAX_SELLERS) held.delete(held.keys().next().value!);
  return { rows: entry!.rows, ...(entry!.counters ? { counters: entry!.counters } : {}) };
}

/** Forgets every seller's rows (tests that rewrite a table behind the writer). */
export function forgetStockViews(): void {
  held.clear();
}
