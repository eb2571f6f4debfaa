import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { lineLogger } from '#infra/local/line-logger';
import { REPO_ROOT } from '#infra/local/repo-root';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startStreamPoller, type StreamPoller } from '#infra/local/stage/workers/stream-poller';
import { projectAdminFigures } from '#lambdas/admin/figures/project-figures';
import { rebuildAdminFigures } from '#lambdas/admin/figures/rebuild-figures';
import { ukDay } from '#lambdas/platform/uk-day';
import { auditPuts, newAuditEntry } from '#lambdas/admin/audit/audit-repo';
import { putProfile } from '#lambdas/account/profiles-repo';
import { handler as statsHandler } from '#lambdas/handlers/admin-stats';
import { handler as figuresHandler } from '#lambdas/handlers/project-admin-figures';
import { adminStatsSchema, type AdminStats } from '#shared/admin/dashboard';
import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import {
  ACTIVITY_PK,
  FIGURES_PK,
  FIGURES_TOTALS_KEY,
  listingKey,
  profileKey,
} from '#shared/table-keys';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { listingRecord } from '../../support/figure-stream-records';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListing } from '#lambdas/listing/listing-writer';

// The AdminFigures consumer end to end: writes to DynamoDB Local, its stream read as Lambda's
// event source mapping reads it, the real handler, the counters, and the stats route.
const run = promisify(execFile);
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const CLI = join(REPO_ROOT, 'infra', 'local', 'cli', 'figures-rebuild.ts');
const consumer = STREAM_CONSUMERS.find((c) => c.id === 'AdminFigures')!;
const log = lineLogger(() => undefined, 'test');

let table: LocalTable;
let poller: StreamPoller;
let clients: { destroy(): void }[] = [];
/** Every batch the poller handed to the handler, to deliver one again. */
const delivered: DynamoDBStreamEvent[] = [];

beforeAll(async () => {
  table = await startLocalTable();
  const config = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient({ ...config, endpoint: table.emulator.endpoint });
  const streams = new DynamoDBStreamsClient({ ...config, endpoint: table.emulator.endpoint });
  clients = [dynamodb, streams];
  poller = await startStreamPoller({
    dynamodb,
    streams,
    tableName: table.db.tableName,
    consumer,
    invoke: (event) => {
      delivered.push(event);
      return figuresHandler(event);
    },
    log: (line) => console.warn(line),
    idleMs: 50,
  });
});

afterAll(async () => {
  await poller?.stop();
  clients.forEach((client) => client.destroy());
  await table?.stop();
});

const now = () => new Date().toISOString();
const today = () => ukDay(new Date())!;

async function totals() {
  const { Item } = await table.db.client.send(
    new GetCommand({
      TableName: table.db.tableName,
      Key: FIGURES_TOTALS_KEY,
      ConsistentRead: true,
    }),
  );
  const { live = 0, sold = 0, pending = 0, users = 0, revenue_pence = 0 } = Item ?? {};
  return { live, sold, pending, users, revenue_pence };
}

async function stats(
  claims: Record<string, unknown> = { sub: 'admin-1', 'cognito:groups': '[admin]' },
) {
  const response = await statsHandler(
    apiEvent('GET', '/api/admin/stats', { claims }),
    lambdaContext,
  );
  return { status: response.statusCode, body: JSON.parse(String(response.body)) as AdminStats };
}

const dayOf = (body: AdminStats, day: string) => body.daily.find((d) => d.date === day);

async function write(listing: Listing) {
  await putListing(table.db, listing);
  await poller.drain();
}

