import type { SearchDoc } from '../types';
import type { SearchLogEntry } from './search-log';
import { compareSequenceNumbers } from './sequence-numbers';

/** Where log entries are applied: the live SearchIndex, or a plain map while compacting. */
export type DocTarget = { upsert(doc: SearchDoc): void; remove(id: string): void };

/** [listing id, sequence number, entry time]: the last entry applied for a listing. */
export type RecentChange = [id: string, seq: string, at: number];

/**
 * How long a reader remembers the last sequence number it applied per listing. Entries of one
 * listing reach the log out of order by less than a minute at worst (a slow write written
 * again, clocks of projector containers apart), and readers never look further back than
 * that (log-window.ts): far less than this.
 */
export const RECENT_CHANGES_MS = 10 * 60 * 1000;

/**
 * Applies log entries to a target, each listing's only when newer (by stream sequence number)
 * than the last one applied, so re-reading an overlap or meeting an older entry after a newer
 * one never moves a listing back in time.
 */
export class ChangeApplier {
  private readonly recent = new Map<string, { seq: string; at: number }>();

  constructor(
    private readonly target: DocTarget,
    recent: Iterable<RecentChange> = [],
  ) {
    for (const [id, seq, at] of recent) this.recent.set(id, { seq, at });
  }

  /** True when the entry changed the target. */
  apply(entry: SearchLogEntry): boolean {
    const last = this.recent.get(entry.id);
    if (last && compareSequenceNumbers(entry.seq, last.seq) <= 0) return false;
    this.recent.set(entry.id, { seq: entry.seq, at: entry.at });
    if (entry.op === 'upsert') this.target.upsert(entry.doc);
    else this.target.remove(entry.id);
    return true;
  }

  applyAll(entries: Iterable<SearchLogEntry>): number {
    let applied = 0;
    for (const entry of entries) if (this.apply(entry)) applied++;
    return applied;
  }

  /** Forgets listings whose last entry is older than `beforeMs`, keeping the map small. */
  forgetBefore(beforeMs: number): void {
    for (const [id, last] of this.recent) if (last.at < beforeMs) this.recent.delete(id);
  }

  /** What a snapshot carries so its reader keeps the same guard. */
  recentSince(sinceMs: number): RecentChange[] {
    const out: RecentChange[] = [];
    for (const [id, last] of this.recent) if (last.at >= sinceMs) out.push([id, last.seq, last.at]);
    return out;
  }
}
