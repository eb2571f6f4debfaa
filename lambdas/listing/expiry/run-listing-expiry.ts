import type { Listing } from '#shared/listing';
import { expiryAction, type ExpiryAction } from '#shared/listing-expiry';
import type { MailMessage } from '../../mail/mail-message';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { getListingForChange } from '../listing-state-repo';
import { nextVersion, replaceListing } from '../listing-writer';
import { getOwnerRows } from '../moderation-repo';
import { dueListingIds } from './expiry-repo';
import { expiryMail } from './expiry-mail';
import { signRenewalToken } from './renewal-token';
import { liveDaysOf } from './renew-listing';

export type ExpiryRunDeps = {
  db: Db;
  now?: () => Date;
  sendMail: (message: MailMessage) => Promise<unknown>;
  signingKey: () => Promise<string>;
  /** e.g. https://vanyard.co.uk, for the links in the mails. */
  siteOrigin: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
};

export type ExpiryRunResult = {
  /** Listings the index named as due. */
  due: number;
  reminded: number;
  expired: number;
  /** Due by the index but not by the listing read again (acted on already, changed since). */
  skipped: number;
  /** Mails that could not be sent (the change stands; see decision 072). */
  mailFailed: number;
};

/** Listings worked on at once: a few table calls each, and a mail. */
const CONCURRENCY = 8;

/** The change an action makes: the reminder recorded for this end, or the listing expired. */
function acted(listing: Listing, action: ExpiryAction, now: Date): Listing {
  const updated_at = nextVersion(listing.updated_at, now);
  return action === 'remind'
    ? { ...listing, expiry_reminded_for: listing.live_until ?? null, updated_at }
    : { ...listing, expired: true, updated_at };
}

/**
 * Claims one due listing's action: the listing read strongly consistent, the action decided
 * from it (not from the index), then written over that version. The write is the claim: a second
 * run, or this one retried, reads a listing with nothing due and does nothing, so no mail goes
 * twice and nothing expires twice. Undefined when there is nothing to do or another write won.
 */
async function claim(
  db: Db,
  id: string,
  now: Date,
): Promise<{ action: ExpiryAction; listing: Listing } | undefined> {
  const found = await getListingForChange(db, id);
  if (!found) return undefined;
  const action = expiryAction(found.listing, now);
  if (!action) return undefined;
  const after = acted(found.listing, action, now);
  const outcome = await replaceListing(db, found.listing, after, { keep: found.extra });
  // Changed in between (renewed, edited, sold): the next run decides again from what it is.
  return outcome === 'replaced' ? { action, listing: after } : undefined;
}

/**
 * The scheduled expiry run (decision 072): every listing the expiry index says is due gets its
 * 7-day reminder or is expired (out of search, the sitemaps and the home page through the
 * stream, as any listing that stops being live), and its seller an e-mail with a signed
 * one-click renewal link. Off the request path, and no Scan: it reads only what is due.
 */
export async function runListingExpiry(deps: ExpiryRunDeps): Promise<ExpiryRunResult> {
  const now = deps.now?.() ?? new Date();
  const ids = [...new Set(await dueListingIds(deps.db, now))];
  const result: ExpiryRunResult = {
    due: ids.length,
    reminded: 0,
    expired: 0,
    skipped: 0,
    mailFailed: 0,
  };
  if (ids.length === 0) return result;
  const [days, key] = await Promise.all([liveDaysOf(deps.db), deps.signingKey()]);

  async function handle(id: string): Promise<void> {
    const claimed = await claim(deps.db, id, now);
    if (!claimed) {
      result.skipped += 1;
      return;
    }
    const { action, listing } = claimed;
    result[action === 'remind' ? 'reminded' : 'expired'] += 1;
    const liveUntil = listing.live_until!;
    const seller = (await getOwnerRows(deps.db, [listing.user_id])).get(listing.user_id);
    if (!seller?.email) return;
    try {
      await deps.sendMail(
        expiryMail(action, {
          listing: { id: listing.id, title: listing.title, live_until: liveUntil },
          seller,
          siteOrigin: deps.siteOrigin,
          token: signRenewalToken(key, { listingId: listing.id, liveUntil }),
          days,
        }),
      );
    } catch (error) {
      // Claimed but not sent: sending again on a later run could send twice, so it is not
      // retried; My Listings shows the state and the Renew button whatever the mail did.
      result.mailFailed += 1;
      deps.log.error('Listing expiry: the mail to the seller failed', {
        listingId: listing.id,
        action,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  let next = 0;
  const workers = Array.from({ length: Math.min(CONCURRENCY, ids.length) }, async () => {
    while (next < ids.length) await handle(ids[next++]!);
  });
  await Promise.all(workers);
  return result;
}