describe('the admin figures consumer on DynamoDB Local', () => {
  let before: Awaited<ReturnType<typeof totals>>;
  let created: number;
  let approved: number;
  const pending = aListing({
    id: 'fig-pending',
    title: 'Pending Van',
    approval_status: 'pending',
    created_at: now(),
    updated_at: now(),
  });

  beforeAll(async () => {
    before = await totals();
    const day = dayOf((await stats()).body, today());
    created = day?.created ?? 0;
    approved = day?.approved ?? 0;
  });

  it('counts a new listing waiting for review as pending and created today, with its activity', async () => {
    await write(pending);
    expect(await totals()).toEqual({ ...before, pending: before.pending + 1 });
    const { body } = await stats();
    expect(dayOf(body, today())).toEqual({ date: today(), created: created + 1, approved });
    expect(body.recentActivity[0]).toEqual({
      at: pending.created_at,
      kind: 'listing',
      text: 'New listing: Pending Van',
      href: '/admin/listings/fig-pending',
    });
  });

  it('moves an approved listing from pending to live and counts the approval today', async () => {
    await write({ ...pending, approval_status: 'approved', updated_at: now() });
    expect(await totals()).toEqual({ ...before, live: before.live + 1 });
    expect(dayOf((await stats()).body, today())).toEqual({
      date: today(),
      created: created + 1,
      approved: approved + 1,
    });
  });

  it('moves a sold listing from live to sold, and a deleted one out', async () => {
    await write({ ...pending, approval_status: 'approved', status: 'sold', updated_at: now() });
    expect(await totals()).toEqual({ ...before, sold: before.sold + 1 });
    await table.db.client.send(
      new DeleteCommand({ TableName: table.db.tableName, Key: listingKey(pending.id) }),
    );
    await poller.drain();
    expect(await totals()).toEqual(before);
    // Created and approved stay counted: they happened.
    expect(dayOf((await stats()).body, today())).toMatchObject({
      created: created + 1,
      approved: approved + 1,
    });
  });

  it('counts a new user, with a line naming them, and one removed no more', async () => {
    const profile: Profile = {
      id: 'fig-user',
      email: 'jo@example.com',
      full_name: 'Jo Bloggs',
      phone_number: null,
      location: 'York',
      website_url: null,
      seller_type: 'private_seller',
      created_at: now(),
    };
    await putProfile(table.db, profile);
    await poller.drain();
    expect((await totals()).users).toBe(before.users + 1);
    expect((await stats()).body.recentActivity[0]).toEqual({
      at: profile.created_at,
      kind: 'user',
      text: 'New user: Jo Bloggs',
      href: '/admin/users/fig-user',
    });
    await table.db.client.send(
      new DeleteCommand({ TableName: table.db.tableName, Key: profileKey(profile.id) }),
    );
    await poller.drain();
    expect((await totals()).users).toBe(before.users);
  });

  it('counts a batch delivered twice once', async () => {
    await write(aListing({ id: 'fig-twice', created_at: now(), updated_at: now() }));
    const counted = await totals();
    const batch = delivered.findLast((event) =>
      event.Records.some((r) => r.dynamodb?.Keys?.PK?.S === 'LISTING#fig-twice'),
    )!;
    expect(await figuresHandler(batch)).toEqual({ batchItemFailures: [] });
    const again = await projectAdminFigures({ db: table.db, log }, batch.Records);
    expect(again.outcome).toBe('counted-before');
    expect(await totals()).toEqual(counted);
    // The same records in another batch are another delivery: that is the marker's limit.
    const { Items = [] } = await table.db.client.send(
      new QueryCommand({
        TableName: table.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :batch)',
        ExpressionAttributeValues: { ':pk': FIGURES_PK, ':batch': 'BATCH#' },
      }),
    );
    expect(Items.length).toBeGreaterThan(0);
    expect(Items.every((item) => item.expires_at > Date.now() / 1000 + 86_400)).toBe(true);
  });

  it('reports a batch it cannot write for its first record, to be retried whole', async () => {
    const records = [
      listingRecord(undefined, aListing({ id: 'fig-a', created_at: now(), updated_at: now() })),
      listingRecord(undefined, aListing({ id: 'fig-b', created_at: now(), updated_at: now() })),
    ];
    const missing = { ...table.db, tableName: 'no-such-table' };
    expect(await projectAdminFigures({ db: missing, log }, records)).toEqual({
      batchItemFailures: [{ itemIdentifier: records[0]!.dynamodb!.SequenceNumber }],
      outcome: 'failed',
    });
  });

  it('shortens a line of a very long title rather than fail the batch', async () => {
    const counted = await totals();
    const huge = aListing({
      id: 'fig-huge',
      title: 'X'.repeat(410_000),
      created_at: now(),
      updated_at: now(),
    });
    const result = await projectAdminFigures({ db: table.db, log }, [
      listingRecord(undefined, huge),
    ]);
    expect(result.outcome).toBe('applied');
    expect(await totals()).toEqual({ ...counted, live: counted.live + 1 });
    const line = (await stats()).body.recentActivity.find((entry) =>
      entry.href?.endsWith('fig-huge'),
    );
    expect(line?.text.length).toBeLessThan(200);
  });

  it('keeps only the newest lines of a long batch, and answers the five newest', async () => {
    const { body } = await stats();
    expect(body.recentActivity.length).toBeLessThanOrEqual(5);
    const times = body.recentActivity.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /api/admin/stats', () => {
  it('answers admins only', async () => {
    expect((await stats({})).status).toBe(401);
    expect((await stats({ sub: 'seller-1' })).status).toBe(403);
    expect((await stats()).status).toBe(200);
  });

  it('answers the schema: 30 days, today last, zeros where nothing was counted', async () => {
    const { body } = await stats();
    expect(adminStatsSchema.parse(body)).toEqual(body);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)!.date).toBe(today());
    expect(body.daily[0]).toEqual({ date: body.daily[0]!.date, created: 0, approved: 0 });
    expect(body.boostingRevenuePence).toBe(0);
  });

  it('never answers a negative figure', async () => {
    await table.db.client.send(
      new PutCommand({
        TableName: table.db.tableName,
        Item: { ...FIGURES_TOTALS_KEY, live: -2, sold: 1, pending: 0, users: 3, revenue_pence: 0 },
      }),
    );
    const { body } = await stats();
    expect(body).toMatchObject({ activeListings: 0, soldListings: 1, totalUsers: 3 });
  });
});

