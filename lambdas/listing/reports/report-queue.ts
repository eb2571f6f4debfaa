import { isLive, listingSchema } from '#shared/listing';
import { listingPath } from '#shared/listing-paths';
import {
  OPEN_REPORTS_COUNTED,
  REPORT_QUEUE_PAGE_SIZE,
  REPORTS_SHOWN_PER_LISTING,
  type ReportedListing,
  type ReportQueuePage,
  type ReportReason,
} from '#shared/reports';
import {
  INDEX_KEYS,
  indexCursorFields,
  OPEN_REPORTS_PK,
  reportsPk,
  REPORT_SUMMARY_SK,
} from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { decodeIndexCursor, encodeIndexCursor } from '../../platform/index-cursor';
import { getListingItems } from '../moderation-repo';
import {
  countOpenReportSummaries,
  getOpenReports,
  queryOpenReportSummaries,
  type OpenReportsKey,
  type ReportSummary,
} from './reports-repo';

/** The index key a cursor stands for, only if it is a key of the reports queue. */
export function decodeReportsCursor(cursor: string): OpenReportsKey {
  return decodeIndexCursor(cursor, indexCursorFields('moderation'), (fields) => {
    const sortKey = fields[INDEX_KEYS.moderation.sk];
    return (
      fields[INDEX_KEYS.moderation.pk] === OPEN_REPORTS_PK &&
      typeof sortKey === 'string' &&
      // `{latest_at}#{id}` names listing `id`.
      /^[^#]+#[A-Za-z0-9_-]{1,64}$/.test(sortKey) &&
      fields.PK === reportsPk(sortKey.slice(sortKey.indexOf('#') + 1)) &&
      fields.SK === REPORT_SUMMARY_SK
    );
  }) as OpenReportsKey;
}

const queueListingSchema = listingSchema.pick({
  id: true,
  title: true,
  year: true,
  make: true,
  model: true,
  price: true,
  image_urls: true,
  status: true,
  approval_status: true,
  owner_disabled: true,
  reports_hidden: true,
  updated_at: true,
  location: true,
});

function reasonCounts(reports: readonly { reason: ReportReason }[]) {
  const counts: Partial<Record<ReportReason, number>> = {};
  for (const { reason } of reports) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

/**
 * A page of the admin's reports queue: the listings with open reports, the newest report first,
 * each with its open count, the reasons and the newest notes. Reads: one Query of the queue's
 * index, one BatchGet of the summaries, one of the listings, one Query of each listing's open
 * reports, and a count of the queue's keys for the navigation's badge. A listing deleted since
 * its reports came is left out (its delete closes them too).
 */
export async function reportQueue(
  db: Db,
  query: { cursor?: string | undefined },
): Promise<ReportQueuePage> {
  const start = query.cursor ? decodeReportsCursor(query.cursor) : undefined;
  const [{ summaries, lastKey }, openListings] = await Promise.all([
    queryOpenReportSummaries(db, REPORT_QUEUE_PAGE_SIZE, start),
    countOpenReportSummaries(db, OPEN_REPORTS_COUNTED),
  ]);
  const [listings, reports] = await Promise.all([
    getListingItems(
      db,
      summaries.map((summary) => summary.listing_id),
    ),
    Promise.all(summaries.map((summary) => getOpenReports(db, summary))),
  ]);
  const items = summaries.flatMap((summary, index): ReportedListing[] => {
    const parsed = queueListingSchema.safeParse(listings.get(summary.listing_id));
    if (!parsed.success) return [];
    return [toReportedListing(summary, parsed.data, reports[index] ?? [])];
  });
  return {
    items,
    cursor: lastKey ? encodeIndexCursor(lastKey) : null,
    open_listings: openListings,
  };
}

function toReportedListing(
  summary: ReportSummary,
  listing: ReturnType<typeof queueListingSchema.parse>,
  reports: readonly ReportedListing['reports'][number][],
): ReportedListing {
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      year: listing.year,
      make: listing.make,
      model: listing.model,
      price: listing.price,
      image_url: listing.image_urls[0] ?? null,
      status: listing.status,
      approval_status: listing.approval_status,
      reports_hidden: listing.reports_hidden === true,
      updated_at: listing.updated_at,
      public_path: isLive(listing) ? listingPath(listing) : null,
    },
    round: summary.round,
    open_count: summary.open_count,
    latest_at: summary.latest_at ?? reports[0]?.created_at ?? '',
    reasons: reasonCounts(reports),
    reports: reports
      .slice(0, REPORTS_SHOWN_PER_LISTING)
      .map(({ reason, note, created_at }) => ({ reason, note, created_at })),
  };
}
