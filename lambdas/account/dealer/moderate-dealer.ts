import {
  DEALER_MESSAGES,
  type DealerModeration,
  type DealerModerationResult,
} from '#shared/dealer';
import { actorOf, newAuditEntry } from '#lambdas/admin';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/db';
import { NotFoundError, RuleViolationError } from '../../platform/errors';
import { cancelledOn } from '../../platform/transactions';
import { getProfile } from '../profiles-repo';
import { forgetDealerDirectory } from './dealer-directory';
import { directoryEntryOf, syncDealerPage } from './dealer-page';
import { writeDealerModeration } from './dealer-repo';

type Admin = Pick<AuthContext, 'userId' | 'email' | 'name'>;

/**
 * An admin verifies a dealer (the 'Verified dealer' badge, dated now; kept as first given while
 * it stays verified) or hides their page (404 for the public, out of the directory and the
 * sitemap), with an audit entry in the same transaction. Only a trade account has a page.
 */
export async function moderateDealer(
  db: Db,
  admin: Admin,
  userId: string,
  change: DealerModeration,
  now = new Date(),
): Promise<DealerModerationResult> {
  const found = await getProfile(db, userId);
  if (!found) throw new NotFoundError('User not found');
  if (found.seller_type !== 'trade_dealer') {
    throw new RuleViolationError(DEALER_MESSAGES.notTrade, undefined, 'not_trade');
  }
  const synced = await syncDealerPage(db, found, now);
  const slug = synced.dealer_slug;
  if (!slug) throw new Error(`No dealer slug for ${userId} after its sync`);
  const profile = { ...synced, dealer_slug: slug };
  const verified_at = change.verified ? (profile.dealer_verified_at ?? now.toISOString()) : null;
  const hidden = change.hidden;
  const before = { verified: !!profile.dealer_verified_at, hidden: profile.dealer_hidden === true };
  const after = { verified: change.verified, hidden };
  if (before.verified !== after.verified || before.hidden !== after.hidden) {
    const entry = newAuditEntry({
      actor: actorOf(admin),
      action: 'dealer_page',
      target: { kind: 'user', id: userId, label: profile.email || profile.full_name || userId },
      before,
      after,
      at: now,
    });
    try {
      await writeDealerModeration(
        db,
        directoryEntryOf(
          { ...profile, dealer_verified_at: verified_at, dealer_hidden: hidden },
          now,
        ),
        entry,
      );
    } catch (error) {
      if (cancelledOn(error, 0)) {
        throw new RuleViolationError(DEALER_MESSAGES.notTrade, undefined, 'not_trade');
      }
      throw error;
    }
    forgetDealerDirectory();
  }
  return { slug: profile.dealer_slug, verified_at, hidden };
}
