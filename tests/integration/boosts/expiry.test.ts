import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { localBoostExpiryArn, localStateMachines } from '#infra/local/stage/local-state-machines';
import {
  startStepFunctionsEndpoint,
  type StepFunctionsEndpoint,
} from '#infra/local/stage/step-functions-endpoint';
import { workerInvoker } from '#infra/local/stage/workers/worker-handlers';
import { REPO_ROOT } from '#infra/local/repo-root';
import { endBoost } from '#lambdas/boost/end-boost';
import { resetSfn } from '#lambdas/platform/sfn';
import {
  expiryExecutionName,
  startBoostExpiry,
  stageBoostExpiry,
} from '#lambdas/boost/start-expiry';
import { withBoostEnded } from '#lambdas/boost/boost-state';
import { getListingForChange } from '#lambdas/listing/listing-state-repo';
import { getListing } from '#lambdas/listing/listing-repo';
import { FEATURED_HOME_PK } from '#shared/table-keys';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { aBoostedListing, DAY, HOUR, iso, storedListingItem, storeListing } from './boost-support';
import { writeBoostChange } from '#lambdas/listing/listing-writer';
import { guardListingWrites } from '../../support/listing-write-guard';

// Every write of a listing item in this file must be the listing writer's (decision 043).
guardListingWrites();

let table: LocalTable;

beforeAll(async () => {
  table = await startLocalTable();
});

afterAll(async () => {
  await table?.stop();
});

describe('the end-boost task: a conditional expiry', () => {
  it('ends a type at its time: flag cleared, its end kept, the featured index left', async () => {
    const end = Date.now() - 1000;
    const listing = await storeListing(table.db, aBoostedListing({ search_featured: end }));
    expect((await storedListingItem(table.db, listing.id))?.GSI5PK).toBe('FEATURED#SEARCH');

    const outcome = await endBoost(
      { db: table.db },
      { listing_id: listing.id, type: 'search_featured', until: iso(end) },
    );

    expect(outcome).toBe('ended');
    const item = await storedListingItem(table.db, listing.id);
    expect(item).toMatchObject({
      search_featured: false,
      search_featured_until: iso(end),
      boost_expires: iso(end),
      // A system change: the seller's version stays, so their open form is not made stale.
      updated_at: listing.updated_at,
    });
    expect(item?.GSI5PK).toBeUndefined();
    // Idempotent: a second run (a retried task) finds nothing to end.
    expect(
      await endBoost(
        { db: table.db },
        { listing_id: listing.id, type: 'search_featured', until: iso(end) },
      ),
    ).toBe('unchanged');
  });

  it('leaves an extended boost alone: the end it waited for is no longer the listing’s', async () => {
    const waitedFor = Date.now() - 1000;
    const extended = Date.now() + 7 * DAY;
    const listing = await storeListing(table.db, aBoostedListing({ search_featured: extended }));
    const outcome = await endBoost(
      { db: table.db },
      { listing_id: listing.id, type: 'search_featured', until: iso(waitedFor) },
    );
    expect(outcome).toBe('unchanged');
    expect(await storedListingItem(table.db, listing.id)).toMatchObject({
      search_featured: true,
      search_featured_until: iso(extended),
    });
  });

  it('ends one type and keeps the other running, boost_expires then the other’s end', async () => {
    const searchEnd = Date.now() - 1000;
    const homeEnd = Date.now() + 3 * DAY;
    const listing = await storeListing(
      table.db,
      aBoostedListing({ search_featured: searchEnd, homepage_featured: homeEnd }),
    );
    await endBoost(
      { db: table.db },
      { listing_id: listing.id, type: 'search_featured', until: iso(searchEnd) },
    );
    const item = await storedListingItem(table.db, listing.id);
    expect(item).toMatchObject({
      search_featured: false,
      homepage_featured: true,
      homepage_featured_until: iso(homeEnd),
      boost_expires: iso(homeEnd),
      GSI5PK: FEATURED_HOME_PK,
    });
  });

  it('does nothing early, for a missing listing, or for a type not running', async () => {
    const ahead = Date.now() + HOUR;
    const listing = await storeListing(table.db, aBoostedListing({ search_featured: ahead }));
    expect(
      await endBoost(
        { db: table.db },
        { listing_id: listing.id, type: 'search_featured', until: iso(ahead) },
      ),
    ).toBe('not due');
    expect((await getListing(table.db, listing.id))?.search_featured).toBe(true);
    expect(
      await endBoost(
        { db: table.db },
        { listing_id: 'no-such-listing', type: 'search_featured', until: iso(Date.now()) },
      ),
    ).toBe('no listing');
    expect(
      await endBoost(
        { db: table.db },
        { listing_id: listing.id, type: 'homepage_featured', until: iso(Date.now()) },
      ),
    ).toBe('unchanged');
  });

  it('refuses to write over a boost extended between its read and its write', async () => {
    const end = Date.now() - 1000;
    const listing = await storeListing(table.db, aBoostedListing({ search_featured: end }));
    const found = (await getListingForChange(table.db, listing.id))!;
    // A payment extends the boost meanwhile (a writer that may keep the version).
    const extendedTo = iso(Date.now() + 7 * DAY);
    await storeListing(table.db, {
      ...listing,
      search_featured_until: extendedTo,
      boost_expires: extendedTo,
    });
    const ended = withBoostEnded(found.listing, 'search_featured', new Date(), iso(end))!;
    expect(await writeBoostChange(table.db, found, ended)).toBe('stale');
    expect(await storedListingItem(table.db, listing.id)).toMatchObject({
      search_featured: true,
      search_featured_until: extendedTo,
    });
  });
});

