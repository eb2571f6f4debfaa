import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryFromItem,
  logItem,
  SEARCH_LOG_RETENTION_MS,
  type SearchLogEntry,
} from '#lambdas/search/projection/search-log';
import { logCursorKey, logSortKey, SEARCH_LOG_PK } from '#shared/table-keys';
import { toSearchDoc } from '#lambdas/search/search-doc';
import { aListing } from '../../support/listing-fixture';

const ms = fc.integer({ min: 0, max: 9_999_999_999_999 });
const seq = fc.bigInt({ min: 1n, max: 10n ** 38n }).map(String);

describe('search log keys', () => {
  it('sort by write time, whatever the sequence numbers', () => {
    fc.assert(
      fc.property(ms, ms, seq, seq, (a, b, s, t) => {
        fc.pre(a < b);
        expect(logSortKey(a, s) < logSortKey(b, t)).toBe(true);
      }),
    );
  });

  it('put a cursor below every entry written at its time or later, above earlier ones', () => {
    fc.assert(
      fc.property(ms, seq, (at, s) => {
        expect(logSortKey(at, s) > logCursorKey(at)).toBe(true);
        if (at > 0) expect(logSortKey(at - 1, s) < logCursorKey(at)).toBe(true);
      }),
    );
  });
});

describe('search log items', () => {
  const doc = toSearchDoc(aListing({ id: 'abc' }))!;

  it.each<SearchLogEntry>([
    { op: 'upsert', id: 'abc', seq: '000000000000000000042', at: 1_795_000_000_123, doc },
    { op: 'remove', id: 'abc', seq: '42', at: 1_795_000_000_123 },
  ])('round-trip an $op entry, with its TTL a few days out', (entry) => {
    const item = logItem(entry);
    expect(item).toMatchObject({ PK: SEARCH_LOG_PK, SK: logSortKey(entry.at, entry.seq) });
    expect(item.expires_at).toBe(Math.ceil((entry.at + SEARCH_LOG_RETENTION_MS) / 1000));
    expect(SEARCH_LOG_RETENTION_MS).toBeGreaterThanOrEqual(2 * 24 * 3600 * 1000);
    expect(entryFromItem(item)).toEqual(entry);
  });

  it('ignores items it did not write', () => {
    expect(entryFromItem({ PK: SEARCH_LOG_PK, SK: 'x' })).toBeUndefined();
    expect(entryFromItem({ SK: '1#1', op: 'upsert', listing_id: 'a', seq: '1' })).toBeUndefined();
    expect(
      entryFromItem({ SK: '1#1', op: 'upsert', listing_id: 'a', seq: '1', doc: { id: 'b' } }),
    ).toBeUndefined();
    expect(entryFromItem({ SK: '1#1', op: 'rename', listing_id: 'a', seq: '1' })).toBeUndefined();
  });
});
