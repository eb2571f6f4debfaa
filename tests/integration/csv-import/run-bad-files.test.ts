/**
 * Every bad file of issue 18 section 4 through the whole run on the local runner: each gets
 * the specification's message or a clear one, and no partial garbage listing. Files that are
 * odd but fine (a BOM, CRLF, quoted newlines, formula-like cells) import as they should.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '#lambdas/listing/listing-repo';
import { getListingTally } from '#lambdas/listing/listing-state-repo';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS } from '#shared/csv-import/columns';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#shared/csv-import/imports';
import { IMPORT_FILE_MESSAGES } from '#shared/csv-import/rules';
import { importFileKey } from '#shared/image-keys';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { importedListingId } from '#shared/table-keys';
import { csvLine, goodFile, HEADER } from '../../unit/csv-import/csv-files';
import {
  IMAGES_BUCKET,
  newOwner,
  queuedImport,
  runImport,
  startRunEnv,
  type RunEnv,
} from './run-support';

let env: RunEnv;

beforeAll(async () => {
  env = await startRunEnv();
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

/** Runs a file for a new owner: the ended record and the owner's tally. */
async function imported(file: string | Buffer) {
  const owner = newOwner();
  const record = await queuedImport(env, owner, file);
  const run = await runImport(env, record, { timeoutMs: 90_000 });
  // A bad file is the file's failure, not the run's: the execution itself succeeds.
  expect(run.execution.status).toBe('SUCCEEDED');
  return { ...run, owner, tally: await getListingTally(env.table.db, owner) };
}

describe('files refused whole', () => {
  it.each([
    ['an empty file', '', IMPORT_MESSAGES.empty],
    ['a header only', `${HEADER}\r\n`, IMPORT_MESSAGES.empty],
    [
      'unknown columns',
      `${HEADER},vin\n${csvLine()},WF0XXXTTGXKA12345\n`,
      IMPORT_MESSAGES.unknownColumns('vin'),
    ],
    [
      'missing columns',
      `${REQUIRED_COLUMNS.filter((c) => c !== 'description').join(',')}\n`,
      IMPORT_FILE_MESSAGES.missingColumns('description'),
    ],
    ['no header row', `${csvLine()}\n${csvLine()}\n`, IMPORT_FILE_MESSAGES.noHeader],
    [
      'semicolon-separated',
      `${IMPORT_COLUMNS.join(';')}\r\nVan;Ford;Transit\r\n`,
      IMPORT_MESSAGES.semicolons,
    ],
    ['only bad rows', `${HEADER}\n${csvLine({ price: '' })}\n`, IMPORT_MESSAGES.empty],
  ])('%s', async (_name, file, failure) => {
    const { record, tally } = await imported(file);
    expect(record).toMatchObject({ status: 'failed', failure, imported: 0 });
    expect(tally).toEqual({ active: 0, sold: 0 });
  });

  it('a file that is not UTF-8 (Windows-1252)', async () => {
    const file = Buffer.concat([
      Buffer.from(`${HEADER}\r\n`),
      Buffer.from(
        `${csvLine({ title: 'Citroën Relay £9,995', make: 'Citroën', model: 'Relay' })}\r\n`,
        'latin1',
      ),
    ]);
    const { record, tally } = await imported(file);
    expect(record).toMatchObject({ status: 'failed', failure: IMPORT_MESSAGES.notUtf8 });
    expect(tally.active).toBe(0);
  });

  it('5,001 rows', async () => {
    const { record, tally } = await imported(goodFile(IMPORT_LIMITS.maxRows + 1));
    expect(record).toMatchObject({ status: 'failed', failure: IMPORT_MESSAGES.tooManyRows });
    expect(tally.active).toBe(0);
  }, 120_000);

  it('a 50 MB file (refused by its size, unread)', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x20);
    big.write(`${HEADER}\n${csvLine()}\n`);
    const { record, tally } = await imported(big);
    expect(record).toMatchObject({ status: 'failed', failure: IMPORT_MESSAGES.tooBig });
    expect(tally.active).toBe(0);
  }, 120_000);

  it('a file that never arrived', async () => {
    const owner = newOwner();
    const record = await queuedImport(env, owner, `${HEADER}\n${csvLine()}\n`);
    await env.s3.send(
      new DeleteObjectCommand({ Bucket: IMAGES_BUCKET, Key: importFileKey(owner, record.id) }),
    );
    const { record: ended } = await runImport(env, record);
    expect(ended).toMatchObject({ status: 'failed', failure: IMPORT_MESSAGES.notUploaded });
  });
});

describe('files that are odd but fine', () => {
  it('a BOM, CRLF line ends, quoted newlines and commas, blank lines', async () => {
    const description =
      'Twin side doors, "as new" tyres.\r\nSecond line of the description, with commas, too.';
    const file =
      '\uFEFF' +
      [HEADER, csvLine({ title: 'BOM and CRLF', description }), '', ',,,,', csvLine()].join(
        '\r\n',
      ) +
      '\r\n';
    // ',,,,' (a spreadsheet's blank row, even of the wrong width) is an empty line too.
    const { record, tally } = await imported(file);
    expect(record).toMatchObject({
      status: 'completed',
      rows_total: 2,
      imported: 2,
      error_count: 0,
    });
    expect(tally.active).toBe(2);
    const listing = await getListing(env.table.db, importedListingId(record.id, 2));
    expect(listing).toMatchObject({ title: 'BOM and CRLF', description });
  });

  it('cells beginning with = + - @ are stored as text', async () => {
    const cells = {
      title: '=HYPERLINK("http://evil.example","Click me")',
      description:
        '+44 7700 900123 -- call us. @VanDealer: great van, full service history, no VAT.',
    };
    const { record } = await imported([HEADER, csvLine(cells)].join('\n'));
    expect(record).toMatchObject({ status: 'completed', imported: 1 });
    expect(await getListing(env.table.db, importedListingId(record.id, 2))).toMatchObject(cells);
  });

  it('a 100,000-character description is refused by the row rule, the other rows imported', async () => {
    const { record, tally } = await imported(
      [HEADER, csvLine({ description: 'x'.repeat(100_000) }), csvLine()].join('\n'),
    );
    expect(record).toMatchObject({ status: 'completed', imported: 1, error_count: 1 });
    expect(record.errors).toEqual([
      { row: 2, message: `Row 2 (Ford Transit Custom): ${LISTING_MESSAGES.descriptionLong}` },
    ]);
    expect(tally.active).toBe(1);
  });
});
