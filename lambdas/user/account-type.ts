import { ADMIN_MESSAGES } from '#shared/admin/messages';
import type { AccountTypeChange } from '#shared/admin/users';
import type { SellerType } from '#shared/catalogue/enums';
import { ownerListingIds, setOwnerSellerType } from '#lambdas/listing';
import {
  getAdminUser,
  getProfile,
  writeAccountTypeChange,
  accountSellerType,
  syncDealerPage,
} from '#lambdas/account';
import { actorOf, newAuditEntry } from '#lambdas/admin';
import { ConflictError, NotFoundError } from '../platform/errors';
import type { AuthContext } from '../platform/auth-context';
import { nowOf, type AdminUsersDeps } from './deps';

/** Listings written at once: a dealer's thousand listings in a few seconds, not a burst. */
const CONCURRENCY = 8;

type Admin = Pick<AuthContext, 'userId' | 'email' | 'name'>;

/**
 * Makes an account a private seller's or a trade dealer's (decision 031): the profile's type
 * with its audit entry, then each of the user's listings given the type (and the VAT answer
 * that goes with it, `setOwnerSellerType`), so what buyers see follows the account at once.
 * Every step is repeatable: a request retried after a failure finishes the listings, and one
 * that changes nothing records nothing.
 */
export async function setUserSellerType(
  deps: AdminUsersDeps,
  admin: Admin,
  id: string,
  sellerType: SellerType,
): Promise<AccountTypeChange> {
  const user = await getAdminUser(deps.db, id);
  if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  const before = await accountSellerType(deps.db, id);
  if (before !== sellerType) {
    const entry = newAuditEntry({
      actor: actorOf(admin),
      action: 'account_type',
      target: { kind: 'user', id, label: user.email || user.full_name || user.id },
      before: { seller_type: before },
      after: { seller_type: sellerType },
      at: nowOf(deps),
    });
    const outcome = await writeAccountTypeChange(deps.db, id, { before, after: sellerType }, entry);
    if (outcome === 'missing') throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    if (outcome === 'stale') {
      throw new ConflictError(
        'This account’s type was changed by someone else at the same time. Please try again',
      );
    }
  }
  // A trade account has a dealer page, any other none (decision 069).
  const profile = await getProfile(deps.db, id);
  if (profile) await syncDealerPage(deps.db, profile);

  const ids = await ownerListingIds(deps.db, id);
  const counts = { written: 0, unchanged: 0, gone: 0, busy: 0 };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const listingId = ids[next++]!;
      counts[await setOwnerSellerType(deps.db, listingId, sellerType, nowOf(deps))] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  if (counts.busy > 0) {
    throw new ConflictError(
      `${counts.busy} of this user's listings changed while they were being updated. Please try again`,
    );
  }
  return { seller_type: sellerType, listings_changed: counts.written };
}
