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
import type { Listing } from '#shared/listing';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import type { MailMessage } from '../../mail/mail-message';
import { ConflictError, NotFoundError, UnavailableError } from '../../platform/errors';
import { sendTransaction } from '../../platform/transactions';
import { LISTING_NOT_FOUND_MESSAGE } from '../get-listing-detail';
import { getListingForChange } from '../listing-state-repo';
import { nextVersion, replaceListing } from '../listing-writer';
import { getOwnerRows } from '../moderation-repo';
import { getReportSummary, newReportWrites } from './reports-repo';
import { reportsHiddenMail } from './reports-hidden-mail';

export type ReportDeps = {
  db: Db;
  /** Tells the seller when the report hides their listing. */
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** e.g. https://vanyard.co.uk, for the link to the seller's listing page in the mail. */
  siteOrigin: string;
  /** Where a mail that could not be sent is reported (the report stands). */
  log: Pick<Logger, 'warn' | 'error'>;
};

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
 * the sitemaps as any listing that stops being live does (by the stream), and its seller is
 * told by mail.
 */
export async function reportListing(
  deps: ReportDeps,
  listingId: string,
  client: string,
  request: ReportRequest,
  now: Date = new Date(),
): Promise<ReportResponse> {
  const { db } = deps;
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
      if (outcome !== 'replaced') continue;
      await tellSeller(deps, hidden);
      return RECEIVED;
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

/** The seller's mail once the listing is hidden; a mail that fails is logged, the report stands. */
async function tellSeller(deps: ReportDeps, listing: Listing): Promise<void> {
  const owner = (await getOwnerRows(deps.db, [listing.user_id])).get(listing.user_id);
  if (!owner?.email) {
    deps.log.warn('Listing hidden by reports; the seller has no e-mail address to tell', {
      listingId: listing.id,
    });
    return;
  }
  try {
    await deps.sendMail(reportsHiddenMail({ listing, seller: owner, siteOrigin: deps.siteOrigin }));
  } catch (error) {
    deps.log.error('Listing hidden by reports but the mail to the seller failed', {
      listingId: listing.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
