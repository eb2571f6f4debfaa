import { logSortKey, SEARCH_LOG_MS_DIGITS, SEARCH_LOG_PK } from '#shared/table-keys';
import type { SearchDoc } from '../types';

/*
 * The search change log: items in the listings table under one partition (SEARCH_LOG_PK), one
 * per change to the search document of a listing, ordered by the time the projector wrote them.
 * Readers (the search index provider and compaction) fold them into their copy of the
 * projection (docs/decisions/009-search-projection.md, docs/data-model.md).
 */

/**
 * Entries expire (TTL) after this long. Compaction folds them into a snapshot every ten
 * minutes, so days of slack let it stop over a weekend without the projection losing changes.
 */
export const SEARCH_LOG_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * One change to a listing's search document. `seq` is the stream record's sequence number:
 * readers apply an entry only when it is newer than the last one they applied for the listing.
 * `at` is when the entry was written (epoch ms), the first part of its sort key.
 */
export type SearchLogEntry =
  | { op: 'upsert'; id: string; seq: string; at: number; doc: SearchDoc }
  | { op: 'remove'; id: string; seq: string; at: number };

/** What the projector derives from one stream record: the new document, or null to remove. */
export type SearchChange = { id: string; seq: string; doc: SearchDoc | null };

export function logItem(entry: SearchLogEntry, retentionMs = SEARCH_LOG_RETENTION_MS) {
  return {
    PK: SEARCH_LOG_PK,
    SK: logSortKey(entry.at, entry.seq),
    op: entry.op,
    listing_id: entry.id,
    seq: entry.seq,
    ...(entry.op === 'upsert' ? { doc: entry.doc } : {}),
    expires_at: Math.ceil((entry.at + retentionMs) / 1000),
  };
}

/** A stored item back to an entry; undefined for anything this code did not write. */
export function entryFromItem(item: Record<string, unknown>): SearchLogEntry | undefined {
  const { SK, op, listing_id: id, seq, doc } = item;
  if (typeof SK !== 'string' || typeof id !== 'string' || typeof seq !== 'string') return undefined;
  const at = Number(SK.slice(0, SEARCH_LOG_MS_DIGITS));
  if (!Number.isFinite(at)) return undefined;
  if (op === 'remove') return { op, id, seq, at };
  if (op === 'upsert' && typeof doc === 'object' && doc !== null && (doc as SearchDoc).id === id) {
    return { op, id, seq, at, doc: doc as SearchDoc };
  }
  return undefined;
}
