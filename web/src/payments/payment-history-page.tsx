import { BOOST_MESSAGES, type Payment } from '#shared/payments';
import { SignedInPage } from '../auth/signed-in-page';
import type { SessionUser } from '../auth/session-user';
import { PAGE_LEAD, SKELETON, INLINE_ALERT } from '../ui/styles';
import { DESKTOP_QUERY, useMediaQuery } from '../ui/use-media-query';
import { anyPending } from './payment-pages';
import { PaymentCards, PaymentsTable } from './payment-rows';
import { PAYMENTS_SIGNED_OUT_TOAST, PAYMENTS_TEXT } from './payments-copy';
import { usePaymentHistory } from './use-payment-history';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { PageShell } from '../ui/page-shell';
import { TextLink } from '../ui/text-link';

/** /dashboard/payments: the signed-in seller's own payments, for signed-in users only. */
export function PaymentHistoryPage() {
  return (
    <SignedInPage copy={PAYMENTS_TEXT} signedOutToast={PAYMENTS_SIGNED_OUT_TOAST}>
      {(user) => <PaymentHistory user={user} />}
    </SignedInPage>
  );
}

export function PaymentHistory({ user }: { user: SessionUser }) {
  const history = usePaymentHistory(user.id);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <PaymentHistoryView
      layout={desktop ? 'table' : 'cards'}
      rows={history.rows}
      failed={history.failed}
      onRetry={history.retry}
      hasMore={history.hasMore}
      loadingMore={history.loadingMore}
      loadMoreFailed={history.loadMoreFailed}
      onLoadMore={() => void history.loadMore()}
    />
  );
}

export type PaymentHistoryViewProps = {
  layout: 'table' | 'cards';
  /** null while the first page loads or after it failed. */
  rows: readonly Payment[] | null;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
};

/** The page in each of its states (split out so it renders without a session in tests). */
export function PaymentHistoryView(props: PaymentHistoryViewProps) {
  return (
    <PageShell
      trail={[
        { label: 'Dashboard', href: pages.dashboard.build() },
        { label: PAYMENTS_TEXT.heading },
      ]}
      title={PAYMENTS_TEXT.heading}
    >
      <p className={PAGE_LEAD}>{PAYMENTS_TEXT.lead}</p>
      <div className="mt-8">
        <HistoryContent {...props} />
      </div>
    </PageShell>
  );
}

function HistoryContent({
  layout,
  rows,
  failed,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: PaymentHistoryViewProps) {
  if (failed) {
    return (
      <div role="alert" className={INLINE_ALERT}>
        <p className="font-semibold">{BOOST_MESSAGES.historyFailed}</p>
        <p className="mt-1 text-sm">Please check your connection and try again.</p>
        <button
          type="button"
          onClick={onRetry}
          className={`${buttonClass({ variant: 'secondary' })} mt-3`}
        >
          {PAYMENTS_TEXT.retry}
        </button>
      </div>
    );
  }
  if (rows === null) {
    return (
      <div aria-busy="true">
        <p role="status" className="text-muted">
          {PAYMENTS_TEXT.loading}
        </p>
        <div aria-hidden="true" className="mt-4 grid gap-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className={`${SKELETON} h-14 w-full`} />
          ))}
        </div>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-400 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-ink">{BOOST_MESSAGES.noHistory}</p>
        <p className="mt-2 text-muted">
          Boosts you buy show here.{' '}
          <TextLink to={pages.myListings.build()}>{PAYMENTS_TEXT.browseListings}</TextLink>
        </p>
      </div>
    );
  }
  return (
    <>
      {anyPending(rows) ? (
        <p
          role="note"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950"
        >
          {BOOST_MESSAGES.pendingNotice}
        </p>
      ) : null}
      {layout === 'table' ? <PaymentsTable rows={rows} /> : <PaymentCards rows={rows} />}
      <div className="mt-6 flex flex-col items-center gap-3">
        {loadMoreFailed ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {BOOST_MESSAGES.historyFailed}. Please try again.
          </p>
        ) : null}
        {hasMore ? (
          <button
            type="button"
            onClick={() => {
              if (!loadingMore) onLoadMore();
            }}
            aria-disabled={loadingMore || undefined}
            className={`${buttonClass({ variant: 'secondary' })} w-full sm:w-auto`}
          >
            {loadingMore
              ? PAYMENTS_TEXT.loadingMore
              : loadMoreFailed
                ? PAYMENTS_TEXT.retry
                : PAYMENTS_TEXT.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}
