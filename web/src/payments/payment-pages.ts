import type { Payment, PaymentHistoryPage } from '#shared/payments';

/** The pages loaded with 'Load more' after the first (which SWR holds). */
export type MorePayments = {
  pages: readonly PaymentHistoryPage[];
  status: 'idle' | 'loading' | 'failed';
};

export const NO_MORE_PAYMENTS: MorePayments = { pages: [], status: 'idle' };

/**
 * The payments of the loaded pages in order, each once: a refreshed first page can overlap a
 * page loaded after it (a new payment pushes one down), and the first copy wins.
 */
export function mergePayments(pages: readonly PaymentHistoryPage[]): Payment[] {
  const seen = new Set<string>();
  const rows: Payment[] = [];
  for (const page of pages) {
    for (const payment of page.items) {
      if (seen.has(payment.id)) continue;
      seen.add(payment.id);
      rows.push(payment);
    }
  }
  return rows;
}

/** The cursor of the page after the last one loaded, or null when there is none. */
export function nextPaymentsCursor(pages: readonly PaymentHistoryPage[]): string | null {
  return pages.at(-1)?.next_cursor ?? null;
}

/** The amber notice shows while any payment shown is still pending (spec 02 section 2). */
export function anyPending(rows: readonly Pick<Payment, 'status'>[]): boolean {
  return rows.some((payment) => payment.status === 'pending');
}
