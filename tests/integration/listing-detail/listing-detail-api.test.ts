import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '#lambdas/listing/listing-repo';
import { listingKey, viewsKey } from '#shared/table-keys';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { handler as detailHandler } from '#lambdas/handlers/listing-detail';
import { handler as featuredHandler } from '#lambdas/handlers/featured-listings';
import { handler as enquiryHandler } from '#lambdas/handlers/listing-enquiry';
import { handler as phoneHandler } from '#lambdas/handlers/listing-phone';
import { handler as similarHandler } from '#lambdas/handlers/listing-similar';
import { handler as viewsHandler } from '#lambdas/handlers/listing-views';
import { handler as searchHandler } from '#lambdas/handlers/search-listings';
import { clientKey } from '#lambdas/http/client-key';
import { readMailboxFiles } from '#lambdas/mail/mailbox-files';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import type { Listing } from '#shared/listing';
import type { ListingDetailResponse } from '#shared/listing-detail';
import type { Profile } from '#shared/profile';
import { modelMatches } from '#shared/search/model-match';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';
import { putListingsBatch } from '#lambdas/listing/listing-writer';

// The listing detail API end to end on DynamoDB Local, s3rver and the local mailbox.
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const SELLER_EMAIL = 'sales@hidden-dealer.example';
const profile = (overrides: Partial<Profile>): Profile => ({
  id: 'seller-1',
  email: SELLER_EMAIL,
  full_name: 'Hidden Dealer Ltd',
  phone_number: '0113 496 0123',
  location: 'Leeds',
  website_url: 'https://www.hidden-dealer.example',
  seller_type: 'trade_dealer',
  created_at: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

// Transit Customs around Leeds at growing distances; others that must never be similar.
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const live = aListing({ id: 'live-1', ulez_compliant: null, fuel_type: 'diesel', year: 2015 });
const boosted = aListing({ id: 'boosted', search_featured: true, boost_expires: inDays(3) });
const expired = aListing({
  id: 'expired',
  search_featured: true,
  homepage_featured: true,
  boost_expires: inDays(-1),
});
const sold = aListing({ id: 'sold-1', status: 'sold', ...LEEDS });
const pending = aListing({ id: 'pending-1', approval_status: 'pending' });
const rejected = aListing({ id: 'rejected-1', approval_status: 'rejected' });
const rejectedSold = aListing({ id: 'rejected-sold', approval_status: 'rejected', status: 'sold' });
const inactive = aListing({ id: 'inactive-1', status: 'inactive', ...LEEDS });
const disabled = aListing({ id: 'disabled-1', owner_disabled: true, ...LEEDS });
const noPhone = aListing({ id: 'no-phone', user_id: 'seller-nophone' });
const noEmail = aListing({ id: 'no-email', user_id: 'seller-noemail' });
const near = (id: string, milesNorth: number) =>
  aListing({ id, latitude: LEEDS.latitude + milesNorth / 69, longitude: LEEDS.longitude });
const similarOnes = [
  near('near-5', 5),
  near('near-20', 20),
  near('near-60', 60),
  near('near-150', 150),
];
const otherModel = aListing({ id: 'other-model', model: 'Transit Connect', ...LEEDS });
const otherMake = aListing({ id: 'other-make', make: 'Vauxhall', model: 'Vivaro', ...LEEDS });
const alone = aListing({ id: 'alone', make: 'Nissan', model: 'NV400' });
const viewed = aListing({ id: 'viewed', views: 7 });
const all: Listing[] = [
  live,
  boosted,
  expired,
  sold,
  pending,
  rejected,
  rejectedSold,
  inactive,
  disabled,
  noPhone,
  noEmail,
  ...similarOnes,
  otherModel,
  otherMake,
  alone,
  viewed,
];

/** What the tests read from an answer: an error, or cards; other shapes are checked whole. */
type ApiBody = {
  error: { code: string; message: string; fields: Record<string, string[]> };
  items: { id: string; make: string; model: string }[];
};

let emulators: SearchEmulators;
let mailboxDir: string;
let ipCounter = 0;
/** Each test its own client address, so rate limits of one test never touch another. */
const newIp = () => `203.0.113.${++ipCounter}`;

async function call(
  handler: Handler,
  method: string,
  path: string,
  options: { id: string; body?: unknown; rawBody?: string; ip?: string },
) {
  const event = apiEvent(method, path, {
    pathParameters: { id: options.id },
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  event.requestContext.http.sourceIp = options.ip ?? '198.51.100.1';
  const response = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  const text = response.body ?? '';
  return {
    status: response.statusCode ?? 0,
    headers: response.headers ?? {},
    text,
    body: (text ? JSON.parse(text) : {}) as ApiBody,
  };
}

const detail = (id: string) => call(detailHandler, 'GET', `/api/listings/${id}`, { id });
const phone = (id: string, ip?: string) =>
  call(phoneHandler, 'GET', `/api/listings/${id}/phone`, { id, ip });
const similar = (id: string) => call(similarHandler, 'GET', `/api/listings/${id}/similar`, { id });
const view = (id: string) => call(viewsHandler, 'POST', `/api/listings/${id}/views`, { id });
const enquire = (id: string, body: unknown, ip = newIp()) =>
  call(enquiryHandler, 'POST', `/api/listings/${id}/enquiries`, { id, body, ip });

const goodEnquiry = {
  name: 'Jo Buyer',
  email: 'jo.buyer@example.org',
  phone: '07700 900123',
  message: 'Is the van still available? Could I see it on Saturday?',
  company: '',
};

async function storedEnquiries(listingId: string) {
  const result = await emulators.db.client.send(
    new QueryCommand({
      TableName: emulators.db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :enquiry)',
      ExpressionAttributeValues: { ':pk': `LISTING#${listingId}`, ':enquiry': 'ENQUIRY#' },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

beforeAll(async () => {
  emulators = await startSearchEmulators();
  mailboxDir = mkdtempSync(join(tmpdir(), 'vy-mailbox-'));
  Object.assign(process.env, {
    MAIL_PROVIDER: 'local-mailbox',
    LOCAL_MAILBOX_DIR: mailboxDir,
    SITE_ORIGIN: 'https://vanyard.example',
  });
  await putProfilesBatch(emulators.db, [
    profile({}),
    profile({ id: 'seller-nophone', phone_number: null, email: 'private@hidden.example' }),
    profile({ id: 'seller-noemail', email: '' }),
  ]);
  await putListingsBatch(emulators.db, all);
  await emulators.snapshotForHandlers();
}, 120_000);

afterAll(async () => {
  resetSearchIndex();
  await emulators?.stop();
  if (mailboxDir) rmSync(mailboxDir, { recursive: true, force: true });
});

describe('GET /api/listings/{id}', () => {
  it('shows a live listing without owner, postcode, geohash or views, with a seller card', async () => {
    const { status, body, headers, text } = await detail('live-1');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    const answer = body as unknown as ListingDetailResponse;
    if (answer.availability !== 'live') throw new Error('expected live');
    expect(answer.path).toBe('/used-vans/ford/transit-custom/2015/leeds/live-1');
    for (const hidden of ['user_id', 'postcode', 'geohash', 'views']) {
      expect(answer.listing).not.toHaveProperty(hidden);
    }
    // Unset by the seller: derived (a 2015 diesel is not ULEZ compliant).
    expect(answer.listing.ulez_compliant).toBe(false);
    expect(answer.seller).toEqual({
      name: 'Hidden Dealer Ltd',
      website: 'https://www.hidden-dealer.example/',
      seller_type: 'trade_dealer',
      has_phone: true,
      has_email: true,
      dealer_slug: null,
    });
    expect(text).not.toContain(SELLER_EMAIL);
    expect(text).not.toContain('0113 496 0123');
  });

  it('is featured only while the boost runs', async () => {
    const on = (await detail('boosted')).body as unknown as ListingDetailResponse;
    const off = (await detail('expired')).body as unknown as ListingDetailResponse;
    expect(on).toMatchObject({ availability: 'live', featured: true, homepage_featured: false });
    expect(off).toMatchObject({ availability: 'live', featured: false, homepage_featured: false });
  });

  it.each([
    ['sold-1', 'sold'],
    ['inactive-1', 'removed'],
    ['disabled-1', 'removed'],
  ])('shows %s as unavailable (%s) with only what the view needs', async (id, reason) => {
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body).toEqual({
      availability: 'unavailable',
      reason,
      path: `/used-vans/ford/transit-custom/2019/leeds/${id}`,
      id,
      year: 2019,
      make: 'Ford',
      model: 'Transit Custom',
      make_slug: 'ford',
      model_slug: 'transit-custom',
    });
  });

  it.each(['pending-1', 'rejected-1', 'rejected-sold'])(
    'answers %s, never approved, as 404 not_found like an unknown id',
    async (id) => {
      const { status, body } = await detail(id);
      expect(status).toBe(404);
      expect(body.error).toEqual({ code: 'not_found', message: 'This van could not be found.' });
    },
  );

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await detail('no-such-van')).status).toBe(404);
    expect((await detail('no-such-van')).body.error.code).toBe('not_found');
    const bad = await detail('<script>');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['path.id']).toEqual(['Not a valid listing id']);
    expect((await detail('x'.repeat(65))).status).toBe(400);
  });
});

describe('GET /api/listings/{id}/phone', () => {
  it("reveals the seller's number, never cached, never with the e-mail", async () => {
    const { status, body, headers, text } = await phone('live-1', newIp());
    expect(status).toBe(200);
    expect(body).toEqual({ phone: '0113 496 0123' });
    expect(headers['cache-control']).toBe('no-store');
    expect(text).not.toContain(SELLER_EMAIL);
  });

  it('answers 404 no_phone when the seller gave none, 404 not_found when not live', async () => {
    const ip = newIp();
    const none = await phone('no-phone', ip);
    expect(none.status).toBe(404);
    expect(none.body.error).toEqual({
      code: 'no_phone',
      message: 'The seller has not provided a phone number.',
    });
    for (const id of ['sold-1', 'pending-1', 'rejected-1', 'no-such-van']) {
      const answer = await phone(id, ip);
      expect(answer.status, id).toBe(404);
      expect(answer.body.error.code, id).toBe('not_found');
    }
  });

  it('answers 429 with Retry-After past 10 reveals a minute from one client', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 14 }, () => phone('live-1', ip)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body.error.code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Sliding window: at most the rest of this minute plus 10 % of the next (6 s).
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(66);
    // Another client is not affected.
    expect((await phone('live-1', newIp())).status).toBe(200);
  });

  it('stores a hashed client key with a TTL, never the address', async () => {
    const ip = newIp();
    await phone('live-1', ip);
    const event = apiEvent('GET', '/x');
    event.requestContext.http.sourceIp = ip;
    const { Items = [] } = await emulators.db.client.send(
      new QueryCommand({
        TableName: emulators.db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `RATE#phone#${clientKey(event, 'phone', 'local')}` },
        ConsistentRead: true,
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items[0]).toMatchObject({ count: 1 });
    expect(Items[0]!.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(Items[0]!.expires_at).toBeLessThanOrEqual(Date.now() / 1000 + 121);
    expect(JSON.stringify(Items)).not.toContain(ip);
  });
});

describe('GET /api/listings/{id}/similar', () => {
  it('gives up to 3 live vans of the same make and model, nearest first, never itself', async () => {
    const { status, body, text } = await similar('live-1');
    expect(status).toBe(200);
    const ids = (body.items as { id: string; make: string; model: string }[]).map((c) => c.id);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain('live-1');
    for (const excluded of ['sold-1', 'pending-1', 'rejected-1', 'other-model', 'other-make']) {
      expect(ids).not.toContain(excluded);
    }
    for (const card of body.items as { make: string; model: string }[]) {
      expect(card.make).toBe('Ford');
      expect(modelMatches(card.model, 'Transit Custom')).toBe(true);
    }
    // The fixtures at Leeds itself (distance 0) come before the ones 5 and 20 miles north.
    expect(ids.slice(0, 3).every((id) => !['near-60', 'near-150'].includes(id))).toBe(true);
    expect(text).not.toContain(SELLER_EMAIL);
  });

  it('orders by distance from the viewed van', async () => {
    const { body } = await similar('near-150');
    const ids = (body.items as { id: string }[]).map((c) => c.id);
    expect(ids).toEqual(['near-60', 'near-20', 'near-5']);
  });

  it('answers an empty list, and no price band, when there is no other van of the model', async () => {
    const { status, body } = await similar('alone');
    expect(status).toBe(200);
    // No comparables: the band needs at least 5 (decision 066).
    expect(body).toEqual({ items: [], price_indicator: null });
  });

  it('answers 404 for a listing that is not live or unknown', async () => {
    for (const id of ['sold-1', 'pending-1', 'no-such-van']) {
      expect((await similar(id)).status, id).toBe(404);
    }
  });
});

describe('POST /api/listings/{id}/views', () => {
  it('adds every one of 20 concurrent views to the counter item, never writing the listing', async () => {
    const read = (key: { PK: string; SK: string }) =>
      emulators.db.client.send(
        new GetCommand({ TableName: emulators.db.tableName, Key: key, ConsistentRead: true }),
      );
    const listingBefore = (await read(listingKey('viewed'))).Item;
    const answers = await Promise.all(Array.from({ length: 20 }, () => view('viewed')));
    expect(answers.every((a) => a.status === 204)).toBe(true);
    expect((await read(viewsKey('viewed'))).Item).toEqual({ ...viewsKey('viewed'), views: 27 });
    const listingAfter = (await read(listingKey('viewed'))).Item;
    expect(listingAfter).toEqual(listingBefore);
    expect(listingAfter).not.toHaveProperty('views');
    expect((await getListing(emulators.db, 'viewed'))?.views).toBe(27);
  });

  it('answers 404 and writes nothing for a listing that is not live or unknown', async () => {
    for (const id of ['sold-1', 'pending-1', 'rejected-1', 'no-such-van']) {
      expect((await view(id)).status, id).toBe(404);
    }
    const { Item } = await emulators.db.client.send(
      new GetCommand({
        TableName: emulators.db.tableName,
        Key: listingKey('no-such-van'),
        ConsistentRead: true,
      }),
    );
    expect(Item).toBeUndefined();
    // The counters stay as the fixtures wrote them (10 views each); none appears for no listing.
    for (const [id, views] of [
      ['sold-1', 10],
      ['pending-1', 10],
      ['rejected-1', 10],
      ['no-such-van', undefined],
    ] as const) {
      const counter = await emulators.db.client.send(
        new GetCommand({
          TableName: emulators.db.tableName,
          Key: viewsKey(id),
          ConsistentRead: true,
        }),
      );
      expect(counter.Item?.views, id).toBe(views);
    }
  });
});

describe('POST /api/listings/{id}/enquiries', () => {
  it('stores the enquiry and e-mails the seller with reply-to the buyer, as inert text', async () => {
    const message = '<script>alert("x")</script> <b>Still for sale?</b>';
    const { status, body, text } = await enquire('live-1', { ...goodEnquiry, message });
    expect(status).toBe(201);
    expect(body).toEqual({ status: 'sent' });
    expect(text).not.toContain(SELLER_EMAIL);

    const [stored] = await storedEnquiries('live-1');
    expect(stored).toMatchObject({
      name: 'Jo Buyer',
      email: 'jo.buyer@example.org',
      phone: '07700 900123',
      message,
      seller_id: 'seller-1',
    });
    expect(stored!.SK).toMatch(/^ENQUIRY#\d{4}-\d\d-\d\dT.*#[0-9a-f-]{36}$/);
    expect(stored!.expires_at).toBeGreaterThan(Date.now() / 1000 + 80 * 86_400);

    const mails = (await readMailboxFiles(mailboxDir)).filter((m) => m.text.includes(message));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: [SELLER_EMAIL], replyTo: 'jo.buyer@example.org' });
    expect(mails[0]!.html).toBeUndefined();
    expect(mails[0]!.subject).toBe('Enquiry about your 2015 Ford Transit Custom');
    // An absolute link the seller can open from the mail (SITE_ORIGIN).
    expect(mails[0]!.text).toContain(
      'https://vanyard.example/used-vans/ford/transit-custom/2015/leeds/live-1',
    );
  });

  it('answers a filled honeypot as sent, storing and sending nothing', async () => {
    const before = (await readMailboxFiles(mailboxDir)).length;
    const { status, body } = await enquire('boosted', { ...goodEnquiry, company: 'Spam Ltd' });
    expect(status).toBe(201);
    expect(body).toEqual({ status: 'sent' });
    expect(await storedEnquiries('boosted')).toEqual([]);
    expect((await readMailboxFiles(mailboxDir)).length).toBe(before);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Please enter your name'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an invalid phone', { phone: '12345' }, 'phone', 'Please enter a valid UK phone number'],
    ['an empty message', { message: '' }, 'message', 'Please enter a message'],
    [
      'a name that forges a mail line',
      { name: 'Sam\nEmail: attacker@example.com' },
      'name',
      'Please keep this to one line, without line breaks or special characters',
    ],
    [
      'a message with a control character',
      { message: 'Hello\u0007there' },
      'message',
      'Please remove special characters (line breaks are fine)',
    ],
    [
      'an oversized message',
      { message: 'x'.repeat(2001) },
      'message',
      'Please keep your message under 2000 characters',
    ],
  ])('answers 400 for %s, with the field message', async (_, change, field, message) => {
    const { status, body } = await enquire('live-1', { ...goodEnquiry, ...change });
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
    expect(body.error.fields[field]).toEqual([message]);
  });

  it('answers 400 for a missing body or bad JSON and 413 past 16 KB', async () => {
    const ip = newIp();
    const post = (rawBody: string | undefined) =>
      call(enquiryHandler, 'POST', '/api/listings/live-1/enquiries', { id: 'live-1', rawBody, ip });
    expect((await post(undefined)).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    const huge = JSON.stringify({ ...goodEnquiry, message: 'x'.repeat(17 * 1024) });
    expect((await post(huge)).status).toBe(413);
  });

  it('answers 409 listing_unavailable for a listing not live or a seller without e-mail', async () => {
    for (const id of ['sold-1', 'pending-1', 'no-email']) {
      const { status, body } = await enquire(id, goodEnquiry);
      expect(status, id).toBe(409);
      expect(body.error.code, id).toBe('listing_unavailable');
    }
    expect((await enquire('no-such-van', goodEnquiry)).status).toBe(404);
    expect(await storedEnquiries('sold-1')).toEqual([]);
  });

  it('answers 429 past 5 enquiries an hour from one client', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await enquire('no-phone', { ...goodEnquiry, message: `Flood ${i}` }, ip)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await storedEnquiries('no-phone')).toHaveLength(5);
  });
});

describe("the sellers' e-mail addresses", () => {
  it('appear in no answer of any public API, whatever the listing', async () => {
    const emails = [SELLER_EMAIL, 'private@hidden.example'];
    const texts: string[] = [];
    for (const listing of all) {
      texts.push((await detail(listing.id)).text, (await similar(listing.id)).text);
      texts.push((await phone(listing.id, newIp())).text);
      texts.push((await enquire(listing.id, { ...goodEnquiry, email: 'x' })).text);
    }
    const queries: Record<string, string>[] = [{}, { make: 'ford' }, { search: 'hidden dealer' }];
    for (const query of queries) {
      const event = apiEvent('GET', '/api/listings/search', { query });
      const response = (await searchHandler(event, lambdaContext)) as { body?: string };
      texts.push(response.body ?? '');
    }
    const featured = (await featuredHandler(
      apiEvent('GET', '/api/listings/featured'),
      lambdaContext,
    )) as { body?: string };
    texts.push(featured.body ?? '');

    // The sweep read real answers: vans and seller names are in them, the addresses never.
    const everything = texts.join('\n');
    expect(everything).toContain('Hidden Dealer Ltd');
    expect(everything).toContain('"items":[{');
    for (const email of emails) expect(everything).not.toContain(email);
  });
});
