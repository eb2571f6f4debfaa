/**
 * The CSV import end to end on the local runner: the shared CsvImport definition, its three
 * handler modules (as the local stage invokes them), DynamoDB Local, s3rver and a local image
 * server. A file of good and bad rows becomes pending listings in the owner's My Listings, the
 * bad rows errors with their row numbers.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as ownListingsHandler } from '#lambdas/handlers/own-listings';
import { getImport, importView, type StoredImport } from '#lambdas/import/imports-repo';
import { getListing } from '#lambdas/listing/listing-repo';
import { getListingTally } from '#lambdas/listing/listing-state-repo';
import { IMAGE_WIDTHS, imageVariantKey, importChunkKey } from '#shared/image-keys';
import { LISTING_MESSAGES } from '#shared/listing-form';
import type { OwnListingsPage } from '#shared/own-listings';
import { approvalPk, importedListingId, INDEX, listingKey } from '#shared/table-keys';
import { answerOf, apiEvent } from '../../support/api-event';
import { gpsOfExif } from '../../unit/images/photo-fixtures';
import { csvLine, HEADER } from '../../unit/csv-import/csv-files';
import {
  newOwner,
  objectBytes,
  objectKeys,
  queuedImport,
  runImport,
  startRunEnv,
  type RunEnv,
} from './run-support';

let env: RunEnv;
/** The import record as each chunk task found it when it started (what the dialog would see). */
const atChunkStart: { chunk: number; record: StoredImport }[] = [];

