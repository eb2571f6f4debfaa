import type { AdminPaymentRow } from '#shared/admin/payments';
import { adminPaymentsRoute } from '#shared/api/routes/admin-payments';
import { formatPence } from '../../lib/payment-format';
import { dateRangeError } from '../listings/listings-query';
import { AdminPageFrame } from '../ui/admin-page-frame';
import { AdminListResults, type AdminListResultsProps } from '../ui/list-results';
import { useUrlFilters } from '../ui/use-url-filters';
import { useAdminList } from '../ui/use-admin-list';
import { ADMIN_PAYMENTS_TEXT, REFUND_COPY } from './payment-copy';
import { PaymentFilters } from './payment-filters';
import { AdminPaymentCards, AdminPaymentsTable, payerName } from './payment-rows';
import { PaymentTotals } from './payment-totals';
import { paymentFiltersFromSearch, paymentsHref, searchFromPaymentFilters } from './payments-query';
import { ReasonDialog } from './reason-dialog';
import { useRefund, type RefundActions } from './use-refund';
import { pages } from '#shared/pages';

/** /admin/payments: every boost payment, filtered and paged on the server, with totals and refunds. */
export function AdminPaymentsPage() {
  const { filters, change } = useUrlFilters(paymentFiltersFromSearch, searchFromPaymentFilters);
  const dateError = dateRangeError(filters);
  const { headingRef, data, list } = useAdminList(
    adminPaymentsRoute,
    dateError ? null : { query: searchFromPaymentFilters(filters) },
    { loadFailed: ADMIN_PAYMENTS_TEXT.loadFailed },
  );
  const refund = useRefund({ fallbackFocus: () => headingRef.current });

  return (
    <AdminPageFrame
      title={ADMIN_PAYMENTS_TEXT.title}
      description={ADMIN_PAYMENTS_TEXT.description}
      trail={[{ label: 'Admin', href: pages.admin.build() }, { label: 'Payments' }]}
      headingRef={headingRef}
    >
      <PaymentFilters
        filters={filters}
        dateError={dateError}
        onChange={(update) => change(update, false)}
      />
      {data && !list.failed ? <PaymentTotals totals={data.totals} /> : null}
      <div className="mt-6" aria-busy={list.loading || undefined}>
        <PaymentsResults
          {...list}
          data={data}
          page={filters.page}
          hrefOf={(page) => paymentsHref({ ...filters, page })}
          refund={refund}
        />
      </div>
      <RefundDialog refund={refund} />
    </AdminPageFrame>
  );
}

/** The list under the filters in each of its states (rendered as it is in tests). */
export function PaymentsResults({
  refund,
  ...list
}: AdminListResultsProps<AdminPaymentRow> & { refund: RefundActions }) {
  return (
    <AdminListResults
      {...list}
      words={{
        noun: ADMIN_PAYMENTS_TEXT.noun,
        loadFailed: ADMIN_PAYMENTS_TEXT.loadFailed,
        empty: ADMIN_PAYMENTS_TEXT.empty,
      }}
      table={(rows, caption) => (
        <AdminPaymentsTable rows={rows} caption={caption} refund={refund} />
      )}
      cards={(rows, caption) => <AdminPaymentCards rows={rows} caption={caption} refund={refund} />}
    />
  );
}

/** The refund's confirmation with its reason, while one is asked for. */
export function RefundDialog({ refund }: { refund: RefundActions }) {
  const payment = refund.target;
  if (!payment) return null;
  return (
    <ReasonDialog
      key={payment.id}
      id="refund-payment"
      title={REFUND_COPY.title}
      description={
        <p>
          Refund {formatPence(payment.amount_pence)} to {payerName(payment)} for{' '}
          {payment.listing_title || payment.listing_id}? The money goes back through the payment
          provider and the boost it bought ends now.
        </p>
      }
      confirmLabel={REFUND_COPY.confirm}
      busyLabel={REFUND_COPY.busy}
      busy={refund.busy}
      onConfirm={(reason) => void refund.confirm(reason)}
      onClose={refund.cancel}
    />
  );
}
