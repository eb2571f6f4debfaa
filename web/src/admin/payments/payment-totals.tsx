import type { AdminPaymentsPage } from '#shared/admin/payments';
import { formatPence } from '../../lib/payment-format';
import { formatNumber } from '#shared/format';
import { cardClass } from '../../ui/card';

type Totals = AdminPaymentsPage['totals'];

/**
 * The totals over every payment matching the filters (not only this page): money taken,
 * money refunded, and how many payments still wait for the provider.
 */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const figures = [
    { id: 'succeeded', label: 'Succeeded', value: formatPence(totals.succeeded_pence) },
    { id: 'refunded', label: 'Refunded', value: formatPence(totals.refunded_pence) },
    { id: 'pending', label: 'Pending payments', value: formatNumber(totals.pending) },
  ];
  return (
    <section aria-labelledby="payment-totals" className="mt-6">
      <h2 id="payment-totals" className="text-sm font-semibold text-ink">
        Totals for these filters
      </h2>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:gap-3">
        {figures.map((figure) => (
          <div
            key={figure.id}
            role="group"
            aria-labelledby={`payment-total-${figure.id}`}
            className={cardClass({ padding: 'compact', className: 'min-w-0 sm:p-4' })}
          >
            <p
              id={`payment-total-${figure.id}`}
              className="text-xs font-semibold text-muted sm:text-sm"
            >
              {figure.label}
            </p>
            <p className="mt-1 text-lg font-bold break-words text-ink tabular-nums sm:text-2xl">
              {figure.value}
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
