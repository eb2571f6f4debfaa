import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BOOST_MESSAGES, type BoostPage, type Payment } from '#shared/payments';
import { ApiError } from '../api/fetch-json';
import { BOOST_TEXT } from './boost-copy';
import { BoostView, type BoostLoad } from './boost-page';
import {
  NO_BOOSTS,
  optionPrice,
  selectedOptions,
  selectionSummary,
  withChoice,
  type BoostSelection,
} from './boost-selection';
import { checkoutAddress, checkoutFailureMessage } from './checkout-outcome';
import { keepPolling, paymentReturnFrom, returnState } from './payment-return';
import { PaymentReturnNotice } from './payment-return-notice';

function render(element: ReactNode, url = '/dashboard/listings/abc/boost'): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
}

const count = (html: string, text: string) => html.split(text).length - 1;
const noop = () => undefined;

const PAGE: BoostPage = {
  listing: {
    id: 'abc',
    title: '2019 Ford Transit Custom 2.0 EcoBlue',
    year: 2019,
    make: 'Ford',
    model: 'Transit Custom',
    price: 14995,
    price_includes_vat: true,
    seller_type: 'trade_dealer',
    image_url: null,
    public_path: '/used-vans/ford/transit-custom/leeds/abc',
  },
  boostable: true,
  reason: null,
  running: { search_featured: null, homepage_featured: null },
};

const PAYMENT: Payment = {
  id: 'pay_1',
  user_id: 'user-1',
  listing_id: 'abc',
  listing_title: '2019 Ford Transit Custom',
  items: [
    { type: 'search_featured', days: 7, price_pence: 999 },
    { type: 'homepage_featured', days: 14, price_pence: 2499 },
  ],
  boost_type: 'multiple',
  amount_pence: 3498,
  currency: 'gbp',
  status: 'succeeded',
  provider: 'local',
  transaction_id: 'pi_local_123',
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:05.000Z',
  paid_at: '2026-03-05T10:00:05.000Z',
  refunded_at: null,
  boosted_until: {
    search_featured: '2026-03-12T10:00:05.000Z',
    homepage_featured: '2026-03-19T10:00:05.000Z',
  },
  receipt_number: 42,
};

function view(
  load: BoostLoad,
  {
    selection = NO_BOOSTS,
    error = null,
    busy = false,
    notice = null,
  }: {
    selection?: BoostSelection;
    error?: string | null;
    busy?: boolean;
    notice?: ReactNode;
  } = {},
) {
  return render(
    <BoostView
      load={load}
      selection={selection}
      onChange={noop}
      busy={busy}
      error={error}
      onProceed={noop}
      onRetry={noop}
      notice={notice}
    />,
  );
}

describe('the boost selection', () => {
  it('starts with nothing chosen; a card turned on offers 7 days', () => {
    expect(NO_BOOSTS.search_featured).toEqual({ on: false, days: 7 });
    expect(NO_BOOSTS.homepage_featured).toEqual({ on: false, days: 7 });
    expect(selectedOptions(NO_BOOSTS)).toEqual([]);
    expect(selectionSummary(NO_BOOSTS)).toEqual({ items: [], totalPence: 0 });
  });

  it('asks for the switched-on cards only, with their durations, and sums the price table', () => {
    let selection = withChoice(NO_BOOSTS, 'homepage_featured', { days: 14 });
    // A duration chosen on a card that is off is kept, not bought.
    expect(selectedOptions(selection)).toEqual([]);
    selection = withChoice(selection, 'homepage_featured', { on: true });
    selection = withChoice(selection, 'search_featured', { on: true });
    expect(selectedOptions(selection)).toEqual([
      { type: 'search_featured', days: 7 },
      { type: 'homepage_featured', days: 14 },
    ]);
    const summary = selectionSummary(selection);
    expect(summary.totalPence).toBe(999 + 2499);
    expect(summary.items.map((item) => item.price_pence)).toEqual([999, 2499]);
  });

  it('quotes the spec’s prices to 2 decimals', () => {
    expect(optionPrice('search_featured', 3)).toBe('£5.99');
    expect(optionPrice('search_featured', 30)).toBe('£29.99');
    expect(optionPrice('homepage_featured', 3)).toBe('£7.99');
    expect(optionPrice('homepage_featured', 30)).toBe('£39.99');
  });
});

