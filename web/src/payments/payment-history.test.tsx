import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Payment, PaymentHistoryPage } from '#shared/payments';
import { PaymentHistoryView, type PaymentHistoryViewProps } from './payment-history-page';
import { paymentItemsLabel } from '#shared/payments';
import { dateAndTime, formatPence, paymentStatusBadge } from '../lib/payment-format';
import { anyPending, mergePayments, nextPaymentsCursor } from './payment-pages';

function render(element: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/dashboard/payments']}>{element}</MemoryRouter>,
  );
}

const noop = () => undefined;
const count = (html: string, text: string) => html.split(text).length - 1;

function aPayment(overrides: Partial<Payment> & { id: string }): Payment {
  return {
    user_id: 'user-1',
    listing_id: 'abc',
    listing_title: '2019 Ford Transit Custom',
    items: [{ type: 'search_featured', days: 7, price_pence: 999 }],
    boost_type: 'search_featured',
    amount_pence: 999,
    currency: 'gbp',
    status: 'succeeded',
    provider: 'local',
    transaction_id: `pi_${overrides.id}`,
    created_at: '2026-03-05T14:03:00.000Z',
    updated_at: '2026-03-05T14:03:05.000Z',
    paid_at: '2026-03-05T14:03:05.000Z',
    refunded_at: null,
    boosted_until: null,
    receipt_number: null,
    ...overrides,
  };
}

const ROWS = [
  aPayment({ id: 'p1', receipt_number: 7 }),
  aPayment({
    id: 'p2',
    items: [{ type: 'homepage_featured', days: 7, price_pence: 1499 }],
    boost_type: 'homepage_featured',
    amount_pence: 1499,
    status: 'pending',
    transaction_id: null,
  }),
  aPayment({
    id: 'p3',
    items: [
      { type: 'search_featured', days: 3, price_pence: 599 },
      { type: 'homepage_featured', days: 14, price_pence: 2499 },
    ],
    boost_type: 'multiple',
    amount_pence: 3098,
    status: 'expired',
  }),
  aPayment({
    id: 'p4',
    items: [
      { type: 'search_featured', days: 7, price_pence: 999 },
      { type: 'homepage_featured', days: 7, price_pence: 1499 },
    ],
    boost_type: 'multiple',
    amount_pence: 2498,
    status: 'refunded',
    refunded_at: '2026-03-06T09:00:00.000Z',
    receipt_number: 8,
  }),
];

function view(overrides: Partial<PaymentHistoryViewProps> = {}) {
  return render(
    <PaymentHistoryView
      layout="table"
      rows={ROWS}
      failed={false}
      onRetry={noop}
      hasMore={false}
      loadingMore={false}
      loadMoreFailed={false}
      onLoadMore={noop}
      {...overrides}
    />,
  );
}

describe('payment words', () => {
  it('names what was bought, the badges and the amounts', () => {
    // What was bought, named (issue 28), not 'Multiple Features'.
    expect(
      paymentItemsLabel([
        { type: 'search_featured', days: 7 },
        { type: 'homepage_featured', days: 7 },
      ]),
    ).toBe('Top of Search Results 7 days + Homepage Featured 7 days');
    expect(paymentItemsLabel([{ type: 'homepage_featured', days: 30 }])).toBe(
      'Homepage Featured 30 days',
    );
    expect(paymentStatusBadge('succeeded')).toEqual({ label: 'Successful', tone: 'positive' });
    expect(paymentStatusBadge('pending')).toEqual({ label: 'Pending', tone: 'waiting' });
    // A refunded payment says so (issue 28).
    expect(paymentStatusBadge('refunded')).toEqual({ label: 'Refunded', tone: 'neutral' });
    for (const status of ['failed', 'expired'] as const) {
      expect(paymentStatusBadge(status)).toEqual({ label: 'Failed', tone: 'negative' });
    }
    expect(formatPence(2498)).toBe('£24.98');
    expect(formatPence(0)).toBe('£0.00');
    expect(dateAndTime('2026-07-31T23:30:00Z')).toBe('01 Aug 2026, 00:30');
    expect(dateAndTime('nonsense')).toBe('');
  });
});

