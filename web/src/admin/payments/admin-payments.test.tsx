import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminPaymentRow, AdminPaymentsPage } from '#shared/admin/payments';
import { PaymentsResults, RefundDialog } from './admin-payments-page';
import { PaymentTotals } from './payment-totals';
import { paymentFiltersFromSearch, paymentsHref, searchFromPaymentFilters } from './payments-query';
import type { RefundActions } from './use-refund';

function render(element: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/admin/payments']}>{element}</MemoryRouter>,
  );
}

const noop = () => undefined;
const idle = (overrides: Partial<RefundActions> = {}): RefundActions => ({
  target: null,
  busy: false,
  ask: noop,
  cancel: noop,
  confirm: () => Promise.resolve(true),
  ...overrides,
});

function aRow(overrides: Partial<AdminPaymentRow> & { id: string }): AdminPaymentRow {
  return {
    user_id: 'user-1',
    listing_id: 'abc',
    listing_title: '2019 Ford Transit Custom',
    amount_pence: 999,
    status: 'succeeded',
    transaction_id: `pi_${overrides.id}`,
    created_at: '2026-03-05T14:03:00.000Z',
    paid_at: '2026-03-05T14:03:05.000Z',
    boost_type: 'search_featured',
    payer: 'Northern Van Centre',
    ...overrides,
  };
}

const ROWS = [
  aRow({ id: 'p1' }),
  aRow({ id: 'p2', status: 'pending', transaction_id: null, payer: null, boost_type: 'multiple' }),
  aRow({ id: 'p3', status: 'refunded', amount_pence: 1499, boost_type: 'homepage_featured' }),
];

const PAGE: AdminPaymentsPage = {
  rows: ROWS,
  matched: 3,
  total: 40,
  page: 1,
  page_size: 25,
  totals: { succeeded_pence: 12_345, refunded_pence: 1499, pending: 2 },
};

function results(data: AdminPaymentsPage | undefined, wide = true, refund = idle()) {
  return render(
    <PaymentsResults
      data={data}
      failed={false}
      loading={false}
      wide={wide}
      page={1}
      hrefOf={(page) => `/admin/payments?page=${page}`}
      onRetry={noop}
      refund={refund}
    />,
  );
}

describe('Admin Payments’ URL', () => {
  it('reads status and the created dates, leaving out what the API would refuse', () => {
    expect(
      paymentFiltersFromSearch(
        new URLSearchParams('status=refunded&from=2026-03-01&to=2026-03-31&page=2'),
      ),
    ).toEqual({ status: 'refunded', from: '2026-03-01', to: '2026-03-31', page: 2 });
    expect(
      paymentFiltersFromSearch(new URLSearchParams('status=paid&from=yesterday&page=-1')),
    ).toEqual({ status: '', from: '', to: '', page: 1 });
  });

  it('writes the filters set and the page after the first', () => {
    const filters = { status: 'pending' as const, from: '2026-03-01', to: '', page: 1 };
    expect(searchFromPaymentFilters(filters).toString()).toBe('status=pending&from=2026-03-01');
    expect(paymentsHref({ ...filters, page: 3 })).toBe(
      '/admin/payments?status=pending&from=2026-03-01&page=3',
    );
    expect(paymentsHref({ status: '', from: '', to: '', page: 1 })).toBe('/admin/payments');
  });
});

describe('Admin Payments’ list', () => {
  it('has the columns, links to the listing and the payer, and Refund on succeeded only', () => {
    const html = results(PAGE);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual([
      'Date',
      'Payer',
      'Listing',
      'Type',
      'Amount',
      'Status',
      'Transaction ID',
      'Actions',
    ]);
    expect(html).toContain('Showing 3 of 40 payments');
    expect(html).toMatch(/href="\/admin\/listings\/abc"[^>]*>2019 Ford Transit Custom</);
    expect(html).toMatch(/href="\/admin\/users\/user-1"[^>]*>Northern Van Centre</);
    // No name: the payer's id.
    expect(html).toMatch(/href="\/admin\/users\/user-1"[^>]*>user-1</);
    expect(html).toContain('05 Mar 2026, 14:03');
    for (const text of ['Search Featured', 'Multiple Features', 'Homepage Featured']) {
      expect(html).toContain(text);
    }
    for (const text of ['>Succeeded<', '>Pending<', '>Refunded<']) expect(html).toContain(text);
    expect(html.match(/>Refund<\/button>/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Refund £9.99 paid by Northern Van Centre"');
    expect(html).toContain('aria-haspopup="dialog"');
    // The VAT receipt of each paid payment, refunded ones too (issue 28).
    expect(html.match(/>Receipt<\/a>/g)).toHaveLength(2);
    expect(html).toMatch(
      /aria-label="Receipt of £14.99 paid by Northern Van Centre"[^>]*href="\/dashboard\/payments\/p3\/receipt"/,
    );
  });

  it('shows cards on a narrower screen, and the empty state', () => {
    const cards = results(PAGE, false);
    expect(cards).not.toContain('<table');
    expect(cards).toContain('<ul aria-label="Showing 3 of 40 payments"');
    expect(cards.match(/>Refund<\/button>/g)).toHaveLength(1);
    expect(cards.match(/>Receipt<\/a>/g)).toHaveLength(2);
    expect(results({ ...PAGE, rows: [], matched: 0 })).toContain('No payments found');
  });

  it('says the payments could not be loaded, with a retry', () => {
    const html = render(
      <PaymentsResults
        data={undefined}
        failed
        loading={false}
        wide
        page={1}
        hrefOf={String}
        onRetry={noop}
        refund={idle()}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not load payments');
  });

  it('totals the filtered payments: succeeded, refunded and pending', () => {
    const html = render(<PaymentTotals totals={PAGE.totals} />);
    expect(html).toContain('Totals for these filters');
    expect(html).toMatch(/Succeeded<\/p><p[^>]*>£123.45</);
    expect(html).toMatch(/Refunded<\/p><p[^>]*>£14.99</);
    expect(html).toMatch(/Pending payments<\/p><p[^>]*>2</);
  });

  it('asks for a reason before a refund, and says what it does', () => {
    expect(render(<RefundDialog refund={idle()} />)).toBe('');
    const html = render(<RefundDialog refund={idle({ target: ROWS[0]! })} />);
    expect(html).toContain('<dialog');
    expect(html).toContain('Refund payment');
    expect(html).toContain('Refund £9.99 to Northern Van Centre for 2019 Ford Transit Custom?');
    expect(html).toContain('the boost it bought ends now');
    expect(html).toMatch(/<label for="refund-payment-reason"[^>]*>Reason<\/label>/);
    const busy = render(<RefundDialog refund={idle({ target: ROWS[0]!, busy: true })} />);
    expect(busy).toContain('Refunding...');
  });
});
