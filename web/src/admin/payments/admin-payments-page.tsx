import { useRef } from 'react';
import type { AdminPaymentRow } from '#shared/admin/payments';
import { adminPaymentsRoute } from '#shared/api/routes/admin-payments';
import { useApi } from '../../api/use-api';
import { formatPence } from '../../lib/payment-format';
import { useMediaQuery } from '../../ui/use-media-query';
import { useAdminUser } from '../layout/admin-context';
import { dateRangeError } from '../listings/listings-query';
import { AdminPageFrame } from '../ui/admin-page-frame';
import {
  ADMIN_TABLE_QUERY,
  AdminListResults,
  type AdminListResultsProps,
} from '../ui/list-results';
import { useFailureToast } from '../ui/use-failure-toast';
import { useUrlFilters } from '../ui/use-url-filters';
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
  const user = useAdminUser();
  const { filters, change } = useUrlFilters(paymentFiltersFromSearch, searchFromPaymentFilters);
  const dateError = dateRangeError(filters);
  const wide = useMediaQuery(ADMIN_TABLE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useApi(
    adminPaymentsRoute,
    dateError ? null : { query: searchFromPaymentFilters(filters) },
    { userId: user.id, keepPreviousData: true },
  );
  const refund = useRefund({ fallbackFocus: () => headingRef.current });

  const failed = Boolean(error);
  useFailureToast(failed, { title: ADMIN_PAYMENTS_TEXT.loadFailed, variant: 'destructive' });

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
      {data && !failed ? <PaymentTotals totals={data.totals} /> : null}
      <div className="mt-6" aria-busy={isLoading || undefined}>
        <PaymentsResults
          data={data}
          failed={failed}
          loading={isLoading}
          wide={wide}
          page={filters.page}
          hrefOf={(page) => paymentsHref({ ...filters, page })}
          onRetry={() => void mutate()}
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
