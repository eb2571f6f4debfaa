import { describe, expect, it } from 'vitest';
import type { CheckoutSessionRecord } from '#lambdas/payment/payments-repo';
import {
  isLocalCheckoutPath,
  renderCheckoutPage,
  renderGonePage,
} from '#infra/local/stage/gateway/checkout-page';

const session: CheckoutSessionRecord = {
  session_id: 'cs_local_0123456789abcdef01234567',
  payment_id: 'pay_1',
  listing_id: 'van-1',
  user_id: 'user-1',
  listing_title: '<script>alert(1)</script> & "Van"',
  items: [{ type: 'homepage_featured', days: 3, price_pence: 799 }],
  amount_pence: 799,
  currency: 'gbp',
  success_url:
    'http://localhost:3000/dashboard/listings/van-1/boost?payment=success&payment_id=pay_1',
  cancel_url: 'http://localhost:3000/dashboard/listings/van-1/boost?payment=cancelled',
  status: 'open',
  created_at: '2026-11-26T10:00:00.000Z',
  expires_at: 1_800_000_000,
};

describe('the local checkout page', () => {
  it('is one form of three labelled buttons, marked as the local stand-in', () => {
    const html = renderCheckoutPage(session);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('Local stage stand-in for Stripe Checkout.');
    expect(html).toContain(`<form method="post" action="/_local/checkout/${session.session_id}">`);
    expect(html).toContain('value="pay">Pay £7.99</button>');
    expect(html).toContain('value="decline">Decline payment</button>');
    expect(html).toContain('value="cancel">Cancel</button>');
    expect(html).toContain('<caption>Your order</caption>');
    expect(html).not.toMatch(/<script/);
  });

  it('shows what the seller typed as text', () => {
    const html = renderCheckoutPage(session);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Van&#34;');
  });

  it('offers the way back instead of the buttons once settled', () => {
    const html = renderCheckoutPage({ ...session, status: 'paid' });
    expect(html).not.toContain('<form');
    expect(html).toContain('This checkout is paid.');
    expect(html).toContain('payment=success&#38;payment_id=pay_1');
    expect(renderGonePage()).toContain('This checkout does not exist or has expired');
  });

  it('has no inline style or script, so the deployed CSP needs no exception', () => {
    const html = renderCheckoutPage(session);
    expect(html).toContain('<link rel="stylesheet" href="/_local/checkout.css">');
    expect(html).not.toMatch(/<style|style=|<script/);
    expect(isLocalCheckoutPath('/_local/checkout.css')).toBe(true);
    expect(isLocalCheckoutPath(`/_local/checkout/${session.session_id}`)).toBe(true);
    expect(isLocalCheckoutPath('/_local/checkouts')).toBe(false);
  });
});
