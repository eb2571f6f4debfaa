import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '#lambdas/platform/db';
import { getListing } from '#lambdas/listing/listing-repo';
import { getCheckoutSession, getPayment, type StoredPayment } from '#lambdas/payment/payments-repo';
import { putProfile } from '#lambdas/account/profiles-repo';
import type { Logger } from '#lambdas/platform/logger';
import { localMailboxProvider } from '#lambdas/mail/local-mailbox-provider';
import { DEFAULT_MAIL_FROM, type StoredMail } from '#lambdas/mail/mail-message';
import { readMailboxFiles } from '#lambdas/mail/mailbox-files';
import { createBoostCheckout } from '#lambdas/payment/create-checkout';
import type { PaymentDeps } from '#lambdas/payment/deps';
import { handleWebhook } from '#lambdas/payment/handle-webhook';
import { localSessionEvent, type LocalSessionOutcome } from '#lambdas/payment/local-events';
import { localProvider } from '#lambdas/payment/local-provider';
import type { ProviderEvent } from '#lambdas/payment/provider';
import { signEvent } from '#lambdas/payment/signatures';
import type { Listing } from '#shared/listing';
import type { BoostOption } from '#shared/payments';
import type { Profile } from '#shared/profile';
import { BOOST_SK_PREFIX, listingPk } from '#shared/table-keys';
import { answerOf, apiEvent, type Answer, type Handler } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListing } from '#lambdas/listing/listing-writer';

/*
 * Payments on the emulators: DynamoDB Local with the real table, the local mailbox, the local
 * payment provider (its sessions in the table, its events signed by the `stripe` package), and
 * the environment the handlers read. Domain functions get these as their dependencies; handlers
 * are called as API Gateway calls them.
 */

export const WEBHOOK_SECRET = `whsec_test${randomUUID().replace(/-/g, '')}`;

/** A request the stand-in site received (the local provider posts its later events there). */
export type Received = { path: string; headers: Record<string, unknown>; body: string };

export type PaymentEmulators = {
  table: LocalTable;
  db: Db;
  mailboxDir: string;
  /** SITE_ORIGIN: a local server that records what is posted to it (nothing leaves the machine). */
  siteOrigin: string;
  received: Received[];
  stop(): Promise<void>;
};

export async function startPaymentEmulators(): Promise<PaymentEmulators> {
  const table = await startLocalTable();
  const mailboxDir = mkdtempSync(join(tmpdir(), 'vy-payments-mail-'));
  const received: Received[] = [];
  const site = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    PAYMENT_PROVIDER: 'local',
    LOCAL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SITE_ORIGIN: siteOrigin,
    MAIL_PROVIDER: 'local-mailbox',
    LOCAL_MAILBOX_DIR: mailboxDir,
  });
  return {
    table,
    db: table.db,
    mailboxDir,
    siteOrigin,
    received,
    stop: async () => {
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
      await table.stop();
      rmSync(mailboxDir, { recursive: true, force: true });
    },
  };
}

/** Log lines a domain function wrote, by level, to assert what was logged. */
export type LogLines = { level: string; message: string; data?: Record<string, unknown> }[];

