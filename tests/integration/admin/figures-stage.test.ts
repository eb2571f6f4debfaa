import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  paginateScan,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { figuresFromItems } from '#lambdas/admin/figures/figures-from-items';
import type { Db } from '#lambdas/platform/db';
import { getDailyFigures, getFigureTotals } from '#lambdas/admin/figures/figures-repo';
import { FIGURES_TOTALS_KEY } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { startTestStage, type TestStage } from '../local-stage/test-stage';
import { putListing } from '#lambdas/listing/listing-writer';

// The local stage's figures: a fresh start with demo data counts the seed through the stream,
// a restart counts nothing twice, and kept data without figures is counted at the next start.
const dataDir = mkdtempSync(join(tmpdir(), 'vy-figures-stage-'));
let stage: TestStage | undefined;
let ports: TestStage['emulatorPorts'] | undefined;
let db: Db;
let raw: DynamoDBClient;

async function start(seed: { count: number; seed: number } | false) {
  stage = await startTestStage({
    dataDir,
    seed,
    keepTable: true,
    ...(ports ? { emulatorPorts: ports } : {}),
  });
  ports = stage.emulatorPorts;
  raw = new DynamoDBClient({
    endpoint: stage.endpoints.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  db = { client: DynamoDBDocumentClient.from(raw), tableName: stage.tableName };
  // The pollers (the figures' included) have handled everything written so far.
  await stage.search.drain();
}

async function stop() {
  raw?.destroy();
  await stage?.stop();
  stage = undefined;
}

/** What the figures must be: counted from every item of the table now. */
async function countedFromTable() {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: db.client }, { TableName: db.tableName })) {
    items.push(...(page.Items ?? []));
  }
  return figuresFromItems(items, new Date());
}

async function stored() {
  const expected = await countedFromTable();
  return {
    expected,
    totals: await getFigureTotals(db),
    days: await getDailyFigures(
      db,
      expected.days.map((d) => d.day),
    ),
  };
}

beforeAll(async () => {
  await start({ count: 12, seed: 3 });
}, 300_000);

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the admin figures on the local stage', () => {
  it('counts the demo data of a first start, seeded before the pollers ran', async () => {
    const { expected, totals, days } = await stored();
    expect(expected.totals.live).toBeGreaterThan(0);
    expect(expected.totals.users).toBeGreaterThan(0);
    expect(totals).toEqual(expected.totals);
    expect(days).toEqual(
      expected.days.map(({ day, created, approved }) => ({ date: day, created, approved })),
    );
    expect(stage!.logs.join('\n')).not.toMatch(/Admin figures counted from the kept data/);
  });

  it('counts nothing twice after a restart, and follows changes from there', async () => {
    const before = await getFigureTotals(db);
    await stop();
    await start(false);
    expect(await getFigureTotals(db)).toEqual(before);
    await putListing(db, aListing({ id: 'after-restart', created_at: new Date().toISOString() }));
    await stage!.search.drain();
    expect(await getFigureTotals(db)).toEqual({ ...before, live: before.live + 1 });
  });

  it('counts kept data that has no figures once, at the next start', async () => {
    const before = await getFigureTotals(db);
    await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: FIGURES_TOTALS_KEY }));
    await stop();
    await start(false);
    expect(stage!.logs.join('\n')).toMatch(/Admin figures counted from the kept data/);
    const { Item } = await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: FIGURES_TOTALS_KEY }),
    );
    expect(Item).toBeDefined();
    expect(await getFigureTotals(db)).toEqual(before);
    expect((await stored()).totals).toEqual((await countedFromTable()).totals);
  });
});
