import { rmSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startBoostExpiry, stageBoostExpiry } from '#lambdas/boost/start-expiry';
import { env } from '#lambdas/config';
import type { Db } from '#lambdas/platform/db';
import { startTestStage, type TestStage } from '../local-stage/test-stage';
import { aBoostedListing, HOUR, iso, storedListingItem, storeListing } from './boost-support';

// The boost expiry on the whole local stage: its Step Functions endpoint runs executions
// started through the SDK as the webhook starts them, a short boost day from the command
// line, and the sweep at start for what a stopped stage's executions would have done.
let stage: TestStage | undefined;
let dataDir: string | undefined;
let client: DynamoDBClient | undefined;

function dbOf(running: TestStage): Db {
  client?.destroy();
  client = new DynamoDBClient({
    endpoint: running.endpoints.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  return {
    client: DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    }),
    tableName: running.tableName,
  };
}

beforeAll(async () => {
  stage = await startTestStage({ boostDaySeconds: 2, keepTable: true });
  dataDir = stage.dataDir;
}, 180_000);

afterAll(async () => {
  client?.destroy();
  await stage?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('boost expiry on the local stage', () => {
  it('gives the handlers a short boost day and its Step Functions endpoint', () => {
    expect(env.boostDayMs).toBe(2000);
    expect(process.env.AWS_ENDPOINT_URL_SFN).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(env.boostExpiryStateMachine).toMatch(/:stateMachine:vanyard-local-boost-expiry$/);
  });

  it('ends a boost at its end through the state machine the webhook starts', async () => {
    const db = dbOf(stage!);
    const end = Date.now() + 2 * env.boostDayMs;
    const listing = await storeListing(db, aBoostedListing({ search_featured: end }));
    await startBoostExpiry(stageBoostExpiry(), {
      listingId: listing.id,
      type: 'search_featured',
      until: iso(end),
      paymentId: 'pay-local-stage-1',
    });
    expect((await storedListingItem(db, listing.id))?.search_featured).toBe(true);
    const item = await until(
      () => storedListingItem(db, listing.id),
      (i) => i?.search_featured === false,
    );
    expect(item).toMatchObject({ search_featured: false, search_featured_until: iso(end) });
    expect(Date.now()).toBeGreaterThanOrEqual(end);
  });

  it('ends at start what ended while the stage was stopped (the sweep)', async () => {
    let db = dbOf(stage!);
    // Its execution is lost with the stage: stopped before the end.
    const end = Date.now() + 4000;
    const listing = await storeListing(db, aBoostedListing({ homepage_featured: end }));
    const old = await storeListing(db, aBoostedListing({ search_featured: Date.now() - HOUR }));
    await startBoostExpiry(stageBoostExpiry(), {
      listingId: listing.id,
      type: 'homepage_featured',
      until: iso(end),
      paymentId: 'pay-local-stage-2',
    });
    const ports = stage!.emulatorPorts;
    await stage!.stop();
    stage = undefined;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now()) + 200));

    stage = await startTestStage({
      dataDir,
      emulatorPorts: ports,
      boostDaySeconds: 2,
      keepTable: true,
    });
    db = dbOf(stage);
    expect((await storedListingItem(db, listing.id))?.homepage_featured).toBe(false);
    expect((await storedListingItem(db, old.id))?.search_featured).toBe(false);

    // The restarted stage's endpoint takes the next execution (no client kept on the old one).
    const next = Date.now() + 1000;
    const again = await storeListing(db, aBoostedListing({ search_featured: next }));
    await startBoostExpiry(stageBoostExpiry(), {
      listingId: again.id,
      type: 'search_featured',
      until: iso(next),
      paymentId: 'pay-local-stage-3',
    });
    const item = await until(
      () => storedListingItem(db, again.id),
      (i) => i?.search_featured === false,
    );
    expect(item?.search_featured).toBe(false);
  }, 180_000);
});
