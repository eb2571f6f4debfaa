import { DAILY_FIGURES_DAYS } from '#shared/admin/dashboard';
import { auditPk } from '#shared/table-keys';
import {
  listingActivity,
  newestActivity,
  paymentActivity,
  profileActivity,
  type ActivityEntry,
} from './activity';
import type { DayCounts } from './batch-figures';
import {
  addTotals,
  listingContribution,
  listingFacts,
  paymentContribution,
  paymentFacts,
  profileContribution,
  profileFacts,
  ZERO_TOTALS,
  type FigureTotals,
} from './figure-totals';
import { itemKindOf } from './record-figures';
import { ukDay, ukDaysEnding } from '../../platform/uk-day';

export type WholeFigures = {
  totals: FigureTotals;
  /** Every day of the chart, oldest first, zeros included. */
  days: DayCounts[];
  /** The newest Recent Activity lines, newest first. */
  activity: ActivityEntry[];
};

const LISTING_AUDIT_PREFIX = auditPk('listing', '');

/**
 * The figures counted from the items themselves (a Scan of the table), as the stream would have
 * kept them: totals from every listing, profile and payment (revenue: the succeeded ones); created on each listing's created_at day;
 * approved on the day of each approval the audit trail records, and a listing approved without
 * one (seeded or imported approved) on its updated_at day, as its insert was counted.
 */
export function figuresFromItems(
  items: Iterable<Record<string, unknown>>,
  now: Date,
): WholeFigures {
  const chart = ukDaysEnding(now, DAILY_FIGURES_DAYS);
  const days = new Map<string, DayCounts>(
    chart.map((day) => [day, { day, created: 0, approved: 0 }]),
  );
  const count = (at: string | undefined, field: 'created' | 'approved') => {
    const counts = at === undefined ? undefined : days.get(ukDay(at) ?? '');
    if (counts) counts[field] += 1;
  };
  let totals = ZERO_TOTALS;
  const activity: ActivityEntry[] = [];
  const approvedWithoutAudit = new Map<string, string | undefined>();
  const auditedApprovals = new Set<string>();
  const fallback = now.toISOString();

  for (const item of items) {
    const pk = typeof item.PK === 'string' ? item.PK : undefined;
    const sk = typeof item.SK === 'string' ? item.SK : undefined;
    if (pk?.startsWith(LISTING_AUDIT_PREFIX)) {
      if (item.action !== 'approve') continue;
      auditedApprovals.add(pk.slice(LISTING_AUDIT_PREFIX.length));
      count(typeof item.at === 'string' ? item.at : undefined, 'approved');
      continue;
    }
    const kind = itemKindOf(pk, sk);
    if (kind === 'profile') {
      const profile = profileFacts(item);
      totals = addTotals(totals, profileContribution(profile));
      activity.push(profileActivity(profile, fallback));
    } else if (kind === 'listing') {
      const listing = listingFacts(item);
      totals = addTotals(totals, listingContribution(listing));
      count(listing.created_at, 'created');
      activity.push(listingActivity(listing, fallback));
      if (listing.approval_status === 'approved') {
        approvedWithoutAudit.set(listing.id, listing.updated_at);
      }
    } else if (kind === 'payment') {
      const payment = paymentFacts(item);
      totals = addTotals(totals, paymentContribution(payment));
      // Its line was written when it succeeded; a refund since leaves the line.
      if (payment.paid_at) activity.push(paymentActivity(payment, fallback));
    }
  }
  for (const [id, updatedAt] of approvedWithoutAudit) {
    if (!auditedApprovals.has(id)) count(updatedAt, 'approved');
  }
  return { totals, days: [...days.values()], activity: newestActivity(activity) };
}
