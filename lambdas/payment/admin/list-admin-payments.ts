import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
} from '#shared/admin/payments';
import { pageOf, getAdminMirror, type AdminMirrorDeps } from '#lambdas/admin';
import { filterPaymentRows, paymentTotals } from './filter-payments';

/**
 * A page of Admin Payments, newest first, from the admin mirrors of payments and users (no
 * table read but their refresh): filtered by status and created date, 25 a page, with totals
 * over every match and the payer's name. A page past the end is empty, not an error.
 */
export async function listAdminPayments(
  deps: AdminMirrorDeps,
  query: AdminPaymentsQuery,
): Promise<AdminPaymentsPage> {
  const [payments, users] = await Promise.all([
    getAdminMirror(deps, 'payments'),
    getAdminMirror(deps, 'users'),
  ]);
  const { page, ...filters } = query;
  const matched = filterPaymentRows(payments.rows(), filters);
  return {
    rows: pageOf(matched, page, ADMIN_PAYMENTS_PAGE_SIZE).map((row) => {
      const payer = users.get(row.user_id);
      return { ...row, payer: payer?.full_name.trim() || payer?.email || null };
    }),
    matched: matched.length,
    total: payments.size,
    page,
    page_size: ADMIN_PAYMENTS_PAGE_SIZE,
    totals: paymentTotals(matched),
  };
}
