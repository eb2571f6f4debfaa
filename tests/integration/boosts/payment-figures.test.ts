import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { lineLogger } from '#infra/local/line-logger';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startStreamPoller, type StreamPoller } from '#infra/local/stage/workers/stream-poller';
import { projectAdminFigures } from '#lambdas/admin/figures/project-figures';
import { rebuildAdminFigures } from '#lambdas/admin/figures/rebuild-figures';
import { handler as statsHandler } from '#lambdas/handlers/admin-stats';
import { handler as figuresHandler } from '#lambdas/handlers/project-admin-figures';
import type { AdminStats } from '#shared/admin/dashboard';
import { FIGURES_TOTALS_KEY } from '#shared/table-keys';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { aPayment, storePayment } from './boost-support';

// Payments in the AdminFigures consumer end to end: payment items written to DynamoDB Local,
// its stream read as the event source mapping reads it (with the definition's filters), the
// real handler, the counters and the stats route; then the rebuild from a Scan.
const consumer = STREAM_CONSUMERS.find((c) => c.id === 'AdminFigures')!;
const log = lineLogger(() => undefined, 'test');

let table: LocalTable;
let poller: StreamPoller;
let clients: { destroy(): void }[] = [];
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

async function revenue(): Promise<number> {
  const { Item } = await table.db.client.send(
    new GetCommand({
      TableName: table.db.tableName,
      Key: FIGURES_TOTALS_KEY,
      ConsistentRead: true,
    }),
  );
  return Number(Item?.revenue_pence ?? 0);
}

async function stats(): Promise<AdminStats> {
  const response = await statsHandler(
    apiEvent('GET', '/api/admin/stats', {
      claims: { sub: 'admin-1', 'cognito:groups': '[admin]' },
    }),
    lambdaContext,
  );
  return JSON.parse(String(response.body)) as AdminStats;
}

type Stored = ReturnType<typeof aPayment>;
async function write(payment: Stored) {
  await storePayment(table.db, payment, new Date());
  await poller.drain();
}

describe('payments in the admin figures', () => {
  const created = new Date().toISOString();
  const pending = aPayment({
    id: 'fig-pay-1',
    listing_title: '2020 Vauxhall Vivaro',
    amount_pence: 999,
    created_at: created,
  });

  it('counts nothing for a pending payment', async () => {
    await write(pending);
    expect(await revenue()).toBe(0);
    expect((await stats()).recentActivity.some((a) => a.kind === 'payment')).toBe(false);
  });

  it('adds a succeeded payment to the revenue once, with a line of Recent Activity', async () => {
    const paidAt = new Date().toISOString();
    await write({ ...pending, status: 'succeeded', paid_at: paidAt, updated_at: paidAt });
    expect(await revenue()).toBe(999);
    const body = await stats();
    expect(body.boostingRevenuePence).toBe(999);
    expect(body.recentActivity[0]).toEqual({
      at: paidAt,
      kind: 'payment',
      text: 'Payment: £9.99 for 2020 Vauxhall Vivaro',
      href: '/admin/payments',
    });

    // A later write of the succeeded payment (another field) adds nothing.
    await write({
      ...pending,
      status: 'succeeded',
      paid_at: paidAt,
      updated_at: new Date().toISOString(),
      listing_deleted: true,
    } as Stored);
    expect(await revenue()).toBe(999);

    // The batch delivered again counts once.
    const batch = delivered.findLast((event) =>
      event.Records.some(
        (r) =>
          r.dynamodb?.Keys?.PK?.S === 'PAYMENT#fig-pay-1' &&
          (r.dynamodb.NewImage?.status as { S?: string } | undefined)?.S === 'succeeded' &&
          (r.dynamodb.OldImage?.status as { S?: string } | undefined)?.S === 'pending',
      ),
    )!;
    expect(batch).toBeDefined();
    const again = await projectAdminFigures({ db: table.db, log }, batch.Records);
    expect(again.outcome).toBe('counted-before');
    expect(await revenue()).toBe(999);
  });

  it('takes a refund back out of the revenue, and never counts a failed one', async () => {
    await write({
      ...pending,
      status: 'refunded',
      paid_at: created,
      refunded_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    expect(await revenue()).toBe(0);
    await write(aPayment({ id: 'fig-pay-2', amount_pence: 1499, status: 'pending' }));
    await write(aPayment({ id: 'fig-pay-2', amount_pence: 1499, status: 'failed' }));
    expect(await revenue()).toBe(0);
    await write(
      aPayment({
        id: 'fig-pay-3',
        amount_pence: 2999,
        status: 'succeeded',
        paid_at: new Date().toISOString(),
      }),
    );
    expect(await revenue()).toBe(2999);
  });

  it('is counted the same by the rebuild from a Scan', async () => {
    await poller.stop();
    const result = await rebuildAdminFigures(table.db);
    expect(result.totals.revenue_pence).toBe(2999);
    expect(await revenue()).toBe(2999);
    // Both paid payments have their line (the refunded one was paid once).
    expect(
      result.activity
        .filter((a) => a.kind === 'payment')
        .map((a) => a.subjectId)
        .sort(),
    ).toEqual(['fig-pay-1', 'fig-pay-3']);
  });
});
