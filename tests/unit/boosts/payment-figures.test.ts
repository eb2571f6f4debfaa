import { describe, expect, it } from 'vitest';
import { figuresFromItems } from '#lambdas/admin/figures/figures-from-items';
import { batchFigures } from '#lambdas/admin/figures/batch-figures';
import { recordFigures } from '#lambdas/admin/figures/record-figures';
import { ZERO_TOTALS } from '#lambdas/admin/figures/figure-totals';
import { paymentKey } from '#shared/table-keys';
import { streamRecord } from '../../support/figure-stream-records';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const PAID = '2026-11-20T11:00:00.000Z';

const payment = (status: string, overrides: Record<string, unknown> = {}) => ({
  id: 'p1',
  user_id: 'u1',
  listing_id: 'l1',
  listing_title: '2019 Ford Transit Custom',
  amount_pence: 999,
  status,
  created_at: '2026-11-20T10:55:00.000Z',
  paid_at: status === 'pending' ? null : PAID,
  ...overrides,
});
const record = (before?: Record<string, unknown>, after?: Record<string, unknown>) =>
  streamRecord(paymentKey('p1'), before, after, { at: PAID });
const revenue = (pence: number) => ({ ...ZERO_TOTALS, revenue_pence: pence });

describe('payments in the admin figures', () => {
  it('counts nothing for a new pending payment', () => {
    expect(recordFigures(record(undefined, payment('pending')), NOW)).toEqual({
      totals: ZERO_TOTALS,
    });
  });

  it('adds the amount and a line when a payment succeeds', () => {
    expect(recordFigures(record(payment('pending'), payment('succeeded')), NOW)).toEqual({
      totals: revenue(999),
      activity: {
        at: PAID,
        kind: 'payment',
        text: 'Payment: £9.99 for 2019 Ford Transit Custom',
        href: '/admin/payments',
        subjectId: 'p1',
      },
    });
  });

  it('adds nothing more for a later write of a succeeded payment', () => {
    const again = recordFigures(
      record(payment('succeeded'), payment('succeeded', { listing_deleted: true })),
      NOW,
    );
    expect(again).toEqual({ totals: ZERO_TOTALS });
  });

  it('takes a refund back out, and counts failed and expired payments never', () => {
    expect(recordFigures(record(payment('succeeded'), payment('refunded')), NOW)).toEqual({
      totals: revenue(-999),
    });
    for (const status of ['failed', 'expired']) {
      expect(recordFigures(record(payment('pending'), payment(status)), NOW)?.totals).toEqual(
        ZERO_TOTALS,
      );
    }
  });

  it('sums a batch: one succeeded, one refunded', () => {
    const batch = batchFigures(
      [
        record(payment('pending'), payment('succeeded', { amount_pence: 2999 })),
        streamRecord(
          paymentKey('p2'),
          payment('succeeded', { id: 'p2' }),
          payment('refunded', { id: 'p2' }),
        ),
      ],
      NOW,
    );
    expect(batch.totals).toEqual(revenue(2999 - 999));
    expect(batch.activity.map((a) => a.text)).toEqual([
      'Payment: £29.99 for 2019 Ford Transit Custom',
    ]);
  });

  it('ignores the payer index entry and the listing’s boost record', () => {
    expect(
      recordFigures(
        streamRecord({ PK: 'LISTING#l1', SK: 'BOOST#p1' }, undefined, { items: [] }),
        NOW,
      ),
    ).toBeUndefined();
  });

  it('is counted the same from the items (the rebuild)', () => {
    const items = [
      { ...paymentKey('p1'), ...payment('succeeded') },
      { ...paymentKey('p2'), ...payment('refunded', { id: 'p2', amount_pence: 1499 }) },
      { ...paymentKey('p3'), ...payment('pending', { id: 'p3', amount_pence: 2999 }) },
    ];
    const figures = figuresFromItems(items, NOW);
    expect(figures.totals).toEqual(revenue(999));
    // Both paid payments had their line when they succeeded; the pending one none.
    expect(figures.activity.map((a) => a.subjectId).sort()).toEqual(['p1', 'p2']);
  });
});
