import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { LISTING_DETAIL_ERROR_CODES } from '#shared/listing-detail';
import {
  hiddenByReports,
  isReportable,
  REPORT_MESSAGES,
  type ReportRequest,
  type ReportResponse,
} from '#shared/reports';
import { reportKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { ConflictError, NotFoundError, UnavailableError } from '../../platform/errors';
import { sendTransaction } from '../../platform/transactions';
import { LISTING_NOT_FOUND_MESSAGE } from '../get-listing-detail';
import { getListingForChange } from '../listing-state-repo';
import { nextVersion, replaceListing } from '../listing-writer';
import { getReportSummary, newReportWrites } from './reports-repo';

/** Reports, sellers and admins rarely meet on one listing: a few fresh reads settle a race. */
const ATTEMPTS = 4;

const RECEIVED: ReportResponse = { status: 'received' };

async function alreadyReported(db: Db, listingId: string, round: number, client: string) {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: reportKey(listingId, round, client),
      ProjectionExpression: 'PK',
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

/**
 * Records a buyer's report of a listing (decision 067). `client` is the caller's rate-limit key
 * (a hash of their address, never the address): a client has one report per listing and
 * round, so reporting again is answered the same and counts nothing. The report that brings
 * the open count to the threshold also sets the listing's `reports_hidden` flag, in the same
 * transaction, through the listing writer: it then leaves search, nearby, featured, similar and
 * the sitemaps as any listing that stops being live does (by the stream).
 */
export async function reportListing(
  db: Db,
  listingId: string,
  client: string,
  request: ReportRequest,
  now: Date = new Date(),
): Promise<ReportResponse> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const [found, summary] = await Promise.all([
      getListingForChange(db, listingId),
      getReportSummary(db, listingId),
    ]);
    // Never approved: to the public it does not exist (as its page says).
    if (!found || found.listing.approval_status !== 'approved') {
      throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
    }
    const { listing, extra } = found;
    if (!isReportable(listing)) {
      throw new ConflictError(REPORT_MESSAGES.unavailable, LISTING_DETAIL_ERROR_CODES.unavailable);
    }
    if (await alreadyReported(db, listingId, summary.round, client)) return RECEIVED;

    const writes = newReportWrites(db, summary, {
      client,
      reason: request.reason,
      note: request.note,
      at: now,
    });
    if (listing.reports_hidden !== true && hiddenByReports(summary.open_count + 1)) {
      const hidden = {
        ...listing,
        reports_hidden: true,
        updated_at: nextVersion(listing.updated_at, now),
      };
      const outcome = await replaceListing(db, listing, hidden, { keep: extra, alongside: writes });
      if (outcome === 'replaced') return RECEIVED;
      continue;
    }
    try {
      await sendTransaction(db, writes);
      return RECEIVED;
    } catch (error) {
      // Another report (perhaps this client's own, sent twice at once) counted first: read again.
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
  }
  throw new UnavailableError(REPORT_MESSAGES.failed, 'busy', 1);
}
