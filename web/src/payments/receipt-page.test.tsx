import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { receiptFigures, type Receipt } from '#shared/receipts';
import { RECEIPT_TEXT } from './payments-copy';
import { ReceiptView, type ReceiptLoad } from './receipt-page';

const noop = () => undefined;
const render = (load: ReceiptLoad) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ReceiptView load={load} onRetry={noop} onPrint={noop} />
    </MemoryRouter>,
  );

const RECEIPT: Receipt = {
  number: 'VY-000042',
  payment_id: 'pay_1',
  issued_at: '2026-03-05T10:00:05.000Z',
  status: 'paid',
  refunded_at: null,
  transaction_id: 'pi_local_1',
  listing_title: '2019 Ford Transit Custom',
  customer: {
    name: 'Sam Carter',
    email: 'sam@example.org',
    address_lines: ['12 Mill Lane', 'Leeds', 'LS1 4AB'],
  },
  supplier: {
    name: 'VanYard Ltd',
    address_lines: ['1 Example Street', 'Manchester', 'M1 1AA'],
    company_number: '01234567',
    vat_number: 'GB123456789',
  },
  vat_rate_percent: 20,
  ...receiptFigures({
    items: [
      { type: 'search_featured', days: 7, price_pence: 999 },
      { type: 'homepage_featured', days: 7, price_pence: 1499 },
    ],
    boosted_until: {
      search_featured: '2026-03-12T10:00:05.000Z',
      homepage_featured: '2026-03-12T10:00:05.000Z',
    },
  }),
};

describe('receipt figures', () => {
  it('split each price into net and VAT at 20 %, the totals the sums of the lines', () => {
    expect(RECEIPT.lines.map((line) => [line.net_pence, line.vat_pence, line.gross_pence])).toEqual(
      [
        [832, 167, 999],
        [1249, 250, 1499],
      ],
    );
    expect([RECEIPT.net_pence, RECEIPT.vat_pence, RECEIPT.gross_pence]).toEqual([2081, 417, 2498]);
  });
});

describe('ReceiptView', () => {
  it('shows a VAT receipt: number, date, both parties, the lines and totals, Print', () => {
    const html = render({ status: 'ready', receipt: RECEIPT });
    expect(html).toContain('<h1 id="receipt-title"');
    expect(html).toContain('>VAT receipt</h1>');
    expect(html).toContain('VY-000042');
    expect(html).toContain('05 Mar 2026');
    expect(html).toContain('12 Mill Lane');
    expect(html).toContain('LS1 4AB');
    expect(html).toContain('Company number: </dt><dd class="inline">01234567');
    expect(html).toContain('VAT registration number: </dt><dd class="inline">GB123456789');
    expect(html).toContain('Top of Search Results, 7 days');
    expect(html).toContain('2019 Ford Transit Custom, until 12 Mar 2026, 10:00');
    for (const amount of ['£8.32', '£1.67', '£9.99', '£20.81', '£4.17', '£24.98']) {
      expect(html).toContain(amount);
    }
    expect(html).toContain('VAT at 20%');
    expect(html).toMatch(/<button type="button"[^>]*>Print or save as PDF<\/button>/);
    expect(html).toContain('data-receipt="true"');
    expect(html).not.toContain(RECEIPT_TEXT.refundedTitle);
  });

  it('says a refunded payment was refunded', () => {
    const html = render({
      status: 'ready',
      receipt: { ...RECEIPT, status: 'refunded', refunded_at: '2026-03-06T09:30:00.000Z' },
    });
    expect(html).toContain('Refunded on 06 Mar 2026, 09:30: the full amount of £24.98 was paid');
  });

  it('asks for an address when the seller gave none, and says when VAT details are not set', () => {
    const html = render({
      status: 'ready',
      receipt: {
        ...RECEIPT,
        customer: { ...RECEIPT.customer, address_lines: [] },
        supplier: { ...RECEIPT.supplier, company_number: null, vat_number: null },
      },
    });
    expect(html).toContain('>Receipt</h1>');
    expect(html).toContain(RECEIPT_TEXT.noVatNumber);
    expect(html).toMatch(/href="\/dashboard\/profile"[^>]*>Add your address in Profile Settings</);
  });

  it('says when it could not be loaded or is not the reader’s', () => {
    const missing = render({ status: 'failed', notFound: true });
    expect(missing).toContain('role="alert"');
    expect(missing).toContain(RECEIPT_TEXT.notFound);
    expect(missing).not.toContain('Try again');
    expect(render({ status: 'failed', notFound: false })).toContain('Try again');
    expect(render({ status: 'loading' })).toContain('aria-busy="true"');
  });
});
