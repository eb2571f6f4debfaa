import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { getListing } from '#lambdas/listing/listing-repo';
import { getCheckoutSession } from '#lambdas/payment/payments-repo';
import { readMailboxFiles } from '#lambdas/mail/mailbox-files';
import type { Listing } from '#shared/listing';
import { aListing } from '../../support/listing-fixture';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { api, newSeller, stageDb, type Seller } from '../own-listings/seller-stage';
import { putListing } from '#lambdas/listing/listing-writer';

// The local stage pays without the internet: the checkout route answers the gateway's stand-in
// page, whose Pay posts a signed event to the stage's own webhook route, which boosts the
// listing; Decline and Cancel go back to the boost page. All through the local gateway.
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let seller: Seller;

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  seller = await newSeller(stage);
  // As the dashboard does on a first visit: the profile, whose address the receipt goes to.
  expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  closeDb?.();
});

async function liveListing(overrides: Partial<Listing> = {}): Promise<Listing> {
  const at = new Date(Date.now() - 60_000).toISOString();
  const listing = aListing({
    id: `van-${crypto.randomUUID().slice(0, 12)}`,
    user_id: seller.userId,
    title: '2022 Mercedes Sprinter 314',
    created_at: at,
    updated_at: at,
    views: 0,
    ...overrides,
  });
  await putListing(db, listing);
  return listing;
}

async function startCheckout(listing: Listing, options: unknown[]) {
  const answer = await api(stage, 'POST', `/api/me/listings/${listing.id}/boosts`, {
    token: seller.token,
    body: { options },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { url: string; payment_id: string };
}

/** Presses one of the page's buttons, as the browser posts its form. */
const press = (url: string, action: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });

const paymentOf = async (id: string) =>
  (await api(stage, 'GET', `/api/me/payments/${id}`, { token: seller.token })).body;

describe('the local stand-in checkout', () => {
  it('shows the listing, the lines and the total, marked as the local stand-in', async () => {
    const listing = await liveListing();
    const { url } = await startCheckout(listing, [
      { type: 'search_featured', days: 7 },
      { type: 'homepage_featured', days: 14 },
    ]);
    expect(url).toMatch(
      new RegExp(`^http://localhost:\\d+/_local/checkout/cs_local_[0-9a-f]{24}$`),
    );
    const page = await fetch(url.replace(/^http:\/\/localhost:\d+/, stage.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The deployed header set, unrelaxed: no inline script or style, forms post to the site only.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const css = await fetch(`${stage.url}/_local/checkout.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain(':focus-visible');
    const html = await page.text();
    expect(html).toContain('Local stage stand-in for Stripe Checkout');
    expect(html).toContain('2022 Mercedes Sprinter 314');
    expect(html).toMatch(/Top of Search Results, 7 days<\/th><td class="amount">£9\.99/);
    expect(html).toMatch(/Homepage Featured, 14 days<\/th><td class="amount">£24\.99/);
    expect(html).toMatch(/Total<\/th><td class="amount">£34\.98/);
    expect(html).toContain('Includes VAT of £5.83');
    for (const action of ['pay', 'decline', 'cancel']) {
      expect(html).toContain(`name="action" value="${action}"`);
    }
  });

  it('pays: the signed event reaches the webhook, the listing is boosted, the browser goes back', async () => {
    const listing = await liveListing();
    const { url, payment_id } = await startCheckout(listing, [
      { type: 'homepage_featured', days: 7 },
    ]);
    const local = url.replace(/^http:\/\/localhost:\d+/, stage.url);
    const paid = await press(local, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${new URL(url).origin}/dashboard/listings/${listing.id}/boost?payment=success&payment_id=${payment_id}`,
    );

    expect(await paymentOf(payment_id)).toMatchObject({
      status: 'succeeded',
      transaction_id: expect.stringMatching(/^pi_local_[0-9a-f]{24}$/),
    });
    const boosted = (await getListing(db, listing.id))!;
    expect(boosted.homepage_featured).toBe(true);
    const featured = await api(stage, 'GET', '/api/listings/featured');
    expect(featured.body.items.map((card: { id: string }) => card.id)).toContain(listing.id);
    const receipts = (await readMailboxFiles(stage.mailboxDir)).filter((mail) =>
      mail.to.includes(seller.email),
    );
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'Your VanYard receipt: £14.99 for 2022 Mercedes Sprinter 314',
    ]);

    // The page now says it is paid; a second press goes where the first went, changing nothing.
    const again = await fetch(local);
    expect(await again.text()).toContain('This checkout is paid');
    const twice = await press(local, 'pay');
    expect(twice.status).toBe(303);
    expect((await getListing(db, listing.id))!.homepage_featured_until).toBe(
      boosted.homepage_featured_until,
    );
    expect((await press(local, 'decline')).status).toBe(409);
  });

  it('declines: the payment fails and the browser goes to the cancel address', async () => {
    const listing = await liveListing();
    const { url, payment_id } = await startCheckout(listing, [
      { type: 'search_featured', days: 3 },
    ]);
    const declined = await press(url.replace(/^http:\/\/localhost:\d+/, stage.url), 'decline');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(
      `${new URL(url).origin}/dashboard/listings/${listing.id}/boost?payment=cancelled`,
    );
    expect(await paymentOf(payment_id)).toMatchObject({ status: 'failed' });
    expect((await getListing(db, listing.id))!.search_featured).toBe(false);
  });

  it('cancels: back to the boost page, the payment still pending, the session still open', async () => {
    const listing = await liveListing();
    const { url, payment_id } = await startCheckout(listing, [
      { type: 'search_featured', days: 30 },
    ]);
    const cancelled = await press(url.replace(/^http:\/\/localhost:\d+/, stage.url), 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toMatch(/\?payment=cancelled$/);
    expect(await paymentOf(payment_id)).toMatchObject({ status: 'pending' });
    const session = await getCheckoutSession(db, url.split('/').at(-1)!, new Date());
    expect(session?.status).toBe('open');
  });

  it('answers an unknown or malformed session with a clear 404 page', async () => {
    for (const id of [
      'cs_local_000000000000000000000000',
      'nonsense',
      'cs_local_ABC%3Cscript%3E',
    ]) {
      const page = await fetch(`${stage.url}/_local/checkout/${id}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('This checkout does not exist or has expired');
    }
    const pressed = await press(
      `${stage.url}/_local/checkout/cs_local_000000000000000000000000`,
      'pay',
    );
    expect(pressed.status).toBe(404);
  });

  it("refuses a webhook request that is not signed with the stage's secret", async () => {
    const unsigned = await fetch(`${stage.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: {} }),
    });
    expect(unsigned.status).toBe(400);
  });
});