beforeAll(async () => {
  env = await startRunEnv({
    invoke: async (worker, event, real) => {
      if (worker.handler === 'import-chunk') {
        const { import_id, chunk } = event as { import_id: string; chunk: number };
        atChunkStart.push({ chunk, record: (await getImport(env.table.db, import_id))! });
      }
      return real(worker, event);
    },
  });
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

async function myListings(ownerId: string): Promise<OwnListingsPage> {
  const answer = await answerOf(
    ownListingsHandler,
    apiEvent('GET', '/api/me/listings', {
      claims: { sub: ownerId, email: `${ownerId}@example.com` },
      query: { tab: 'active' },
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as OwnListingsPage;
}

describe('a file of good and bad rows', () => {
  const owner = newOwner();
  let run: Awaited<ReturnType<typeof runImport>>;

  beforeAll(async () => {
    const file = [
      HEADER,
      // 2: good, three photos (one stored turned, by its EXIF orientation)
      csvLine({
        title: 'Transit with photos',
        images: `${env.images}/van-1.jpg,${env.images}/van-2.jpg,${env.images}/van-3.jpg`,
      }),
      // 3: no price
      csvLine({ title: 'No price', price: '' }),
      // 4: good, no photos: a draft; a colour as a spreadsheet might write it
      csvLine({
        title: 'Sprinter, photos later',
        colour: 'SILVER',
        make: 'Mercedes-Benz',
        model: 'Sprinter',
        postcode: 'LS1 4AP',
        location: 'Leeds',
      }),
      // 5: a postcode nobody knows (valid in form)
      csvLine({ title: 'Unknown place', postcode: 'ZE3 9JZ' }),
      // 6: an image that is no image
      csvLine({ title: 'Bad photo', images: `${env.images}/not-an-image.jpg` }),
      // 7: an image redirecting to the instance metadata address
      csvLine({ title: 'Metadata photo', images: `${env.images}/to-metadata` }),
      // 8: a decompression bomb
      csvLine({ title: 'Bomb photo', images: `${env.images}/bomb.png` }),
      // 9: a private address, not allow-listed
      csvLine({ title: 'Private photo', images: 'http://10.0.0.7/van.jpg' }),
      // 10: good, a formula-like title kept as text
      csvLine({ title: '=HYPERLINK("http://evil.example","Cheap van")', condition: 'new' }),
      // 11: year and boolean both wrong
      csvLine({ title: 'Old', year: '1850', hpi_clear: 'yes' }),
      // 12: three good photos and one that is not there
      csvLine({
        title: 'Three of four photos',
        images:
          [1, 2, 3].map((n) => `${env.images}/van-${n}.jpg`).join(',') + `,${env.images}/gone.jpg`,
      }),
      // 13: two good photos and one that is not there: a draft with the two
      csvLine({
        title: 'Two of three photos',
        images: `${env.images}/van-1.jpg,${env.images}/gone.jpg,${env.images}/van-3.jpg`,
      }),
    ].join('\r\n');
    const record = await queuedImport(env, owner, file);
    run = await runImport(env, record);
  }, 90_000);

  it('completes with the counts and each error with its row number, in row order', () => {
    expect(run.execution.status).toBe('SUCCEEDED');
    const view = importView(run.record);
    expect(view).toMatchObject({
      status: 'completed',
      rows_total: 12,
      rows_done: 12,
      imported: 9,
      drafts: 7,
      error_count: 3,
      warning_count: 6,
      failure: null,
    });
    expect(view.errors).toEqual([
      { row: 3, message: 'Row 3 (Ford Transit Custom): Missing required field: price' },
      {
        row: 5,
        message: `Row 5 (Ford Transit Custom): ${LISTING_MESSAGES.postcodeUnknown}`,
      },
      {
        row: 11,
        message:
          'Row 11 (Ford Transit Custom): Year must be between 1900 and ' +
          `${new Date().getUTCFullYear() + 1}; hpi_clear must be true or false`,
      },
    ]);
  });

  it('imports a row whose photos fail with the photos that worked, naming the ones that did not', () => {
    const view = importView(run.record);
    const draft = (needed: number) =>
      `; saved as a draft: add ${needed === 1 ? '1 more photo' : `${needed} more photos`}, then submit it for review`;
    expect(view.warnings).toEqual([
      {
        row: 6,
        message: `Row 6 (Ford Transit Custom): imported without 1 photo: ${env.images}/not-an-image.jpg${draft(3)}`,
      },
      {
        row: 7,
        message: `Row 7 (Ford Transit Custom): imported without 1 photo: ${env.images}/to-metadata${draft(3)}`,
      },
      {
        row: 8,
        message: `Row 8 (Ford Transit Custom): imported without 1 photo: ${env.images}/bomb.png${draft(3)}`,
      },
      {
        row: 9,
        message: `Row 9 (Ford Transit Custom): imported without 1 photo: http://10.0.0.7/van.jpg${draft(3)}`,
      },
      {
        row: 12,
        message: `Row 12 (Ford Transit Custom): imported without 1 photo: ${env.images}/gone.jpg`,
      },
      {
        row: 13,
        message: `Row 13 (Ford Transit Custom): imported without 1 photo: ${env.images}/gone.jpg${draft(1)}`,
      },
    ]);
  });

  it('puts the rows with 3 photos up for review and the others in My Listings as drafts', async () => {
    const page = await myListings(owner);
    const byTitle = Object.fromEntries(page.items.map((item) => [item.title, item]));
    const state = (title: string) => [byTitle[title]?.approval_status, byTitle[title]?.photo_count];
    expect(state('Transit with photos')).toEqual(['pending', 3]);
    expect(state('Three of four photos')).toEqual(['pending', 3]);
    expect(state('Two of three photos')).toEqual(['draft', 2]);
    expect(state('Sprinter, photos later')).toEqual(['draft', 0]);
    expect(state('Bad photo')).toEqual(['draft', 0]);
    expect(state('=HYPERLINK("http://evil.example","Cheap van")')).toEqual(['draft', 0]);
    expect(page.items).toHaveLength(9);
    for (const item of page.items) expect(item.status).toBe('active');
    expect(await getListingTally(env.table.db, owner)).toEqual({ active: 9, sold: 0 });

    const sprinter = await getListing(env.table.db, importedListingId(run.record.id, 4));
    expect(sprinter).toMatchObject({
      user_id: owner,
      make: 'Mercedes-Benz',
      model: 'Sprinter',
      postcode: 'LS1 4AP',
      location: 'leeds',
      latitude: 53.7965,
      status: 'active',
      approval_status: 'draft',
      image_urls: [],
      colour: 'Silver',
    });
    // Condition is the listing's condition (the specification's quirk of writing it into
    // status is not copied).
    const formula = await getListing(env.table.db, importedListingId(run.record.id, 10));
    expect(formula).toMatchObject({ condition: 'new', status: 'active' });
    // The photos kept keep their place in the row: photo-1 and photo-3 of row 13.
    const two = await getListing(env.table.db, importedListingId(run.record.id, 13));
    expect(two?.image_urls).toEqual(
      [1, 3].map((n) => `/images/listings/${two!.id}/photo-${n}/640.webp`),
    );
  });

  it('leaves drafts out of the moderation queue', async () => {
    const { Items = [] } = await env.table.db.client.send(
      new QueryCommand({
        TableName: env.table.db.tableName,
        IndexName: INDEX.moderation,
        KeyConditionExpression: 'GSI2PK = :pending',
        ExpressionAttributeValues: { ':pending': approvalPk('pending') },
      }),
    );
    const ids = Items.map((item) => String(item.PK));
    expect(ids.filter((id) => id.includes(run.record.id)).sort()).toEqual(
      [2, 12].map((row) => listingKey(importedListingId(run.record.id, row)).PK).sort(),
    );
  });

  it('writes nothing for refused rows', async () => {
    for (const row of [3, 5, 11]) {
      const { Item } = await env.table.db.client.send(
        new GetCommand({
          TableName: env.table.db.tableName,
          Key: listingKey(importedListingId(run.record.id, row)),
        }),
      );
      expect(Item, `row ${row}`).toBeUndefined();
    }
    // Nor any photo files of the photos refused.
    for (const row of [6, 7, 8]) {
      expect(
        await objectKeys(env, `images/listings/${importedListingId(run.record.id, row)}/`),
      ).toEqual([]);
    }
  });

  it('runs each photo through the photo pipeline: WebP widths, upright, no metadata', async () => {
    const id = importedListingId(run.record.id, 2);
    const listing = await getListing(env.table.db, id);
    expect(listing?.image_urls).toEqual(
      [1, 2, 3].map((n) => `/images/listings/${id}/photo-${n}/640.webp`),
    );
    const keys = await objectKeys(env, `images/listings/${id}/`);
    expect(keys.sort()).toEqual(
      [1, 2, 3]
        .flatMap((n) => IMAGE_WIDTHS.map((w) => imageVariantKey(id, `photo-${n}`, w)))
        .sort(),
    );
    const turned = await objectBytes(env, imageVariantKey(id, 'photo-2', 640));
    const meta = await sharp(turned).metadata();
    // 640 x 480 stored with orientation 6: upright it is 480 wide and 640 tall.
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(gpsOfExif(meta.exif)).toBeUndefined();
  });

  it('wrote the valid rows to chunk files under imports/ first', async () => {
    const keys = await objectKeys(env, `imports/${owner}/${run.record.id}/chunks/`);
    expect(keys).toEqual([importChunkKey(owner, run.record.id, 0)]);
  });

  it('runs an import once: a second start of the same import is refused', async () => {
    await expect(runImport(env, run.record)).rejects.toMatchObject({
      name: 'ExecutionAlreadyExists',
    });
  });
});

describe('progress', () => {
  it('is written as chunks finish, and the end is completed with every row counted', async () => {
    const owner = newOwner();
    const lines = [HEADER];
    // 120 rows: three chunks of 50, 50 and 20; every tenth row refused.
    for (let i = 0; i < 120; i++) {
      lines.push(csvLine({ title: `Van ${i + 1}`, ...(i % 10 === 9 ? { mileage: 'lots' } : {}) }));
    }
    const record = await queuedImport(env, owner, lines.join('\n'));
    const { record: done } = await runImport(env, record);
    // Two chunks run at a time: the third starts once one of the first two is counted, and
    // finds the record part way (the refused rows and a chunk done), as the dialog would.
    const third = atChunkStart.find((s) => s.record.id === record.id && s.chunk === 2)!.record;
    expect(third).toMatchObject({ status: 'processing', rows_total: 120 });
    expect(third.rows_done).toBeGreaterThanOrEqual(12 + 45);
    expect(third.rows_done).toBeLessThan(120);
    expect([1, 2]).toContain(third.chunks_done.length);
    expect(done).toMatchObject({
      status: 'completed',
      rows_total: 120,
      rows_done: 120,
      imported: 108,
      error_count: 12,
    });
    expect([...done.chunks_done].sort()).toEqual([0, 1, 2]);
    expect(done.errors.map((e) => e.row)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i + 1) * 10 + 1),
    );
    expect(await getListingTally(env.table.db, owner)).toEqual({ active: 108, sold: 0 });
  }, 90_000);
});