export function recordingLog(lines: LogLines): Pick<Logger, 'info' | 'warn' | 'error'> {
  const at = (level: string) => (message: string, data?: Record<string, unknown>) =>
    void lines.push({ level, message, data });
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

export type Expiry = Parameters<PaymentDeps['startExpiry']>[0];

export type TestDeps = PaymentDeps & {
  expiries: Expiry[];
  /** Events the local provider sent to the webhook "later" (a refund's charge.refunded). */
  delivered: ProviderEvent[];
  logs: LogLines;
};

/**
 * The payment functions' dependencies on the emulators: the local provider and mailbox for
 * real; the expiry start (Step Functions, another part's emulator) recorded.
 */
export function testDeps(env: PaymentEmulators, overrides: Partial<PaymentDeps> = {}): TestDeps {
  const expiries: Expiry[] = [];
  const delivered: ProviderEvent[] = [];
  const logs: LogLines = [];
  const mailbox = localMailboxProvider(env.mailboxDir);
  return {
    db: env.db,
    provider: localProvider({
      db: env.db,
      siteOrigin: env.siteOrigin,
      webhookSecret: WEBHOOK_SECRET,
      deliverLater: (event) => void delivered.push(event),
    }),
    siteOrigin: env.siteOrigin,
    sendMail: (message) => mailbox.send({ ...message, from: DEFAULT_MAIL_FROM }),
    startExpiry: async (boost) => void expiries.push(boost),
    log: recordingLog(logs),
    ...overrides,
    expiries,
    delivered,
    logs,
  };
}

let people = 0;

/** A seller with a profile (the receipt goes to its address). */
export async function aPayer(db: Db, overrides: Partial<Profile> = {}): Promise<Profile> {
  people += 1;
  const profile: Profile = {
    id: `payer-${people}-${randomUUID().slice(0, 8)}`,
    email: `payer${people}.${randomUUID().slice(0, 6)}@example.org`,
    full_name: `Payer ${people}`,
    phone_number: null,
    location: 'Leeds',
    website_url: null,
    seller_type: 'private_seller',
    created_at: new Date().toISOString(),
    ...overrides,
  };
  await putProfile(db, profile);
  return profile;
}

/** A stored listing of `owner`, live unless told otherwise. */
export async function aStoredListing(
  db: Db,
  owner: Pick<Profile, 'id'>,
  overrides: Partial<Listing> = {},
): Promise<Listing> {
  const at = new Date(Date.now() - 60_000).toISOString();
  const listing = aListing({
    id: `van-${randomUUID().slice(0, 12)}`,
    user_id: owner.id,
    created_at: at,
    updated_at: at,
    views: 0,
    ...overrides,
  });
  await putListing(db, listing);
  return listing;
}

export const readListing = async (db: Db, id: string) => (await getListing(db, id))!;
export const readPayment = async (db: Db, id: string) => (await getPayment(db, id))!;

/** A pending payment for `options` and its local checkout session, through the real checkout. */
export async function aCheckout(
  deps: TestDeps,
  payer: Pick<Profile, 'id'>,
  listing: Pick<Listing, 'id'>,
  options: BoostOption[] = [{ type: 'search_featured', days: 7 }],
) {
  const checkout = await createBoostCheckout(deps, payer.id, listing.id, { options });
  const payment = await readPayment(deps.db, checkout.payment_id);
  const session = (await getCheckoutSession(deps.db, payment.checkout_session_id!, new Date()))!;
  return { checkout, payment, session };
}

/** The event Stripe would send for a session's outcome, as the local stand-in builds it. */
export async function sessionEvent(
  deps: Pick<PaymentDeps, 'db'>,
  payment: Pick<StoredPayment, 'checkout_session_id'>,
  outcome: LocalSessionOutcome,
) {
  const session = (await getCheckoutSession(deps.db, payment.checkout_session_id!, new Date()))!;
  return localSessionEvent(session, outcome, new Date());
}

/** Delivers an event to the webhook function, signed as the provider signs it. */
export function deliver(deps: PaymentDeps, event: ProviderEvent, secret = WEBHOOK_SECRET) {
  const { body, signature } = signEvent(event, secret);
  return handleWebhook(deps, body, signature);
}

/** The boost records in a listing's partition. */
export async function boostRecords(db: Db, listingId: string) {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :boost)',
      ExpressionAttributeValues: { ':pk': listingPk(listingId), ':boost': BOOST_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** An item by key, read consistently (or undefined). */
export async function itemAt(db: Db, key: { PK: string; SK: string }) {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

export async function mailsTo(env: PaymentEmulators, address: string): Promise<StoredMail[]> {
  return (await readMailboxFiles(env.mailboxDir)).filter((mail) => mail.to.includes(address));
}

/** A signed-in caller's verified claims, as the authorizer passes them. */
export type Caller = { userId: string; email: string; name: string; admin?: boolean };

export const callerOf = (profile: Profile, admin = false): Caller => ({
  userId: profile.id,
  email: profile.email,
  name: profile.full_name,
  admin,
});

export function anAdmin(): Caller {
  people += 1;
  return {
    userId: `admin-${people}`,
    email: `admin${people}@vanyard.example`,
    name: `Admin ${people}`,
    admin: true,
  };
}

/** Calls a handler as API Gateway would, as `caller` (anonymous when undefined). */
export function call(
  handler: Handler,
  method: string,
  path: string,
  options: {
    caller?: Caller;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const caller = options.caller;
  return answerOf(
    handler,
    apiEvent(method, path, {
      pathParameters: options.params,
      query: options.query,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      headers: options.headers,
      claims: caller
        ? {
            sub: caller.userId,
            email: caller.email,
            name: caller.name,
            'cognito:groups': caller.admin ? '[admin]' : '',
          }
        : undefined,
    }),
  );
}
