import { useRef, useState } from 'react';
import { formatNumber } from '#shared/format';
import { pages } from '#shared/pages';
import { REPORT_MESSAGES, REPORT_HIDE_THRESHOLD, type ReportedListing } from '#shared/reports';
import { adminDismissReportsRoute } from '#shared/api/routes/admin-dismiss-reports';
import { adminTakeDownListingRoute } from '#shared/api/routes/admin-take-down-listing';
import { callApi } from '../../api/client';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';
import { showToast } from '../../ui/toast-store';
import { useAdminUser } from '../layout/admin-context';
import { RejectDialog } from '../listings/reject-dialog';
import { useModerationReasons } from '../listings/use-moderation-reasons';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { failureToast } from '../ui/failure-toast';
import { LoadingOrFailed } from '../ui/load-states';
import { useFailureToast } from '../ui/use-failure-toast';
import { ReportedListingCard } from './reported-listing-card';
import { useReportQueue } from './use-report-queue';

export const REPORTS_TITLE = 'Reports';
export const REPORTS_EMPTY = 'No open reports';
const REPORTS_LOAD_FAILED = 'Could not load the reports';
const DESCRIPTION = `Listings buyers have reported, newest report first. ${REPORT_HIDE_THRESHOLD} open reports hide a listing from search until you dismiss them or take it down.`;

type Decision = { kind: 'dismiss' | 'take-down'; item: ReportedListing };

/**
 * /admin/reports: the listings buyers reported, grouped per listing with the open count, the
 * reasons and the notes. Dismiss closes the reports (a hidden listing comes back to search);
 * Take down rejects the listing with a reason, as moderation does (decision 067).
 */
export function ReportsPage() {
  const user = useAdminUser();
  const queue = useReportQueue(user.id);
  const reasons = useModerationReasons(user.id);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFailureToast(queue.failed, { title: REPORTS_LOAD_FAILED, variant: 'destructive' });

  async function decide(item: ReportedListing, send: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await send();
      queue.markDone(item.listing.id);
      showToast({ title: done });
      setDecision(null);
      headingRef.current?.focus();
    } catch (error) {
      showToast(failureToast(error, `Could not update the reports of ${nameOf(item)}`));
    } finally {
      setBusy(false);
    }
  }

  const count = queue.items.length;
  return (
    <AdminPageFrame
      title={REPORTS_TITLE}
      description={DESCRIPTION}
      lead={
        queue.loaded
          ? `${formatNumber(count)}${queue.hasMore ? '+' : ''} ${count === 1 ? 'listing' : 'listings'} with open reports, newest report first. ${REPORT_HIDE_THRESHOLD} open reports hide a listing from search until it is reviewed.`
          : DESCRIPTION
      }
      trail={[{ label: 'Admin', href: pages.admin.build() }, { label: REPORTS_TITLE }]}
      headingRef={headingRef}
    >
      {!queue.loaded ? (
        <LoadingOrFailed
          failed={queue.failed}
          message={REPORTS_LOAD_FAILED}
          onRetry={queue.retry}
        />
      ) : count === 0 && !queue.hasMore ? (
        <p className={cardClass({ className: 'text-muted' })}>{REPORTS_EMPTY}</p>
      ) : (
        <div className="grid gap-4">
          {queue.items.map((item) => (
            <ReportedListingCard
              key={item.listing.id}
              item={item}
              busy={busy}
              onDismiss={() => setDecision({ kind: 'dismiss', item })}
              onTakeDown={() => setDecision({ kind: 'take-down', item })}
            />
          ))}
          {queue.hasMore ? (
            <button
              type="button"
              onClick={queue.loadMore}
              aria-disabled={queue.loadingMore || undefined}
              className={buttonClass({ variant: 'secondary' })}
            >
              {queue.loadingMore ? 'Loading…' : 'Show more reported listings'}
            </button>
          ) : null}
        </div>
      )}
      {decision?.kind === 'dismiss' ? (
        <ConfirmDialog
          id="dismiss-reports"
          title="Dismiss reports"
          message={
            <p>
              Dismiss the {formatNumber(decision.item.open_count)} open{' '}
              {decision.item.open_count === 1 ? 'report' : 'reports'} of {nameOf(decision.item)}?
              {decision.item.listing.reports_hidden ? ' It comes back to search.' : ''}
            </p>
          }
          confirmLabel="Dismiss reports"
          busyLabel="Dismissing…"
          busy={busy}
          onConfirm={() => {
            const { item } = decision;
            void decide(
              item,
              () =>
                callApi(adminDismissReportsRoute, {
                  path: { id: item.listing.id },
                  body: { round: item.round },
                }),
              REPORT_MESSAGES.dismissed,
            );
          }}
          onClose={() => setDecision(null)}
        />
      ) : null}
      {decision?.kind === 'take-down' ? (
        <RejectDialog
          name={nameOf(decision.item)}
          reasons={reasons}
          busy={busy}
          onReject={(reason, note) => {
            const { item } = decision;
            void decide(
              item,
              () =>
                callApi(adminTakeDownListingRoute, {
                  path: { id: item.listing.id },
                  body: { reason, note, expected_updated_at: item.listing.updated_at },
                }),
              REPORT_MESSAGES.takenDown,
            );
          }}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </AdminPageFrame>
  );
}

function nameOf(item: ReportedListing): string {
  return `${item.listing.year} ${item.listing.make} ${item.listing.model}`;
}
