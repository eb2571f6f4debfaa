import type { AdminPaymentsPage, AdminPaymentsQuery } from '#shared/admin/payments';
import type { PaymentMirrorRow } from '#lambdas/admin';
import { ukDayRange } from '../../platform/uk-day';

/** Admin Payments' filters: the query without its page. */
export type PaymentFilters = Omit<AdminPaymentsQuery, 'page'>;

/**
 * The rows the filters keep, in the order given (the mirror's: newest first): the status, and
 * created from and to (inclusive UK days). An empty filter is no filter.
 */
export function filterPaymentRows(
  rows: readonly PaymentMirrorRow[],
  filters: PaymentFilters,
): readonly PaymentMirrorRow[] {
  const tests: ((row: PaymentMirrorRow) => boolean)[] = [];
  if (filters.status) tests.push((row) => row.status === filters.status);
  if (filters.from || filters.to) {
    const { start, end } = ukDayRange(filters.from, filters.to);
    tests.push((row) => {
      const created = Date.parse(row.created_at);
      return created >= start && created < end;
    });
  }
  if (tests.length === 0) return rows;
  return rows.filter((row) => tests.every((test) => test(row)));
}

/**
 * The totals over the matching payments: money taken (succeeded), money given back (refunded)
 * and how many still wait for the provider.
 */
export function paymentTotals(rows: readonly PaymentMirrorRow[]): AdminPaymentsPage['totals'] {
  let succeeded = 0;
  let refunded = 0;
  let pending = 0;
  for (const row of rows) {
    if (row.status === 'succeeded') succeeded += row.amount_pence;
    else if (row.status === 'refunded') refunded += row.amount_pence;
    else if (row.status === 'pending') pending += 1;
  }
  return { succeeded_pence: succeeded, refunded_pence: refunded, pending };
}
