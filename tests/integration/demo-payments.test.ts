import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { S3Client } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { seedDemoData } from '#infra/local/demo-data/seed-demo-data';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { startS3Local } from '#infra/local/stage/emulators/s3';
import { startStreamPoller, type StreamPoller } from '#infra/local/stage/workers/stream-poller';
import { resetAdminMirrors } from '#lambdas/admin/mirror/admin-mirror';
import { getListing } from '#lambdas/listing/listing-repo';
import { paymentFromItem, type StoredPayment } from '#lambdas/payment/payments-repo';
import { handler as adminBoostsHandler } from '#lambdas/handlers/admin-boosts';
import { handler as adminPaymentsHandler } from '#lambdas/handlers/admin-payments';
import { handler as statsHandler } from '#lambdas/handlers/admin-stats';
import { handler as figuresHandler } from '#lambdas/handlers/project-admin-figures';
import { handler as receiptHandler } from '#lambdas/handlers/own-payment-receipt';
import { lastReceiptNumber } from '#lambdas/payment/receipt-numbers';
import type { AdminBoostRow, AdminBoostsPage, AdminPaymentsPage } from '#shared/admin/payments';
import type { AdminStats } from '#shared/admin/dashboard';
import type { Listing } from '#shared/listing';
import { formatReceiptNumber } from '#shared/receipts';
import {
  BOOST_SK_PREFIX,
  LISTING_PK_PREFIX,
  LISTING_SK,
  PAYMENT_PK_PREFIX,
} from '#shared/table-keys';
import { apiEvent, answerOf, type Answer, type Handler } from '../support/api-event';
import { startLocalTable, type LocalTable } from '../support/local-table';

// Issue 28: the demo data's boosts and money agree. Seeded on DynamoDB Local and s3rver as the
// local stage seeds a new table, with the AdminFigures consumer reading its stream from the
// start as the stage does; then the admin dashboard's Boosting Revenue, Admin Payments and
// Admin Boosts are checked against the rows the seed wrote.
const COUNT = 60;
const SEED = 9;
const ADMIN = { sub: 'admin-demo', 'cognito:groups': '[admin]' };
const BUCKET = 'vanyard-demo-payments-images';
// Nothing here reads a photo: each drawing is stored once and shared (as the browser tests'
// stage seeds), not three widths for every photo of every listing (decision 068).
const IMAGE_MODE = 'stock' as const;

