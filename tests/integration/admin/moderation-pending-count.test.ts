import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startStreamPoller, type StreamPoller } from '#infra/local/stage/workers/stream-poller';
import { dynamo } from '#lambdas/platform/dynamo';
import { handler as approveHandler } from '#lambdas/handlers/admin-approve-listing';
import { handler as queueHandler } from '#lambdas/handlers/admin-moderation-queue';
import { handler as rejectHandler } from '#lambdas/handlers/admin-reject-listing';
import { handler as figuresHandler } from '#lambdas/handlers/project-admin-figures';
import { handler as updateOwnHandler } from '#lambdas/handlers/update-own-listing';
import { MODERATION_PAGE_SIZE, type ModerationQueuePage } from '#shared/admin/listings';
import { DEFAULT_MODERATION_REASONS } from '#shared/admin/settings';
import type { Listing } from '#shared/listing';
import {
  anAdmin,
  aSeller,
  call,
  formOf,
  startAdminEmulators,
  storeListing,
  type AdminEmulators,
  type Caller,
} from './listings-support';

// The moderation queue's count of listings waiting (issue 28): the admin figures' pending total,
// which the stream consumer keeps, read with one GetItem; never a Query that counts the
// moderation index (p95 933 ms with 3,990 pending). Here on DynamoDB Local with the table's
// stream read by the real AdminFigures consumer, as on the local stage.
const consumer = STREAM_CONSUMERS.find((c) => c.id === 'AdminFigures')!;

let env: AdminEmulators;
let poller: StreamPoller;
let clients: { destroy(): void }[] = [];
let admin: Caller;
let seller: Caller;

beforeAll(async () => {
  env = await startAdminEmulators();
  const config = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamodb = new DynamoDBClient({ ...config, endpoint: env.table.emulator.endpoint });
  const streams = new DynamoDBStreamsClient({ ...config, endpoint: env.table.emulator.endpoint });
  clients = [dynamodb, streams];
  poller = await startStreamPoller({
    dynamodb,
    streams,
    tableName: env.db.tableName,
    consumer,
    invoke: (event) => figuresHandler(event),
    log: (line) => console.warn(line),
    idleMs: 50,
  });
  admin = anAdmin();
  seller = await aSeller(env.db);
}, 120_000);

afterAll(async () => {
  await poller?.stop();
  clients.forEach((client) => client.destroy());
  await env?.stop();
});

/** Every DynamoDB call the handlers' client makes while `run` runs: its command and input. */
async function callsDuring<T>(run: () => Promise<T>) {
  const calls: { command: string; input: Record<string, unknown> }[] = [];
  const name = 'recordCalls';
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      calls.push({
        command: context.commandName ?? '',
        input: args.input as Record<string, unknown>,
      });
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), calls };
  } finally {
    dynamo().middlewareStack.remove(name);
  }
}

async function queue(): Promise<ModerationQueuePage> {
  const answer = await call(queueHandler, 'GET', '/api/admin/moderation', { caller: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ModerationQueuePage;
}

/** The queue's count once the figures have counted every change made so far. */
async function pendingCount(): Promise<number> {
  await poller.drain();
  return (await queue()).pending;
}

const approve = async (listing: Pick<Listing, 'id' | 'updated_at'>) => {
  const answer = await call(approveHandler, 'POST', '/api/admin/listings/{id}/approve', {
    caller: admin,
    params: { id: listing.id },
    body: { expected_updated_at: listing.updated_at },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Listing;
};

const reject = async (listing: Pick<Listing, 'id' | 'updated_at'>) => {
  const answer = await call(rejectHandler, 'POST', '/api/admin/listings/{id}/reject', {
    caller: admin,
    params: { id: listing.id },
    body: {
      reason: DEFAULT_MODERATION_REASONS[0],
      note: '',
      expected_updated_at: listing.updated_at,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

describe('the moderation queue’s count of listings waiting', () => {
  it('follows new listings, approvals, rejections and resubmissions as the figures count them', async () => {
    const start = await pendingCount();
    const first = await storeListing(env, seller);
    const second = await storeListing(env, seller);
    const third = await storeListing(env, seller);
    expect(await pendingCount()).toBe(start + 3);

    const approved = await approve(first);
    expect(await pendingCount()).toBe(start + 2);
    await reject(second);
    expect(await pendingCount()).toBe(start + 1);

    // The seller edits the approved van: it waits for review again.
    const edit = await call(updateOwnHandler, 'PUT', '/api/me/listings/{id}', {
      caller: seller,
      params: { id: first.id },
      body: formOf({ ...first, updated_at: approved.updated_at }, { price: 9_995 }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await pendingCount()).toBe(start + 2);

    // A van sold while it waits no longer waits, as the queue leaves it out.
    await storeListing(env, seller, { id: third.id, status: 'sold' });
    expect(await pendingCount()).toBe(start + 1);
    const page = await queue();
    expect(page.items.map((item) => item.id)).not.toContain(third.id);
  });

  it('reads the count without a Query that counts the moderation index', async () => {
    for (let i = 0; i < 30; i++) await storeListing(env, seller);
    await poller.drain();
    const { result, calls } = await callsDuring(queue);
    expect(result.pending).toBeGreaterThanOrEqual(30);
    const queries = calls.filter((c) => c.command === 'QueryCommand');
    expect(queries.filter((c) => c.input.Select === 'COUNT')).toEqual([]);
    // The page's keys only (and one more, to know there is a next page): no walk over every
    // pending entry.
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.input.Limit).toBeLessThanOrEqual(MODERATION_PAGE_SIZE + 1);
    }
  });
});
