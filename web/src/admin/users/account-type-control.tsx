import { useState } from 'react';
import type { AdminUserRow } from '#shared/admin/users';
import { adminSetUserSellerTypeRoute } from '#shared/api/routes/admin-set-user-seller-type';
import { LABELS, type SellerType } from '#shared/catalogue/enums';
import { callApi } from '../../api/client';
import { showToast } from '../../ui/toast-store';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { failureToast } from '../ui/failure-toast';
import { useRefreshAdminAfterChange } from '../ui/use-refresh-admin';
import { userName } from './user-copy';
import { buttonClass } from '../../ui/button';

/** What each change does to the user's listings, said before it is made (decision 031). */
export const ACCOUNT_TYPE_COPY: Record<
  SellerType,
  { button: string; title: string; message: string; busy: string }
> = {
  trade_dealer: {
    button: 'Make trade account',
    title: 'Make this a trade account',
    message:
      'Every listing of this user becomes Trade Dealer, with its price taken as including VAT so no buyer is asked for more; the seller can then say on each listing whether VAT is added. They can import and list as a trade dealer from now on.',
    busy: 'Changing...',
  },
  private_seller: {
    button: 'Make private account',
    title: 'Make this a private account',
    message:
      'Every listing of this user becomes Private Seller, with no VAT on the price: a price shown plus VAT until now is then shown as the whole price, so ask the seller to check their prices. They can no longer list as a trade dealer.',
    busy: 'Changing...',
  },
};

type AccountTypeControlProps = {
  user: AdminUserRow;
  sellerType: SellerType;
  /** Reads the user's page again once the change is made. */
  onChanged: () => Promise<unknown>;
};

/**
 * The account's type on the admin user page: Private Seller or Trade Dealer, and the button
 * that makes it the other, confirmed first because every listing of the user follows it.
 */
export function AccountTypeControl({ user, sellerType, onChanged }: AccountTypeControlProps) {
  const refreshAdmin = useRefreshAdminAfterChange();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const target: SellerType = sellerType === 'trade_dealer' ? 'private_seller' : 'trade_dealer';
  const copy = ACCOUNT_TYPE_COPY[target];

  async function change() {
    if (busy) return;
    setBusy(true);
    try {
      const result = await callApi(adminSetUserSellerTypeRoute, {
        path: { id: user.id },
        body: { seller_type: target },
      });
      showToast({
        title: 'Account type changed',
        description: `${LABELS.seller_type[result.seller_type]}; ${result.listings_changed} ${
          result.listings_changed === 1 ? 'listing' : 'listings'
        } updated.`,
      });
      setAsking(false);
      await Promise.all([onChanged(), refreshAdmin()]);
    } catch (error) {
      showToast(failureToast(error, 'Could not change the account type. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="text-ink">{LABELS.seller_type[sellerType]}</span>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${copy.button}: ${userName(user)}`}
        onClick={() => setAsking(true)}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {copy.button}
      </button>
      {asking ? (
        <ConfirmDialog
          id="user-account-type"
          title={copy.title}
          message={
            <>
              <p className="font-medium break-words">{userName(user)}</p>
              <p className="mt-2">{copy.message}</p>
            </>
          }
          confirmLabel={copy.button}
          busyLabel={copy.busy}
          busy={busy}
          onConfirm={() => void change()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </span>
  );
}
