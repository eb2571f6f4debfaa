import { parseAdminMirrorSk, type AdminMirrorKind, INDEX_KEYS } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { createLogger, type Logger } from '../../platform/logger';
import { MIRROR_ROW, newestFirst, type MirrorRow } from './mirror-rows';
import { readMirrorShards } from './read-mirror-shards';

/**
 * The admin mirror: every listing (or every profile) as a small row, in this container's
 * memory, so Admin Listings and Admin Users filter, count and page 100,000 rows with no read
 * but a refresh (docs/admin.md). Loaded by one Query per shard of the admin index (GSI3), then
 * kept in step by asking each shard what was written since shortly before the last read. A
 * deleted listing leaves a tombstone in the index for a day; a container that has not read for
 * an hour loads again rather than risk missing one.
 */
export type AdminMirror<K extends AdminMirrorKind> = {
  /** Every row, newest first. */
  rows(): readonly MirrorRow<K>[];
  get(id: string): MirrorRow<K> | undefined;
  readonly size: number;
};

export type AdminMirrorDeps = {
  db: Db;
  log?: Logger;
  now?: () => number;
  /** Least time between two refreshes; default 1 s. */
  refreshMs?: number;
  /** Most items a page of the shards' Queries holds; default DynamoDB's 1 MB page (tests). */
  pageSize?: number;
};

/** Least time between two reads of what changed. */
export const MIRROR_REFRESH_MS = 1000;
/**
 * How far before the last read each refresh reads again: an index entry appears a moment after
 * its write, and writers' clocks differ by a little.
 */
export const MIRROR_OVERLAP_MS = 10_000;
/** A mirror not refreshed for this long loads again (tombstones live a day). */
export const MIRROR_RELOAD_AFTER_MS = 3600_000;

/**
 * Up to this many changes in one refresh are placed into the sorted rows one by one; more are
 * sorted again whole (100,000 rows: tens of milliseconds, against microseconds a change).
 */
const INCREMENTAL_CHANGES = 200;