describe('the rebuild from a Scan', () => {
  it('sets the figures whole: totals, the chart days and the newest activity', async () => {
    await poller.stop();
    const live = aListing({ id: 'rb-live', created_at: now(), updated_at: now() });
    const waiting = aListing({
      id: 'rb-pending',
      approval_status: 'pending',
      created_at: now(),
      updated_at: now(),
    });
    const approvedByAdmin = aListing({
      id: 'rb-approved',
      created_at: '2020-01-01T10:00:00.000Z',
      updated_at: now(),
    });
    for (const listing of [live, waiting, approvedByAdmin]) await putListing(table.db, listing);
    await putProfile(table.db, {
      id: 'rb-user',
      email: 'rb@example.com',
      full_name: '',
      phone_number: null,
      location: '',
      website_url: null,
      seller_type: 'trade_dealer',
      created_at: now(),
    });
    // An approval the audit trail records (under the listing and under its owner: one counts).
    const entry = newAuditEntry({
      actor: { id: 'admin-1', email: 'a@example.com', name: 'A' },
      action: 'approve',
      target: { kind: 'listing', id: approvedByAdmin.id, label: approvedByAdmin.title },
      at: new Date(),
    });
    for (const put of auditPuts(table.db, entry, [{ kind: 'user', id: approvedByAdmin.user_id }])) {
      await table.db.client.send(new PutCommand(put.Put));
    }

    const result = await rebuildAdminFigures(table.db);
    // Whatever the stream counted before is replaced by what the table holds now.
    expect(await totals()).toEqual({ live: 3, sold: 0, pending: 1, users: 1, revenue_pence: 0 });
    const { body } = await stats();
    // Created today: fig-twice (from before), rb-live, rb-pending. Approved today: the two
    // inserted approved (no audit entry: their updated_at), rb-approved by its audit entry.
    expect(dayOf(body, today())).toEqual({ date: today(), created: 3, approved: 3 });
    expect(body.recentActivity[0]?.text).toBe('New user: rb@example.com');
    expect(result.days).toHaveLength(30);
    const { Items = [] } = await table.db.client.send(
      new QueryCommand({
        TableName: table.db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': ACTIVITY_PK },
      }),
    );
    expect(Items.map((item) => item.subject_id)).toEqual(
      expect.arrayContaining(['rb-live', 'rb-pending', 'rb-user']),
    );
  });

  it('is what `npm run figures:rebuild` does, on the table it is given', async () => {
    await table.db.client.send(
      new DeleteCommand({ TableName: table.db.tableName, Key: FIGURES_TOTALS_KEY }),
    );
    const { stdout } = await run(
      TSX,
      [CLI, '--endpoint', table.emulator.endpoint, '--table', table.db.tableName],
      {
        cwd: REPO_ROOT,
      },
    );
    expect(stdout).toMatch(
      /^Rebuilt the admin figures from \d+ items in [\d.]+ s: 3 active, 0 sold, 1 pending review, 1 user, £0\.00 boosting revenue; 3 listings created and 3 approved in the last 30 days\n$/,
    );
    expect(await totals()).toEqual({ live: 3, sold: 0, pending: 1, users: 1, revenue_pence: 0 });
    const usage = await run(TSX, [CLI, '--nonsense'], { cwd: REPO_ROOT }).catch((e: unknown) => e);
    expect(usage).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown option --nonsense'),
    });
  });
});