describe('the checkout', () => {
  it('leaves only for an http(s) address', () => {
    expect(checkoutAddress({ url: 'https://checkout.stripe.com/c/pay/cs_1' })).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(checkoutAddress({ url: '/_local/checkout/cs_local_1' })).toBe(
      '/_local/checkout/cs_local_1',
    );
    expect(checkoutAddress({ url: '' })).toBeNull();
    expect(checkoutAddress({ url: '   ' })).toBeNull();
    expect(checkoutAddress({ url: 'javascript:alert(1)' })).toBeNull();
    expect(checkoutAddress(null)).toBeNull();
  });

  it('says why it did not start, in the spec’s words', () => {
    expect(checkoutFailureMessage(new ApiError(401, 'unauthorized', 'x'))).toBe(
      'You must be logged in to boost a listing',
    );
    expect(checkoutFailureMessage(new ApiError(409, 'not_live', BOOST_MESSAGES.notLive))).toBe(
      `Payment error: ${BOOST_MESSAGES.notLive}`,
    );
    expect(
      checkoutFailureMessage(
        new ApiError(400, 'bad_request', 'The request body is not valid.', {
          options: ['Please select at least one boost option'],
        }),
      ),
    ).toBe('Payment error: Please select at least one boost option');
    expect(checkoutFailureMessage(new ApiError(0, 'unexpected_answer', 'x'))).toBe(
      'No checkout URL received from the payment service',
    );
    for (const error of [
      new ApiError(503, 'unavailable', 'Could not process your payment request'),
      new ApiError(500, 'internal', 'boom'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(checkoutFailureMessage(error)).toBe('Could not process your payment request');
    }
  });
});

describe('the return from the checkout', () => {
  it('reads payment=success with its id, and payment=cancelled', () => {
    expect(paymentReturnFrom(new URLSearchParams('payment=success&payment_id=pay_1'))).toEqual({
      kind: 'success',
      paymentId: 'pay_1',
    });
    expect(paymentReturnFrom(new URLSearchParams('payment=success&payment_id=../x'))).toEqual({
      kind: 'success',
      paymentId: null,
    });
    expect(paymentReturnFrom(new URLSearchParams('payment=cancelled'))).toEqual({
      kind: 'cancelled',
    });
    expect(paymentReturnFrom(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(paymentReturnFrom(new URLSearchParams('payment=other'))).toEqual({ kind: 'none' });
  });

  it('shows success only once the API says succeeded, and polls only while pending', () => {
    expect(returnState(undefined, false, false)).toBe('checking');
    expect(returnState(undefined, true, false)).toBe('unchecked');
    expect(returnState({ status: 'pending' }, false, false)).toBe('pending');
    expect(returnState({ status: 'pending' }, false, true)).toBe('slow');
    expect(returnState({ status: 'succeeded' }, false, false)).toBe('succeeded');
    expect(returnState({ status: 'failed' }, false, false)).toBe('failed');
    expect(returnState({ status: 'expired' }, false, false)).toBe('failed');
    expect(returnState({ status: 'refunded' }, false, false)).toBe('refunded');

    expect(keepPolling(undefined, false)).toBe(true);
    expect(keepPolling({ status: 'pending' }, false)).toBe(true);
    expect(keepPolling({ status: 'pending' }, true)).toBe(false);
    expect(keepPolling({ status: 'succeeded' }, false)).toBe(false);
    expect(keepPolling({ status: 'failed' }, false)).toBe(false);
  });

  it('says Payment Successful with what was bought, or that it is pending, or cancelled', () => {
    const success = render(<PaymentReturnNotice state="succeeded" payment={PAYMENT} />);
    expect(success).toContain('role="status"');
    expect(success).toContain('Payment Successful');
    expect(success).toContain('Your listing has been boosted successfully!');
    // What was bought and until when, from the payment the server recorded (issue 28).
    expect(success).toMatch(
      /Top of Search Results, 7 days, until <time dateTime="2026-03-12T10:00:05.000Z"[^>]*>12 Mar 2026, 10:00<\/time>/,
    );
    expect(success).toMatch(/Homepage Featured, 14 days, until <time[^>]*>19 Mar 2026/);
    expect(success).toContain('£34.98');
    expect(success).toContain('pi_local_123');
    expect(success).toMatch(/href="\/dashboard\/payments"[^>]*>View Payment History</);
    expect(success).toMatch(
      /href="\/dashboard\/payments\/pay_1\/receipt"[^>]*>View receipt VY-000042</,
    );

    const pending = render(<PaymentReturnNotice state="pending" payment={undefined} />);
    expect(pending).toContain('Payment pending');
    expect(pending).toContain('aria-busy="true"');
    expect(pending).not.toContain('Payment Successful');

    const cancelled = render(<PaymentReturnNotice state="cancelled" payment={undefined} />);
    expect(cancelled).toContain('Payment Cancelled');
    expect(cancelled).toContain(
      'Your payment was cancelled. You can try again when you&#x27;re ready.',
    );

    expect(render(<PaymentReturnNotice state="failed" payment={undefined} />)).toContain(
      'Payment failed',
    );
    expect(render(<PaymentReturnNotice state="slow" payment={undefined} />)).toContain(
      'href="/dashboard/payments"',
    );
  });
});

describe('BoostView', () => {
  it('has the breadcrumb, one h1, the listing, two named switches and the durations', () => {
    const html = view({ status: 'ready', page: PAGE });
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('Boost Listing</h1>');
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Dashboard<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/dashboard\/listings"[^>]*>My Listings<\/a>/);
    expect(html).toContain('<span aria-current="page" class="font-medium text-ink">Boost Listing');
    expect(html).toContain('2019 Ford Transit Custom 2.0 EcoBlue');
    expect(html).toContain('£14,995');
    expect(html).toContain('href="/used-vans/ford/transit-custom/leeds/abc"');

    // Each switch is named by its card's heading.
    expect(html).toMatch(/<h2 id="boost-search_featured-title"[^>]*>Top of Search Results<\/h2>/);
    expect(html).toMatch(
      /role="switch" aria-checked="false" aria-labelledby="boost-search_featured-title"/,
    );
    expect(html).toMatch(/<h2 id="boost-homepage_featured-title"[^>]*>Homepage Featured<\/h2>/);
    expect(count(html, 'role="switch"')).toBe(2);

    // Four durations a card, radio buttons with their prices; none chosen while the card is off.
    expect(count(html, 'type="radio"')).toBe(8);
    expect(count(html, 'checked=""')).toBe(0);
    for (const price of [
      '£5.99',
      '£9.99',
      '£17.99',
      '£29.99',
      '£7.99',
      '£14.99',
      '£24.99',
      '£39.99',
    ]) {
      expect(html).toContain(price);
    }
    expect(html).toContain('<span class="sr-only">Top of Search Results: </span>Duration');

    // The summary: nothing yet, £0.00, Cancel to My Listings, Proceed to Payment disabled and
    // saying why; the same total and Proceed in the bar phones keep in view.
    expect(html).toContain(BOOST_TEXT.nothingChosen);
    expect(html).toContain('>£0.00<');
    expect(html).toMatch(/<a [^>]*href="\/dashboard\/listings"[^>]*>Cancel<\/a>/);
    expect(count(html, '>Proceed to Payment</button>')).toBe(2);
    expect(count(html, 'disabled="" aria-describedby="boost-choose-first"')).toBe(2);
    expect(html).toContain(`id="boost-choose-first"`);
    expect(html).toContain(BOOST_TEXT.chooseFirst);
    expect(html).toMatch(
      /role="region" aria-label="Boost total" data-boost-bar="true"[^>]*lg:hidden/,
    );
  });

  it('lists the chosen boosts and their total to 2 decimals', () => {
    let selection = withChoice(NO_BOOSTS, 'search_featured', { on: true, days: 3 });
    selection = withChoice(selection, 'homepage_featured', { on: true, days: 30 });
    const html = view({ status: 'ready', page: PAGE }, { selection });
    expect(html).toMatch(/role="switch" aria-checked="true"/);
    expect(html).toContain('Top of Search Results, 3 days');
    expect(html).toContain('Homepage Featured, 30 days');
    expect(html).toContain('>£45.98<');
    expect(html).not.toContain(BOOST_TEXT.nothingChosen);
    expect(html).not.toContain('disabled=""');
    expect(html).toMatch(/id="boost-search_featured-3"[^>]*checked="" value="3"/);
    expect(html).toMatch(/id="boost-homepage_featured-30"[^>]*checked="" value="30"/);
    expect(count(html, 'checked=""')).toBe(2);
  });

  it('shows no duration chosen on a card that is off, whatever it last had', () => {
    const selection = withChoice(NO_BOOSTS, 'search_featured', { on: false, days: 14 });
    const html = view({ status: 'ready', page: PAGE }, { selection });
    expect(count(html, 'checked=""')).toBe(0);
    expect(html).toMatch(/role="switch" aria-checked="false"/);
  });

  it('shows a running boost’s end: buying more extends it', () => {
    const html = view({
      status: 'ready',
      page: {
        ...PAGE,
        running: { search_featured: null, homepage_featured: '2026-03-12T15:30:00.000Z' },
      },
    });
    expect(count(html, 'Running until')).toBe(1);
    expect(html).toContain('12 Mar 2026, 15:30');
    expect(html).toContain('; buying more extends it.');
  });

  it('says why a listing that is not live cannot be boosted, instead of the options', () => {
    const html = view({
      status: 'ready',
      page: { ...PAGE, boostable: false, reason: BOOST_MESSAGES.notLive },
    });
    expect(html).toContain('This listing cannot be boosted yet');
    expect(html).toContain(BOOST_MESSAGES.notLive);
    expect(html).not.toContain('role="switch"');
    expect(html).not.toContain('Proceed to Payment');
  });

  it('says what went wrong with the checkout, busy while on its way', () => {
    const failed = view(
      { status: 'ready', page: PAGE },
      { error: 'Please select at least one boost option' },
    );
    expect(failed).toMatch(/role="alert"[^>]*>Please select at least one boost option</);
    const busy = view({ status: 'ready', page: PAGE }, { busy: true });
    expect(busy).toContain('aria-disabled="true"');
    expect(busy).toContain('Redirecting to payment...');
  });

  it('says the listing could not be loaded, or that its id is missing', () => {
    const failed = view({ status: 'failed', notFound: false });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Could not load listing details');
    expect(failed).toContain('Try again');
    const notFound = view({ status: 'failed', notFound: true });
    expect(notFound).toContain('Could not load listing details');
    expect(notFound).not.toContain('Try again');
    expect(notFound).toMatch(/href="\/dashboard\/listings"[^>]*>Back to My Listings</);
    expect(view({ status: 'missing-id' })).toContain('Listing ID is missing');
    const loading = view({ status: 'loading' });
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('Loading...');
  });

  it('shows the return’s notice above the options', () => {
    const html = view(
      { status: 'ready', page: PAGE },
      { notice: <PaymentReturnNotice state="cancelled" payment={undefined} /> },
    );
    expect(html.indexOf('Payment Cancelled')).toBeLessThan(html.indexOf('Top of Search Results'));
  });
});