describe('the pages of Payment History', () => {
  const page = (items: Payment[], next: string | null): PaymentHistoryPage => ({
    items,
    next_cursor: next,
  });

  it('joins pages in order, each payment once, and knows the next cursor', () => {
    const first = page([aPayment({ id: 'a' }), aPayment({ id: 'b' })], 'c1');
    const second = page([aPayment({ id: 'b' }), aPayment({ id: 'c' })], null);
    expect(mergePayments([first, second]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(nextPaymentsCursor([first])).toBe('c1');
    expect(nextPaymentsCursor([first, second])).toBeNull();
    expect(nextPaymentsCursor([])).toBeNull();
  });

  it('shows the amber notice only while a payment is pending', () => {
    expect(anyPending(ROWS)).toBe(true);
    expect(anyPending([ROWS[0]!, ROWS[2]!, ROWS[3]!])).toBe(false);
  });
});

describe('PaymentHistoryView', () => {
  it('has the breadcrumb, one h1 and the table’s five columns', () => {
    const html = view();
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('Payment History</h1>');
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Date', 'Transaction ID', 'Amount', 'Boost Type', 'Status']);
    expect(html).toContain('05 Mar 2026, 14:03');
    expect(html).toContain('pi_p1');
    expect(html).toContain('Not yet assigned');
    for (const text of ['£9.99', '£14.99', '£30.98', '£24.98']) expect(html).toContain(text);
    for (const text of [
      'Top of Search Results 7 days',
      'Homepage Featured 7 days',
      'Top of Search Results 3 days + Homepage Featured 14 days',
      'Top of Search Results 7 days + Homepage Featured 7 days',
    ]) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).not.toContain('Multiple Features');
    expect(html).toContain('>Successful<');
    expect(html).toContain('>Pending<');
    expect(html).toContain('>Failed<');
    expect(html).toContain('>Refunded<');
    // A receipt for each paid payment (the refunded one too), none for the others.
    expect(count(html, '>Receipt<')).toBe(2);
    expect(html).toMatch(
      /<a [^>]*aria-label="Receipt VY-000007"[^>]*href="\/dashboard\/payments\/p1\/receipt"/,
    );
    expect(html).toContain('href="/dashboard/payments/p4/receipt"');
    expect(html).not.toContain('/dashboard/payments/p2/receipt');
    expect(html).not.toContain('/dashboard/payments/p3/receipt');
  });

  it('says pending payments are still being processed, only while one is', () => {
    const notice =
      'Pending payments are still being processed. Please refresh the page after a few minutes.';
    expect(view()).toContain(notice);
    expect(view({ rows: [ROWS[0]!] })).not.toContain(notice);
  });

  it('shows cards on a phone with the same content', () => {
    const html = view({ layout: 'cards' });
    expect(html).not.toContain('<table');
    expect(html).toContain('<ul aria-label="Your payments"');
    expect(count(html, '<li class="rounded-xl')).toBe(4);
    expect(html).toContain('Transaction ID');
    expect(html).toContain('£24.98');
    expect(html).toContain('>Refunded<');
    expect(count(html, '>Receipt<')).toBe(2);
  });

  it('has an empty state, a failure alert with a retry, a loading state and Load more', () => {
    const empty = view({ rows: [] });
    expect(empty).toContain('No payment history found');
    expect(empty).toMatch(/href="\/dashboard\/listings"/);

    const failed = view({ rows: null, failed: true });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Could not load payment history');
    expect(failed).toContain('Try again');

    const loading = view({ rows: null });
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('Loading payment history...');

    expect(view({ hasMore: true })).toMatch(/<button type="button"[^>]*>Load more<\/button>/);
    expect(view({ hasMore: true, loadingMore: true })).toContain('aria-disabled="true"');
    const retry = view({ hasMore: true, loadMoreFailed: true });
    expect(retry).toContain('Could not load payment history. Please try again.');
    expect(view()).not.toContain('Load more');
  });
});