/** Whether two rows hold the same values (rows are flat: strings, numbers, booleans, null). */
function sameRow(a: object | undefined, b: object | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

/** The first index whose row does not sort before `row` (newest first). */
function lowerBound<R extends { created_at: string; id: string }>(rows: readonly R[], row: R) {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (newestFirst(rows[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rows of one kind, by id and newest first. Exported for its unit tests. */
export class MirrorTable<K extends AdminMirrorKind> implements AdminMirror<K> {
  private readonly byId = new Map<string, MirrorRow<K>>();
  /** The write time of the newest entry applied for each id, tombstones included. */
  private readonly writtenAt = new Map<string, string>();
  private sorted: MirrorRow<K>[] | undefined;

  constructor(private readonly kind: K) {}

  get size() {
    return this.byId.size;
  }

  get(id: string) {
    return this.byId.get(id);
  }

  /** Every row, newest first. The array is never changed afterwards: a change makes a new one. */
  rows() {
    this.sorted ??= [...this.byId.values()].sort(newestFirst);
    return this.sorted;
  }

  /**
   * Applies index entries; an entry older than one already applied for its id is ignored, and
   * so is one read again (each refresh reads a few seconds back). Answers how many rows changed.
   */
  apply(items: readonly Record<string, unknown>[]): number {
    const changes: { before?: MirrorRow<K>; after?: MirrorRow<K> }[] = [];
    const toRow = MIRROR_ROW[this.kind] as (item: Record<string, unknown>) => MirrorRow<K>;
    for (const item of items) {
      const sortKey = item[INDEX_KEYS.admin.sk];
      if (typeof sortKey !== 'string') continue;
      const { writtenAt, id } = parseAdminMirrorSk(sortKey);
      const seen = this.writtenAt.get(id);
      if (seen !== undefined && seen > writtenAt) continue;
      const before = this.byId.get(id);
      const after = item.deleted === true ? undefined : toRow(item);
      // The same entry again (an overlapping read), or a tombstone of a row already gone.
      if (seen === writtenAt && sameRow(before, after)) continue;
      this.writtenAt.set(id, writtenAt);
      if (after) this.byId.set(id, after);
      else this.byId.delete(id);
      if (before || after) changes.push({ before, after });
    }
    this.place(changes);
    return changes.length;
  }

  /** Keeps the sorted rows in step: a few changes placed by binary search, many sorted again. */
  private place(changes: readonly { before?: MirrorRow<K>; after?: MirrorRow<K> }[]) {
    if (!this.sorted || changes.length === 0) return;
    if (changes.length > INCREMENTAL_CHANGES) {
      this.sorted = undefined;
      return;
    }
    const next = this.sorted.slice();
    for (const { before, after } of changes) {
      if (before) {
        const at = lowerBound(next, before);
        if (next[at] !== before) {
          // Not where it should be: never expected, but a full sort is always right.
          this.sorted = undefined;
          return;
        }
        next.splice(at, 1);
      }
      if (after) next.splice(lowerBound(next, after), 0, after);
    }
    this.sorted = next;
  }
}

type State<K extends AdminMirrorKind> = {
  loading: Promise<void>;
  mirror: MirrorTable<K>;
  /** When the last completed read started (ms). */
  readStartedAt: number;
  nextRefreshAt: number;
  refreshing?: Promise<void>;
};

// One per kind per Lambda container (module scope), like the SDK clients.
const states = new Map<AdminMirrorKind, State<AdminMirrorKind>>();

/** The container's mirror of a kind: loaded on first use, refreshed at most once a refreshMs. */
export async function getAdminMirror<K extends AdminMirrorKind>(
  deps: AdminMirrorDeps,
  kind: K,
): Promise<AdminMirror<K>> {
  const now = deps.now ?? Date.now;
  let state = states.get(kind) as State<K> | undefined;
  if (state && now() - state.readStartedAt > MIRROR_RELOAD_AFTER_MS && !state.refreshing) {
    state = undefined;
  }
  if (!state) {
    const fresh: State<K> = {
      mirror: new MirrorTable(kind),
      // The load's start, so that callers arriving while it runs wait for it rather than
      // taking the mirror for an hour old and loading again.
      readStartedAt: now(),
      nextRefreshAt: 0,
      loading: Promise.resolve(),
    };
    fresh.loading = load(deps, fresh, kind);
    states.set(kind, fresh as unknown as State<AdminMirrorKind>);
    state = fresh;
  }
  try {
    await state.loading;
  } catch (error) {
    // Forget the failed load so the next call tries again.
    if (states.get(kind) === (state as unknown)) states.delete(kind);
    throw error;
  }
  if (now() >= state.nextRefreshAt) {
    const current = state;
    current.refreshing ??= refresh(deps, current, kind).finally(() => {
      current.refreshing = undefined;
    });
    await current.refreshing;
  }
  return state.mirror;
}

/** Forgets every mirror, as a new container would start (tests, a restarted local stage). */
export function resetAdminMirrors(): void {
  states.clear();
}

async function load<K extends AdminMirrorKind>(deps: AdminMirrorDeps, state: State<K>, kind: K) {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const items = await readMirrorShards(deps.db, kind, undefined, deps.pageSize);
  state.mirror.apply(items);
  state.readStartedAt = startedAt;
  state.nextRefreshAt = startedAt + (deps.refreshMs ?? MIRROR_REFRESH_MS);
  (deps.log ?? createLogger({ component: 'admin-mirror' })).info('Admin mirror loaded', {
    kind,
    rows: state.mirror.size,
    entries: items.length,
    ms: now() - startedAt,
  });
}

async function refresh<K extends AdminMirrorKind>(deps: AdminMirrorDeps, state: State<K>, kind: K) {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  state.nextRefreshAt = startedAt + (deps.refreshMs ?? MIRROR_REFRESH_MS);
  try {
    const after = new Date(state.readStartedAt - MIRROR_OVERLAP_MS).toISOString();
    state.mirror.apply(await readMirrorShards(deps.db, kind, after, deps.pageSize));
    state.readStartedAt = startedAt;
  } catch (error) {
    // Serve the mirror as it is (a moment stale); the same window is read next time.
    (deps.log ?? createLogger({ component: 'admin-mirror' })).warn(
      'Could not refresh the admin mirror; serving it as it is',
      { kind, error: error instanceof Error ? error.message : String(error) },
    );
  }
}
