import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OwnListing, OwnListingRow, OwnListingsPage } from '#shared/own-listings';
import type { BoostOption, Checkout, Payment } from '#shared/payments';
import { cognito, newAccount } from './new-account';
import { listingState } from '#shared/listing-state';

/*
 * Boosts for browser tests (issue 17): ID tokens for the API, the demo seller's live listings,
 * and a boost bought through the API and the local stand-in checkout (the screens themselves are
 * covered by boosts.spec.ts).
 */

export type Credentials = { email: string; password: string };

/** An account's ID token from cognito-local, as aws-amplify gets it in the browser. */
export async function idToken(request: APIRequestContext, account: Credentials): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as {
    auth: { userPoolClientId: string };
  };
  const response = await cognito(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: config.auth.userPoolClientId,
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error('InitiateAuth gave no ID token');
  return token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A new account in the admin group, and its ID token: for the empty stage, which has no demo
 * admin (cognito-local takes the admin call through the gateway as Cognito would from the CLI).
 */
export async function newAdminToken(page: Page): Promise<string> {
  const { request } = page;
  const account = await newAccount(page);
  const config = (await (await request.get('/config.json')).json()) as {
    auth: { userPoolId: string };
  };
  const UserPoolId = config.auth.userPoolId;
  const found = await cognito(request, 'ListUsers', {
    UserPoolId,
    Filter: `email = "${account.email}"`,
  });
  expect(found.ok(), await found.text()).toBe(true);
  const { Users } = (await found.json()) as { Users: { Username: string }[] };
  const granted = await cognito(request, 'AdminAddUserToGroup', {
    UserPoolId,
    Username: Users[0]!.Username,
    GroupName: 'admin',
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  return idToken(request, account);
}

/** One of the caller's listings as the owner's API has it. */
export async function ownListing(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<OwnListing> {
  const response = await request.get(`/api/me/listings/${encodeURIComponent(id)}`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OwnListing;
}

/** Live (approved and active) listings of the Active tab's first `pages` pages, newest first. */
export async function liveListings(
  request: APIRequestContext,
  token: string,
  pages = 1,
): Promise<OwnListingRow[]> {
  const rows: OwnListingRow[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page++) {
    const query = new URLSearchParams({ tab: 'active', ...(cursor ? { cursor } : {}) });
    const response = await request.get(`/api/me/listings?${query}`, { headers: bearer(token) });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as OwnListingsPage;
    rows.push(...body.items);
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  // Live as a buyer sees it: not expired (decision 072) nor hidden by reports (decision 067).
  return rows.filter((row) => listingState(row) === 'live');
}

/**
 * One listing each for tests running side by side on the same seller: the `slot`-th of the
 * live listings in id order (which a boost never changes).
 */
export function listingForSlot(rows: readonly OwnListingRow[], slot: number): OwnListingRow {
  expect(rows.length).toBeGreaterThan(0);
  const byId = [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return byId[slot % byId.length]!;
}

/** The seller's payment as the API has it. */
export async function ownPayment(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<Payment> {
  const response = await request.get(`/api/me/payments/${encodeURIComponent(id)}`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Payment;
}

/**
 * Buys boosts without the browser: the checkout through the API, then Pay (or Decline) on the
 * local stand-in page, which signs and delivers the webhook event; waits until the payment has
 * left pending.
 */
export async function buyBoost(
  request: APIRequestContext,
  token: string,
  listingId: string,
  options: BoostOption[],
  action: 'pay' | 'decline' = 'pay',
): Promise<Payment> {
  const created = await request.post(`/api/me/listings/${encodeURIComponent(listingId)}/boosts`, {
    headers: bearer(token),
    data: { options },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const checkout = (await created.json()) as Checkout;
  const acted = await request.post(checkout.url, { form: { action }, maxRedirects: 0 });
  expect(acted.status(), await acted.text()).toBe(303);
  let payment: Payment | undefined;
  await expect
    .poll(
      async () => {
        payment = await ownPayment(request, token, checkout.payment_id);
        return payment.status;
      },
      { timeout: 15_000 },
    )
    .not.toBe('pending');
  return payment!;
}

/** A row of a table or a card of a list holding this text (the layouts of 1280 and 390 px). */
export function rowWith(page: Page, has: string | Locator): Locator {
  return typeof has === 'string'
    ? page.locator('tr, li').filter({ hasText: has })
    : page.locator('tr, li').filter({ has });
}
