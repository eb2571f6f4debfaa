import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLogger } from '#infra/local/line-logger';
import { projectStreamRecords } from '#lambdas/search/projection/project-stream-records';
import { readSearchLog } from '#lambdas/search/projection/read-search-log';
import { writeSearchLog, MAX_LOG_WRITE_MS } from '#lambdas/search/projection/write-search-log';
import { toSearchDoc } from '#lambdas/search/search-doc';
import type { Listing } from '#shared/listing';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { listingItem } from '#lambdas/listing/listing-writer';

let sequence = 1000;
/** A stream record as Lambda delivers it (images in DynamoDB JSON). */
function record(after: Listing | undefined, before?: Listing): DynamoDBRecord {
  const image = (listing: Listing) =>
    marshall(listingItem(listing), { removeUndefinedValues: true }) as never;
  const id = (after ?? before)!.id;
  return {
    eventName: !before ? 'INSERT' : after ? 'MODIFY' : 'REMOVE',
    dynamodb: {
      Keys: { PK: { S: `LISTING#${id}` }, SK: { S: 'LISTING' } },
      ...(after ? { NewImage: image(after) } : {}),
      ...(before ? { OldImage: image(before) } : {}),
      SequenceNumber: String(++sequence),
    },
  };
}

describe('the projector against DynamoDB Local', () => {
  let table: LocalTable;
  const log = lineLogger(() => undefined, 'test');
  beforeAll(async () => {
    table = await startLocalTable();
  });
  afterAll(async () => {
    await table?.stop();
  });

  it('reports the first record of a batch it could not write, after writing the ones before', async () => {
    const since = Date.now();
    const viewed = aListing();
    const records = [
      ...Array.from({ length: 26 }, () => record(aListing())),
      // Changes nothing search shows: skipped, not written.
      record({ ...viewed, views: 99 }, viewed),
      // Over DynamoDB's 400 KB item limit once in the log: its write fails.
      record(aListing({ make: 'X'.repeat(410_000) })),
      record(aListing()),
    ];
    const result = await projectStreamRecords({ db: table.db, log }, records);
    // The first 25 changes went in one write; the next write (26th, the oversized one, the
    // last) failed, so Lambda must retry from the 26th record on.
    expect(result.batchItemFailures).toEqual([
      { itemIdentifier: records[25]!.dynamodb!.SequenceNumber },
    ]);
    expect(result.written).toBe(25);
    const { entries } = await readSearchLog(table.db, since - 1000, { consistent: true });
    expect(entries.map((e) => e.seq)).toEqual(
      records.slice(0, 25).map((r) => r.dynamodb!.SequenceNumber),
    );
  });

  it('reports nothing when every record was handled', async () => {
    const listing = aListing();
    const result = await projectStreamRecords({ db: table.db, log }, [
      record(listing),
      record({ ...listing, price: 1 }, listing),
      record(undefined, { ...listing, price: 1 }),
    ]);
    expect(result).toEqual({ batchItemFailures: [], written: 3, skipped: 0 });
  });

  it('writes an entry again under a fresh time when its write was slower than allowed', async () => {
    // A clock that moves past the limit during the first write only.
    let now = Date.now();
    let calls = 0;
    const clock = () => {
      calls++;
      if (calls === 2) now += MAX_LOG_WRITE_MS + 1;
      return now;
    };
    const listing = aListing();
    const entries = await writeSearchLog(
      table.db,
      [{ id: listing.id, seq: '77', doc: toSearchDoc(listing)! }],
      clock,
    );
    expect(entries[0]!.at).toBe(now);
    const { entries: stored } = await readSearchLog(table.db, now - 60_000, { consistent: true });
    const copies = stored.filter((e) => e.seq === '77');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.at - copies[0]!.at).toBe(MAX_LOG_WRITE_MS + 1);
  });
});
