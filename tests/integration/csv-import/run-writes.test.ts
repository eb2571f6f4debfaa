/**
 * A chunk's listing writes against DynamoDB Local: one transaction with the owner's tally, each
 * listing only where none is, a retried write recognised by its conditions, and a listing the
 * table refuses for good isolated as that row's error while the others are written.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListingTally } from '#lambdas/listing/listing-state-repo';
import { writeImportedListings } from '#lambdas/import/write-listings';
import type { Listing } from '#shared/listing';
import { importedListingId, INDEX, ownerPk } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { newOwner } from './run-support';
import { guardListingWrites } from '../../support/listing-write-guard';

// Every write of a listing item in this file must be the listing writer's (decision 043).
guardListingWrites();

let table: LocalTable;

beforeAll(async () => {
  table = await startLocalTable();
}, 120_000);

afterAll(async () => {
  await table?.stop();
});

const NOW = new Date('2026-03-01T12:00:00.000Z');

function importedListings(owner: string, importId: string, rows: number[]): Listing[] {
  return rows.map((row) =>
    aListing({
      id: importedListingId(importId, row),
      user_id: owner,
      title: `Imported row ${row}`,
      status: 'active',
      approval_status: 'pending',
    }),
  );
}

async function ownerItems(owner: string) {
  const { Items = [] } = await table.db.client.send(
    new QueryCommand({
      TableName: table.db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: 'GSI1PK = :owner',
      ExpressionAttributeValues: { ':owner': ownerPk(owner) },
    }),
  );
  return Items;
}

describe('writing a chunk’s listings', () => {
  it('writes them with the tally, and a retry writes nothing twice', async () => {
    const owner = newOwner();
    const listings = importedListings(owner, 'imp-a', [2, 3, 4, 5]);
    const first = await writeImportedListings(table.db, listings, NOW);
    expect([...first.written].sort()).toEqual(listings.map((l) => l.id).sort());
    expect(first.refused.size).toBe(0);
    expect(await getListingTally(table.db, owner)).toEqual({ active: 4, sold: 0 });

    // The same chunk again (its task died after the write), with one row it had not reached.
    const again = [...listings, ...importedListings(owner, 'imp-a', [6])];
    const second = await writeImportedListings(table.db, again, NOW);
    expect([...second.written].sort()).toEqual(again.map((l) => l.id).sort());
    expect(await getListingTally(table.db, owner)).toEqual({ active: 5, sold: 0 });
    expect(await ownerItems(owner)).toHaveLength(5);
  });

  it('isolates a listing the table refuses for good as that row’s, and writes the rest', async () => {
    const owner = newOwner();
    const listings = importedListings(owner, 'imp-b', [2, 3, 4]);
    // Over DynamoDB's 400 KB item limit: refused whatever the retries.
    listings[1] = { ...listings[1]!, description: 'x'.repeat(450_000) };
    const { written, refused } = await writeImportedListings(table.db, listings, NOW);
    expect([...written].sort()).toEqual([listings[0]!.id, listings[2]!.id].sort());
    expect([...refused.keys()]).toEqual([listings[1]!.id]);
    expect(refused.get(listings[1]!.id)).toMatch(/size/i);
    expect(await getListingTally(table.db, owner)).toEqual({ active: 2, sold: 0 });
  });
});
