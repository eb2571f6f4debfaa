import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '#shared/listing';
import type { ReportReason } from '#shared/reports';
import type { Db } from '#lambdas/platform/db';
import { sendTransaction } from '#lambdas/platform/transactions';
import { newReportWrites, type ReportSummary } from '#lambdas/listing/reports/reports-repo';
import { reportsHiddenCopyUpdate } from '#lambdas/listing/listing-state-repo';
import { demoListingId } from './listing-factory';
import type { DemoPlan } from './plan';

const HOUR_MS = 3600 * 1000;

type DemoReport = { reason: ReportReason; note: string; hoursBefore: number };

/** The hidden listing's three reports: the last of them hid it (at its `updated_at`). */
const HIDING_REPORTS: DemoReport[] = [
  {
    reason: 'scam',
    note: 'Seller asked for a deposit by bank transfer before any viewing.',
    hoursBefore: 40,
  },
  {
    reason: 'wrong_details',
    note: 'The photos show a different van from the one described.',
    hoursBefore: 12,
  },
  { reason: 'scam', note: '', hoursBefore: 0 },
];

/** Reports on vans still in search: below the threshold, waiting for an admin all the same. */
const OPEN_REPORTS: DemoReport[][] = [
  [
    {
      reason: 'already_sold',
      note: 'I rang about it and the seller said it went last week.',
      hoursBefore: 3,
    },
  ],
  [
    { reason: 'duplicate', note: 'Same van is listed twice by this dealer.', hoursBefore: 30 },
    // Markup in a note stays text wherever it shows.
    { reason: 'other', note: 'Price looks wrong <b>£1</b> in the title?', hoursBefore: 5 },
  ],
];

/**
 * The ids the demo's reports are about: every 'reported' listing of the plan, and the last two
 * live, unboosted ones (their content never depends on the plan, so the choice is stable).
 */
export function demoReportTargets(plan: DemoPlan, seed: number) {
  const hidden = plan.roles.flatMap((role, index) =>
    role === 'reported' ? [demoListingId(seed, index)] : [],
  );
  const open: string[] = [];
  for (let index = plan.count - 1; index >= 0 && open.length < OPEN_REPORTS.length; index--) {
    if (!plan.boosts.has(index)) open.push(demoListingId(seed, index));
  }
  return { hidden, open };
}

/**
 * Writes the demo's open reports as buyers' reports write them (the reports repository's
 * transactions, one client each), so the admin's Reports queue has something to review: the
 * hidden listings' three each (they were generated hidden, as the third report left them) and
 * one or two on vans still in search. No audit entries: no admin has acted on them yet.
 */
export async function seedDemoReports(
  db: Db,
  targets: { hidden: Listing[]; open: Listing[] },
  now: Date,
): Promise<number> {
  let written = 0;
  const write = async (listing: Listing, reports: DemoReport[], endAt: number) => {
    let summary: ReportSummary = {
      listing_id: listing.id,
      round: 0,
      open_count: 0,
      latest_at: null,
      stored: false,
    };
    for (const [index, report] of reports.entries()) {
      const at = new Date(
        Math.max(Date.parse(listing.created_at) + 1000, endAt - report.hoursBefore * HOUR_MS),
      );
      try {
        await sendTransaction(
          db,
          newReportWrites(db, summary, { client: `demo-buyer-${index + 1}`, ...report, at }),
        );
      } catch (error) {
        // Seeded before (the same seed again): its reports are there already.
        if (error instanceof TransactionCanceledException) return;
        throw error;
      }
      summary = {
        ...summary,
        open_count: summary.open_count + 1,
        latest_at: at.toISOString(),
        stored: true,
      };
      written++;
    }
  };
  for (const listing of targets.hidden) {
    await write(listing, HIDING_REPORTS, Date.parse(listing.updated_at));
    // The counter item's copy of the flag, as the listing writer keeps it: My Listings reads it.
    await db.client.send(new UpdateCommand(reportsHiddenCopyUpdate(db, listing.id, true)));
  }
  for (const [index, listing] of targets.open.entries()) {
    await write(listing, OPEN_REPORTS[index] ?? [], now.getTime());
  }
  return written;
}
