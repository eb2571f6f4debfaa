import { PAYMENT_STATES, type PaymentState } from '#shared/payments';
import { oneOf, pageParam, searchOf } from '../ui/list-query';
import { pages } from '#shared/pages';

/**
 * Admin Payments' filters as the URL holds them (the source of truth: a reload, Back and a
 * shared link show the same list), in the API's names: status, from, to, page.
 */
export type PaymentFilters = {
  status: PaymentState | '';
  /** Created on or after this UK day (YYYY-MM-DD), and on or before `to`. */
  from: string;
  to: string;
  page: number;
};

const KEYS = ['status', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

/** The filters in a URL; a value the API would refuse is left out rather than failing the page. */
export function paymentFiltersFromSearch(params: URLSearchParams): PaymentFilters {
  return {
    status: oneOf(PAYMENT_STATES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: pageParam(params),
  };
}

/** The query string of these filters: empty ones and page 1 left out. */
export function searchFromPaymentFilters(filters: PaymentFilters): URLSearchParams {
  return searchOf(filters, KEYS);
}

/** /admin/payments with these filters. */
export function paymentsHref(filters: PaymentFilters): string {
  return pages.adminPayments.build({}, searchFromPaymentFilters(filters));
}