let table: LocalTable;
let s3local: RunningEmulator;
let s3: S3Client;
let dir: string;
let poller: StreamPoller;
let clients: { destroy(): void }[] = [];
let listings: Listing[] = [];
let payments: StoredPayment[] = [];
let boostRecords: Record<string, unknown>[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vy-demo-payments-'));

  [table, s3local] = await Promise.all([
    startLocalTable(),
    startS3Local({ dataDir: join(dir, 's3'), buckets: [BUCKET] }),
  ]);
  const config = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  s3 = new S3Client({ ...config, endpoint: s3local.endpoint, forcePathStyle: true });
  const dynamodb = new DynamoDBClient({ ...config, endpoint: table.emulator.endpoint });
  const streams = new DynamoDBStreamsClient({ ...config, endpoint: table.emulator.endpoint });
  clients = [dynamodb, streams, s3];
  poller = await startStreamPoller({
    dynamodb,
    streams,
    tableName: table.db.tableName,
    consumer: STREAM_CONSUMERS.find((c) => c.id === 'AdminFigures')!,
    invoke: (event) => figuresHandler(event),
    log: (line) => console.warn(line),
    idleMs: 50,
    fromStart: true,
  });
  await seedDemoData(
    { db: table.db, s3, imagesBucket: BUCKET },
    { count: COUNT, seed: SEED, now: new Date(), imageMode: IMAGE_MODE },
  );
  await poller.drain();
  resetAdminMirrors();

  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.db.client.send(
      new ScanCommand({ TableName: table.db.tableName, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  payments = items.filter((i) => String(i.PK).startsWith(PAYMENT_PK_PREFIX)).map(paymentFromItem);
  const ids = items
    .filter((i) => String(i.PK).startsWith(LISTING_PK_PREFIX) && i.SK === LISTING_SK)
    .map((i) => String(i.PK).slice(LISTING_PK_PREFIX.length));
  listings = (await Promise.all(ids.map((id) => getListing(table.db, id)))).map((l) => l!);
  boostRecords = items.filter(
    (i) => String(i.PK).startsWith(LISTING_PK_PREFIX) && String(i.SK).startsWith(BOOST_SK_PREFIX),
  );
}, 300_000);

afterAll(async () => {
  await poller?.stop();
  clients.forEach((client) => client.destroy());
  await Promise.allSettled([table?.stop(), s3local?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function scanPayments(): Promise<StoredPayment[]> {
  const found: StoredPayment[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.db.client.send(
      new ScanCommand({
        TableName: table.db.tableName,
        ExclusiveStartKey: start,
        FilterExpression: 'begins_with(PK, :payment)',
        ExpressionAttributeValues: { ':payment': PAYMENT_PK_PREFIX },
        ConsistentRead: true,
      }),
    );
    found.push(...(page.Items ?? []).map(paymentFromItem));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

const asAdmin = (handler: Handler, path: string, query: Record<string, string> = {}) =>
  answerOf(handler, apiEvent('GET', path, { query, claims: ADMIN }));

async function allPages<T>(read: (page: number) => Promise<Answer>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    rows.push(...(answer.body.rows as T[]));
    if (page * answer.body.page_size >= answer.body.matched) return rows;
  }
}

const boosted = () => listings.filter((l) => l.search_featured || l.homepage_featured);
const paid = () => payments.filter((p) => p.status === 'succeeded');

describe('the demo boosts and their payments', () => {
  it('give every demo boost its paid payment and boost record', () => {
    expect(boosted().length).toBeGreaterThanOrEqual(5);
    expect(
      paid()
        .map((p) => p.listing_id)
        .sort(),
    ).toEqual(
      boosted()
        .map((l) => l.id)
        .sort(),
    );
    for (const listing of boosted()) {
      const payment = paid().find((p) => p.listing_id === listing.id)!;
      expect(payment.user_id).toBe(listing.user_id);
      expect(payment.items.map((item) => item.type).sort()).toEqual(
        (['search_featured', 'homepage_featured'] as const).filter((type) => listing[type]).sort(),
      );
      // Paid after the van was listed, and each type bought ends when the listing says.
      expect(Date.parse(payment.paid_at!)).toBeGreaterThan(Date.parse(listing.created_at));
      for (const item of payment.items) {
        const end =
          item.type === 'search_featured'
            ? listing.search_featured_until
            : listing.homepage_featured_until;
        expect(payment.boosted_until![item.type]).toBe(end);
        expect(Date.parse(end!) - Date.parse(payment.paid_at!)).toBe(item.days * 86_400_000);
      }
      expect(boostRecords.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    }
  });

  it('number the receipts 1 to N in the order paid, the counter at N', async () => {
    const numbered = [...paid()].sort((a, b) => a.paid_at!.localeCompare(b.paid_at!));
    expect(numbered.map((p) => p.receipt_number)).toEqual(numbered.map((_, i) => i + 1));
    expect(await lastReceiptNumber(table.db)).toBe(numbered.length);
    expect(payments.filter((p) => p.status !== 'succeeded').every((p) => !p.receipt_number)).toBe(
      true,
    );
    // Each opens as a VAT receipt with VanYard's demo company details.
    const first = numbered[0]!;
    const receipt = await answerOf(
      receiptHandler,
      apiEvent('GET', `/api/me/payments/${first.id}/receipt`, {
        pathParameters: { id: first.id },
        claims: { sub: first.user_id },
      }),
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(receipt.body.number).toBe(formatReceiptNumber(1));
    expect(receipt.body.supplier.vat_number).toMatch(/^GB\d{9}$/);
  });

  it('make the dashboard’s Boosting Revenue the sum of the paid payments', async () => {
    const answer = await asAdmin(statsHandler, '/api/admin/stats');
    expect(answer.status).toBe(200);
    const stats = answer.body as AdminStats;
    const revenue = paid().reduce((sum, p) => sum + p.amount_pence, 0);
    expect(revenue).toBeGreaterThan(0);
    expect(stats.boostingRevenuePence).toBe(revenue);
  });

  it('show every payment in Admin Payments, the succeeded ones totalling the revenue', async () => {
    const rows = await allPages<AdminPaymentsPage['rows'][number]>((page) =>
      asAdmin(adminPaymentsHandler, '/api/admin/payments', { page: String(page) }),
    );
    expect(rows.map((r) => r.id).sort()).toEqual(payments.map((p) => p.id).sort());
    const succeeded = await asAdmin(adminPaymentsHandler, '/api/admin/payments', {
      status: 'succeeded',
    });
    const page = succeeded.body as AdminPaymentsPage;
    expect(page.matched).toBeGreaterThan(0);
    expect(page.matched).toBe(paid().length);
    expect(page.totals.succeeded_pence).toBe(paid().reduce((sum, p) => sum + p.amount_pence, 0));
  });

  it('show each running boost in Admin Boosts with the end its payment bought', async () => {
    const now = Date.now();
    const rows = await allPages<AdminBoostRow>((page) =>
      asAdmin(adminBoostsHandler, '/api/admin/boosts', { page: String(page) }),
    );
    const running = boosted().flatMap((l) =>
      (['search_featured', 'homepage_featured'] as const)
        .filter((type) => l[type] && Date.parse(l.boost_expires!) > now)
        .map((type) => `${l.id}:${type}`),
    );
    expect(rows.map((r) => `${r.listing_id}:${r.type}`).sort()).toEqual(running.sort());
    for (const row of rows) {
      const payment = paid().find((p) => p.listing_id === row.listing_id)!;
      expect(payment.boosted_until![row.type]).toBe(row.ends_at);
    }
    const first = await asAdmin(adminBoostsHandler, '/api/admin/boosts');
    const page = first.body as AdminBoostsPage;
    expect(page.total).toBe(page.matched);
    expect(page.counts.running).toBe(running.length);
  });

  it('are the same payments, with the same numbers, when the same seed is written again', async () => {
    const before = new Map(paid().map((p) => [p.id, p.receipt_number]));
    const last = await lastReceiptNumber(table.db);
    await seedDemoData(
      { db: table.db, s3, imagesBucket: BUCKET },
      { count: COUNT, seed: SEED, now: new Date(Date.now() + 60_000), imageMode: IMAGE_MODE },
    );
    await poller.drain();
    const again = (await scanPayments()).filter((p) => p.status === 'succeeded');
    expect(new Map(again.map((p) => [p.id, p.receipt_number]))).toEqual(before);
    expect(await lastReceiptNumber(table.db)).toBe(last);
    const stats = (await asAdmin(statsHandler, '/api/admin/stats')).body as AdminStats;
    expect(stats.boostingRevenuePence).toBe(again.reduce((sum, p) => sum + p.amount_pence, 0));
  });
});
