import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '#lambdas/platform/db';
import { giveDealerPages } from '#infra/local/upgrades/give-dealer-pages';
import { adminMirrorKeys, dealerDirectoryKey, profileKey } from '#shared/table-keys';
import type { Profile } from '#shared/profile';
import { sharedTestStage } from '../local-stage/shared-stage';
import { stageDb } from '../own-listings/seller-stage';

// The dealer-page upgrade of kept data (decision 069): trade accounts written before dealer
// pages get a slug and a directory entry, found through the admin index's user shards (no Scan
// of the table); private accounts and trade accounts that have a page are left as they are.
let db: Db;
let closeDb: () => void;
const run = randomUUID().slice(0, 6);

/** A profile as data kept from before dealer pages holds it: no dealer_slug, admin keys. */
async function putOldProfile(
  fields: Partial<Profile> & Pick<Profile, 'seller_type' | 'full_name'>,
) {
  const id = randomUUID();
  const profile = {
    id,
    email: `${id}@old-data.example`,
    phone_number: null,
    location: 'York',
    website_url: null,
    created_at: '2026-01-05T09:00:00.000Z',
    ...fields,
  };
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...profileKey(id), ...adminMirrorKeys('users', id), ...profile },
    }),
  );
  return id;
}

const profileOf = async (id: string) =>
  (await db.client.send(new GetCommand({ TableName: db.tableName, Key: profileKey(id) })))
    .Item as Profile;
const directoryEntryOf = async (id: string) =>
  (await db.client.send(new GetCommand({ TableName: db.tableName, Key: dealerDirectoryKey(id) })))
    .Item;

beforeAll(async () => {
  ({ db, destroy: closeDb } = stageDb(await sharedTestStage()));
});
afterAll(() => closeDb());

describe('giving kept trade accounts their dealer pages', () => {
  it('gives an old trade account a page, leaves the others, and does nothing on a second run', async () => {
    const oldTrade = await putOldProfile({
      seller_type: 'trade_dealer',
      full_name: `Kept ${run} Commercials`,
    });
    const privateSeller = await putOldProfile({
      seller_type: 'private_seller',
      full_name: `Private ${run}`,
    });
    const alreadyGiven = await putOldProfile({
      seller_type: 'trade_dealer',
      full_name: `Given ${run} Vans`,
      dealer_slug: `given-${run}-vans-kept`,
    });

    expect(await giveDealerPages(db)).toBeGreaterThanOrEqual(1);

    const upgraded = await profileOf(oldTrade);
    expect(upgraded.dealer_slug).toBe(`kept-${run}-commercials`);
    expect(await directoryEntryOf(oldTrade)).toMatchObject({ slug: `kept-${run}-commercials` });
    expect((await profileOf(privateSeller)).dealer_slug).toBeUndefined();
    expect(await directoryEntryOf(privateSeller)).toBeUndefined();
    // Its slug is kept: only accounts without one are given one.
    expect((await profileOf(alreadyGiven)).dealer_slug).toBe(`given-${run}-vans-kept`);
    expect(await directoryEntryOf(alreadyGiven)).toBeUndefined();

    // Again: every trade account has its page now.
    expect(await giveDealerPages(db)).toBe(0);
    expect((await profileOf(oldTrade)).dealer_slug).toBe(`kept-${run}-commercials`);
  });
});
