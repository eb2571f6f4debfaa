import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '#lambdas/platform/db';
import { putProfile } from '#lambdas/account/profiles-repo';
import type { BoostType } from '#shared/boosts';
import type { Listing } from '#shared/listing';
import type { Payment, PaymentItem } from '#shared/payments';
import type { Profile } from '#shared/profile';
import { adminMirrorKeys, listingKey, paymentKey, payerPk, payerSk } from '#shared/table-keys';
import { answerOf, apiEvent, type Answer, type Handler } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { listingItem } from '#lambdas/listing/listing-writer';

/*
 * What the boost tests share: boosted listings, payment items as the payments repository
 * stores them, and handler calls with verified claims.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const iso = (ms: number) => new Date(ms).toISOString();

/** A live listing with boosts ending at these times (per type), as a succeeded payment leaves it. */
export function aBoostedListing(
  ends: Partial<Record<BoostType, number>>,
  overrides: Partial<Listing> = {},
): Listing {
  const search = ends.search_featured;
  const home = ends.homepage_featured;
  const endsAt = [search, home].filter((e): e is number => e !== undefined);
  return aListing({
    id: `boosted-${randomUUID().slice(0, 8)}`,
    search_featured: search !== undefined,
    homepage_featured: home !== undefined,
    search_featured_until: search === undefined ? null : iso(search),
    homepage_featured_until: home === undefined ? null : iso(home),
    boost_expires: endsAt.length ? iso(Math.max(...endsAt)) : null,
    created_at: iso(Date.now() - 10 * DAY),
    updated_at: iso(Date.now() - DAY),
    ...overrides,
  });
}

/** The listing item as stored, keys and all (consistent). */
export async function storedListingItem(db: Db, id: string) {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: listingKey(id), ConsistentRead: true }),
  );
  return Item;
}

export async function storeListing(db: Db, listing: Listing, writtenAt = new Date()) {
  await db.client.send(
    new PutCommand({ TableName: db.tableName, Item: listingItem(listing, writtenAt) }),
  );
  return listing;
}

type StoredPaymentFields = Payment & {
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  failure: string | null;
};

let payments = 0;

/** A payment as lambdas/payment/payments-repo.ts stores it. */
export function aPayment(overrides: Partial<StoredPaymentFields> = {}): StoredPaymentFields {
  payments += 1;
  const items: PaymentItem[] = [{ type: 'search_featured', days: 7, price_pence: 999 }];
  const created = overrides.created_at ?? new Date().toISOString();
  return {
    id: `pay-${payments}-${randomUUID().slice(0, 8)}`,
    user_id: 'seller-1',
    listing_id: 'listing-1',
    listing_title: '2019 Ford Transit Custom',
    items,
    boost_type: 'search_featured',
    amount_pence: 999,
    currency: 'gbp',
    status: 'pending',
    provider: 'local',
    transaction_id: null,
    created_at: created,
    updated_at: created,
    paid_at: null,
    refunded_at: null,
    checkout_session_id: `cs_${payments}`,
    payment_intent_id: null,
    failure: null,
    boosted_until: null,
    receipt_number: null,
    ...overrides,
  };
}

/** Writes a payment item with its keys, its admin index entry stamped `writtenAt`. */
export async function storePayment(
  db: Db,
  payment: StoredPaymentFields,
  writtenAt = new Date(payment.updated_at),
) {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...payment,
        ...paymentKey(payment.id),
        GSI1PK: payerPk(payment.user_id),
        GSI1SK: payerSk(payment),
        ...adminMirrorKeys('payments', payment.id, writtenAt),
      },
    }),
  );
  return payment;
}

export async function storedPayment(db: Db, id: string) {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: paymentKey(id), ConsistentRead: true }),
  );
  return Item;
}

export type Caller = { userId: string; email: string; name: string; admin: boolean };

let people = 0;

export function anAdmin(): Caller {
  people += 1;
  return {
    userId: `admin-${people}`,
    email: `admin${people}@vanyard.example`,
    name: `Admin ${people}`,
    admin: true,
  };
}

/** A signed-in seller outside the admin group, with a profile. */
export async function aSeller(db: Db, overrides: Partial<Profile> = {}): Promise<Caller> {
  people += 1;
  const profile: Profile = {
    id: `seller-${people}-${randomUUID().slice(0, 8)}`,
    email: `seller${people}@example.org`,
    full_name: `Seller Number ${people}`,
    phone_number: null,
    location: 'Leeds',
    website_url: null,
    seller_type: 'private_seller',
    created_at: new Date().toISOString(),
    ...overrides,
  };
  await putProfile(db, profile);
  return { userId: profile.id, email: profile.email, name: profile.full_name, admin: false };
}

export async function call(
  handler: Handler,
  method: string,
  path: string,
  options: {
    caller?: Caller;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  } = {},
): Promise<Answer> {
  const claims = options.caller && {
    sub: options.caller.userId,
    email: options.caller.email,
    name: options.caller.name,
    'cognito:groups': options.caller.admin ? '[admin]' : '',
  };
  return answerOf(
    handler,
    apiEvent(method, path, {
      pathParameters: options.params,
      query: options.query,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      claims,
    }),
  );
}
