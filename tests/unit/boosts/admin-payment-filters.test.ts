import { describe, expect, it } from 'vitest';
import { filterPaymentRows, paymentTotals } from '#lambdas/payment/admin/filter-payments';
import type { PaymentMirrorRow } from '#lambdas/admin/mirror/mirror-rows';

const payment = (id: string, overrides: Partial<PaymentMirrorRow>): PaymentMirrorRow => ({
  id,
  user_id: 'u1',
  listing_id: 'l1',
  listing_title: 'Van',
  boost_type: 'search_featured',
  amount_pence: 999,
  status: 'succeeded',
  transaction_id: null,
  created_at: '2026-06-10T10:00:00.000Z',
  paid_at: null,
  ...overrides,
});

const rows = [
  payment('late', { created_at: '2026-06-30T23:30:00.000Z' }), // 1 July in the UK (BST)
  payment('pending', { status: 'pending', amount_pence: 2999 }),
  payment('refunded', { status: 'refunded', amount_pence: 1499 }),
  payment('failed', { status: 'failed', amount_pence: 599 }),
  payment('early', { created_at: '2026-05-31T23:30:00.000Z' }), // 1 June in the UK
];

const ids = (list: readonly PaymentMirrorRow[]) => list.map((r) => r.id);

describe('Admin Payments filters and totals', () => {
  it('keeps everything without filters, in the order given', () => {
    expect(ids(filterPaymentRows(rows, {}))).toEqual(ids(rows));
  });

  it('filters by status', () => {
    expect(ids(filterPaymentRows(rows, { status: 'succeeded' }))).toEqual(['late', 'early']);
  });

  it('filters created from and to by UK days, both inclusive', () => {
    expect(ids(filterPaymentRows(rows, { from: '2026-06-01', to: '2026-06-30' }))).toEqual([
      'pending',
      'refunded',
      'failed',
      'early',
    ]);
    expect(ids(filterPaymentRows(rows, { from: '2026-07-01' }))).toEqual(['late']);
    expect(ids(filterPaymentRows(rows, { to: '2026-05-31' }))).toEqual([]);
  });

  it('totals money taken, money refunded and payments waiting, over the rows given', () => {
    expect(paymentTotals(rows)).toEqual({
      succeeded_pence: 999 * 2,
      refunded_pence: 1499,
      pending: 1,
    });
    expect(paymentTotals([])).toEqual({ succeeded_pence: 0, refunded_pence: 0, pending: 0 });
  });
});
