import { useState } from 'react';
import type { AdminUserDetail } from '#shared/admin/user-detail';
import { adminSetDealerPageRoute } from '#shared/api/routes/admin-set-dealer-page';
import { formatLongDate } from '#shared/format';
import { pages } from '#shared/pages';
import { callApi } from '../../api/client';
import { showToast } from '../../ui/toast-store';
import { buttonClass } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { failureToast } from '../ui/failure-toast';
import { useRefreshAdminAfterChange } from '../ui/use-refresh-admin';

type DealerPage = NonNullable<AdminUserDetail['dealer_page']>;

type DealerPageControlProps = {
  userId: string;
  page: DealerPage;
  /** Reads the user's page again once the change is made. */
  onChanged: () => Promise<unknown>;
};

/**
 * A trade account's dealer page on the admin user page (decision 069): a link to it, the
 * 'Verified dealer' badge given or taken back, and the page hidden from the public or shown
 * again. Each change is audited; neither touches the dealer's listings.
 */
export function DealerPageControl({ userId, page, onChanged }: DealerPageControlProps) {
  const refreshAdmin = useRefreshAdminAfterChange();
  const [busy, setBusy] = useState(false);
  const verified = page.verified_at !== null;

  async function change(next: { verified: boolean; hidden: boolean }, done: string) {
    if (busy) return;
    setBusy(true);
    try {
      await callApi(adminSetDealerPageRoute, { path: { id: userId }, body: next });
      showToast({ title: 'Dealer page changed', description: done });
      await Promise.all([onChanged(), refreshAdmin()]);
    } catch (error) {
      showToast(failureToast(error, 'Could not change the dealer page. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const button = buttonClass({ variant: 'secondary', size: 'sm' });
  return (
    <span className="flex flex-col gap-2">
      <span className="text-ink">
        <TextLink to={pages.dealer.build({ slug: page.slug })}>
          {pages.dealer.build({ slug: page.slug })}
        </TextLink>
        {page.hidden ? ' · Hidden from the public' : ''}
        {page.verified_at ? ` · Verified dealer since ${formatLongDate(page.verified_at)}` : ''}
      </span>
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-busy={busy || undefined}
          onClick={() =>
            void change(
              { verified: !verified, hidden: page.hidden },
              verified ? 'The Verified dealer badge was taken off.' : 'The dealer is now verified.',
            )
          }
          className={button}
        >
          {verified ? 'Remove verification' : 'Verify dealer'}
        </button>
        <button
          type="button"
          aria-busy={busy || undefined}
          onClick={() =>
            void change(
              { verified, hidden: !page.hidden },
              page.hidden ? 'The dealer page is public again.' : 'The dealer page is hidden.',
            )
          }
          className={button}
        >
          {page.hidden ? 'Show dealer page' : 'Hide dealer page'}
        </button>
      </span>
    </span>
  );
}
