import { createHash } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';
import { DAILY_FIGURES_DAYS } from '#shared/admin/dashboard';
import { newestActivity, type ActivityEntry } from './activity';
import { addTotals, isZeroTotals, ZERO_TOTALS, type FigureTotals } from './figure-totals';
import { recordFigures } from './record-figures';
import { addDays, ukDay } from '../../platform/uk-day';

export type DayCounts = { day: string; created: number; approved: number };

/** A batch's figures: what one transaction adds (docs/admin.md, "Figures"). */
export type BatchFigures = {
  totals: FigureTotals;
  /** Days with a count, oldest first; only days the chart can still show. */
  days: DayCounts[];
  /** The batch's newest Recent Activity lines, newest first. */
  activity: ActivityEntry[];
};

/**
 * The oldest and newest days a count is kept for: the chart's days, one before them (a change
 * seen just after midnight) and tomorrow (a clock a little ahead). At most 32 day items a
 * batch, so a batch always fits one transaction.
 */
export function countedDays(now: Date): { from: string; to: string } {
  const today = ukDay(now)!;
  return { from: addDays(today, -DAILY_FIGURES_DAYS), to: addDays(today, 1) };
}

/** The figures of a batch of stream records: the sum of what each record changes. */
export function batchFigures(records: readonly DynamoDBRecord[], now: Date): BatchFigures {
  let totals = ZERO_TOTALS;
  const days = new Map<string, DayCounts>();
  const activity: ActivityEntry[] = [];
  const { from, to } = countedDays(now);
  const count = (day: string | undefined, field: 'created' | 'approved') => {
    if (!day || day < from || day > to) return;
    const counts = days.get(day) ?? { day, created: 0, approved: 0 };
    counts[field] += 1;
    days.set(day, counts);
  };
  for (const record of records) {
    const figures = recordFigures(record, now);
    if (!figures) continue;
    totals = addTotals(totals, figures.totals);
    count(figures.created, 'created');
    count(figures.approved, 'approved');
    if (figures.activity) activity.push(figures.activity);
  }
  return {
    totals,
    days: [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
    activity: newestActivity(activity),
  };
}

/** Nothing to write: a batch of changes that move no figure (an edit of a listing's price). */
export function isEmptyBatch(batch: BatchFigures): boolean {
  return isZeroTotals(batch.totals) && batch.days.length === 0 && batch.activity.length === 0;
}

/**
 * The batch's identity: a hash of its records' sequence numbers, in order. A retried batch
 * (the same records) has the same one; its marker says it was counted already.
 */
export function batchHash(records: readonly DynamoDBRecord[]): string {
  const hash = createHash('sha256');
  for (const record of records) hash.update(`${record.dynamodb?.SequenceNumber ?? ''}\n`);
  return hash.digest('hex');
}