describe('the boost expiry state machine on the local runner', () => {
  let endpoint: StepFunctionsEndpoint;
  let sfn: SFNClient;
  const arn = localBoostExpiryArn('test');

  beforeAll(async () => {
    endpoint = await startStepFunctionsEndpoint({
      stateMachines: localStateMachines('test', workerInvoker(REPO_ROOT)),
      log: (line) => console.warn(line),
    });
    // As the local stage sets them for its handlers (infra/local/stage/handler-env.ts).
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SFN: endpoint.url,
      BOOST_EXPIRY_STATE_MACHINE: arn,
    });
    resetSfn();
    sfn = new SFNClient({
      endpoint: endpoint.url,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
  });

  afterAll(async () => {
    sfn?.destroy();
    resetSfn();
    await endpoint?.stop();
  });

  const executionArn = (paymentId: string, type: 'search_featured' | 'homepage_featured') =>
    `${arn.replace(':stateMachine:', ':execution:')}:${expiryExecutionName(paymentId, type)}`;

  async function finished(execution: string) {
    for (let i = 0; i < 100; i++) {
      const described = await sfn.send(new DescribeExecutionCommand({ executionArn: execution }));
      if (described.status !== 'RUNNING') return described;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${execution} still running`);
  }

  it('waits until the end, then clears the flag', async () => {
    const end = Date.now() + 2500;
    const listing = await storeListing(table.db, aBoostedListing({ homepage_featured: end }));
    await startBoostExpiry(stageBoostExpiry(), {
      listingId: listing.id,
      type: 'homepage_featured',
      until: iso(end),
      paymentId: 'pay-sm-1',
    });

    // Still running before its end.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await getListing(table.db, listing.id))?.homepage_featured).toBe(true);

    const done = await finished(executionArn('pay-sm-1', 'homepage_featured'));
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ outcome: 'ended' });
    expect(Date.now()).toBeGreaterThanOrEqual(end);
    const after = await storedListingItem(table.db, listing.id);
    expect(after).toMatchObject({ homepage_featured: false, homepage_featured_until: iso(end) });
    expect(after?.GSI5PK).toBeUndefined();
  });

  it('counts a repeated start as started, and leaves an extended boost running', async () => {
    const end = Date.now() + 1500;
    const listing = await storeListing(table.db, aBoostedListing({ search_featured: end }));
    const start = (until: number) =>
      startBoostExpiry(stageBoostExpiry(), {
        listingId: listing.id,
        type: 'search_featured',
        until: iso(until),
        paymentId: 'pay-sm-2',
      });
    await start(end);
    // The webhook delivered twice: the same execution (same input), no second one.
    await expect(start(end)).resolves.toBeUndefined();
    // The same name with another input is refused by Step Functions: counted as started too.
    await expect(start(end + 1)).resolves.toBeUndefined();

    // Another payment extends the boost before the end.
    const extended = iso(Date.now() + 7 * DAY);
    await storeListing(table.db, {
      ...listing,
      search_featured_until: extended,
      boost_expires: extended,
      updated_at: new Date().toISOString(),
    });

    const done = await finished(executionArn('pay-sm-2', 'search_featured'));
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ outcome: 'unchanged' });
    expect(await storedListingItem(table.db, listing.id)).toMatchObject({
      search_featured: true,
      search_featured_until: extended,
    });
  });
});
