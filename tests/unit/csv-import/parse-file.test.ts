import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS } from '#shared/csv-import/columns';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#shared/csv-import/imports';
import { IMPORT_FILE_MESSAGES, type ImportedRow } from '#shared/csv-import/rules';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { STOCK_REFERENCE_MESSAGES } from '#shared/stock-reference';
import { REPO_ROOT } from '#infra/local/repo-root';
import { parseImportFile, type ParsedFile } from '#lambdas/import/parse-file';
import { csvLine, goodFile, HEADER } from './csv-files';

const NOW = new Date('2026-03-01T12:00:00.000Z');

/** Parses bytes given in pieces of `pieceSize` (a stream's chunks split anywhere). */
async function parse(
  content: string | Buffer,
  options: { pieceSize?: number; maxRows?: number; chunkRows?: number } = {},
): Promise<{ result: ParsedFile; chunks: ImportedRow[][] }> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const size = options.pieceSize ?? 7;
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  const chunks: ImportedRow[][] = [];
  const result = await parseImportFile(Readable.from(pieces), {
    now: NOW,
    accountType: 'trade_dealer',
    maxRows: options.maxRows,
    chunkRows: options.chunkRows,
    onChunk: async (n, rows) => {
      expect(n).toBe(chunks.length);
      chunks.push(rows);
    },
  });
  return { result, chunks };
}

describe('parsing an import file', () => {
  it('checks every row and hands valid rows on in chunks, errors with their row numbers', async () => {
    const file = [
      HEADER,
      csvLine({ title: 'First' }),
      csvLine({ price: '' }),
      csvLine({ title: 'Third' }),
      csvLine({ year: '1850', make: 'Ford', model: 'Transit' }),
      csvLine({ title: 'Fifth' }),
    ].join('\n');
    const { result, chunks } = await parse(file, { chunkRows: 2 });
    expect(result).toEqual({
      ok: true,
      rowsTotal: 5,
      validRows: 3,
      chunks: 2,
      errorCount: 2,
      errors: [
        { row: 3, message: 'Row 3 (Ford Transit Custom): Missing required field: price' },
        { row: 5, message: 'Row 5 (Ford Transit): Year must be between 1900 and 2027' },
      ],
    });
    expect(chunks.map((rows) => rows.map((r) => [r.row, r.listing.title]))).toEqual([
      [
        [2, 'First'],
        [4, 'Third'],
      ],
      [[6, 'Fifth']],
    ]);
  });

  it('takes a BOM, CRLF line ends, quoted newlines and commas, and skips empty lines', async () => {
    const description =
      'Line one of a long description, with commas.\r\nLine two: "quoted" words here.';
    const file =
      '\uFEFF' +
      [HEADER, '', csvLine({ description }), ',,,,,,,,,,,,,,,,,,,,,,,', '', csvLine()].join(
        '\r\n',
      ) +
      '\r\n\r\n';
    const { result, chunks } = await parse(file, { pieceSize: 3 });
    expect(result).toMatchObject({ ok: true, rowsTotal: 2, validRows: 2, errorCount: 0 });
    expect(chunks[0]![0]!.listing.description).toBe(description);
    // Row numbers count data rows: empty lines are not rows.
    expect(chunks[0]!.map((r) => r.row)).toEqual([2, 3]);
  });

  it('decodes multi-byte characters split across stream chunks', async () => {
    const { result, chunks } = await parse(
      [
        HEADER,
        csvLine({ title: 'Citroën Relay – “Luton” £9,995 🚐', make: 'Citroën', model: 'Relay' }),
      ].join('\n'),
      { pieceSize: 1 },
    );
    expect(result.ok).toBe(true);
    expect(chunks[0]![0]!.listing.title).toBe('Citroën Relay – “Luton” £9,995 🚐');
  });

  it('keeps formula-like cells as text', async () => {
    const { chunks } = await parse(
      [HEADER, csvLine({ title: '=cmd|"/c calc"!A1', location: 'Leeds' })].join('\n'),
    );
    expect(chunks[0]![0]!.listing.title).toBe('=cmd|"/c calc"!A1');
  });

  it('makes a malformed row its own error and reads on', async () => {
    const file = [
      HEADER,
      csvLine({ title: 'Good' }),
      'just,three,cells',
      csvLine({ title: 'Also good' }),
    ].join('\n');
    const { result, chunks } = await parse(file);
    expect(result).toMatchObject({ ok: true, rowsTotal: 3, validRows: 2, errorCount: 1 });
    if (!result.ok) return;
    expect(result.errors[0]!.row).toBe(3);
    expect(result.errors[0]!.message).toMatch(
      /^CSV parse error: .*Invalid Record Length.* at row 3$/,
    );
    expect(chunks.flat().map((r) => r.row)).toEqual([2, 4]);
  });

  it('skips blank rows of any width without losing the row after them', async () => {
    const file = [
      HEADER,
      ',,,,',
      csvLine({ title: 'After a short blank row' }),
      ' , ',
      csvLine(),
    ].join('\n');
    const { result, chunks } = await parse(file);
    expect(result).toMatchObject({ ok: true, rowsTotal: 2, validRows: 2, errorCount: 0 });
    expect(chunks.flat().map((r) => [r.row, r.listing.title])).toEqual([
      [2, 'After a short blank row'],
      [3, '2019 Ford Transit Custom 2.0 EcoBlue'],
    ]);
    // A malformed row with content is still an error, and the row after it is still read.
    const { result: broken, chunks: after } = await parse(
      [HEADER, 'a,b', csvLine({ title: 'After a malformed row' })].join('\n'),
    );
    expect(broken).toMatchObject({ ok: true, rowsTotal: 2, validRows: 1, errorCount: 1 });
    expect(after.flat().map((r) => r.row)).toEqual([3]);
  });

  it.each([
    ['an empty file', '', IMPORT_MESSAGES.empty],
    ['a header only', `${HEADER}\r\n`, IMPORT_MESSAGES.empty],
    ['blank lines only', '\n\n\r\n', IMPORT_MESSAGES.empty],
    ['blank cells only', ',,,\n , ,\n', IMPORT_MESSAGES.empty],
    [
      'a blank row before the header',
      `,,,\n${HEADER}\n${csvLine()}\n`,
      IMPORT_FILE_MESSAGES.noHeader,
    ],
    ['a BOM only', '\uFEFF', IMPORT_MESSAGES.empty],
    [
      'unknown columns',
      `${HEADER},vin\n${csvLine()},WF0XXXTTGXKA12345\n`,
      IMPORT_MESSAGES.unknownColumns('vin'),
    ],
    [
      'missing columns',
      `${REQUIRED_COLUMNS.filter((c) => c !== 'price').join(',')}\nx\n`,
      IMPORT_FILE_MESSAGES.missingColumns('price'),
    ],
    ['no header', `${csvLine()}\n${csvLine()}\n`, IMPORT_FILE_MESSAGES.noHeader],
    ['semicolons', `${IMPORT_COLUMNS.join(';')}\nFord;Transit\n`, IMPORT_MESSAGES.semicolons],
  ])('fails %s with the file’s message', async (_name, file, failure) => {
    const { result, chunks } = await parse(file);
    expect(result).toEqual({ ok: false, failure });
    expect(chunks).toEqual([]);
  });

  it('fails a file that is not UTF-8', async () => {
    // 'Citroën' in Windows-1252: ë is the lone byte 0xEB.
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\n`),
      Buffer.from(csvLine({ title: 'Citroën Relay' }), 'latin1'),
    ]);
    expect((await parse(latin1)).result).toEqual({ ok: false, failure: IMPORT_MESSAGES.notUtf8 });
    // UTF-16 (Excel's "Unicode text") is not UTF-8 either.
    const utf16 = Buffer.from(`\uFEFF${HEADER}\n${csvLine()}`, 'utf16le');
    expect((await parse(utf16)).result).toMatchObject({ ok: false });
  });

  it('fails a file with more rows than the limit, having written its valid rows to chunks only', async () => {
    const { result } = await parse(goodFile(IMPORT_LIMITS.maxRows + 1), { pieceSize: 64 * 1024 });
    expect(result).toEqual({ ok: false, failure: IMPORT_MESSAGES.tooManyRows });
    // Exactly the limit is fine.
    const { result: atLimit } = await parse(goodFile(IMPORT_LIMITS.maxRows), {
      pieceSize: 64 * 1024,
    });
    expect(atLimit).toMatchObject({ ok: true, rowsTotal: IMPORT_LIMITS.maxRows });
  }, 30_000);

  it('counts malformed rows towards the limit too', async () => {
    const file = [HEADER, csvLine(), 'bad,row', 'bad,row'].join('\n');
    expect((await parse(file, { maxRows: 2 })).result).toEqual({
      ok: false,
      failure: IMPORT_MESSAGES.tooManyRows,
    });
  });

  it('stops reading a file past 10 MB whatever its declared size', async () => {
    const big = Buffer.alloc(IMPORT_LIMITS.maxBytes + 10, 'a');
    big.write(`${HEADER}\n`);
    const { result } = await parse(big, { pieceSize: 1024 * 1024 });
    expect(result).toEqual({ ok: false, failure: IMPORT_MESSAGES.tooBig });
  });

  it('refuses a 100,000-character description by the row rule, not the parser', async () => {
    const { result } = await parse(
      [HEADER, csvLine({ description: 'x'.repeat(100_000) })].join('\n'),
    );
    expect(result).toMatchObject({
      ok: true,
      validRows: 0,
      errors: [
        { row: 2, message: `Row 2 (Ford Transit Custom): ${LISTING_MESSAGES.descriptionLong}` },
      ],
    });
  });

  it('keeps the first errors only, and counts them all', async () => {
    const lines = [HEADER];
    for (let i = 0; i < IMPORT_LIMITS.keptErrors + 50; i++) lines.push(csvLine({ price: 'x' }));
    const { result } = await parse(lines.join('\n'), { pieceSize: 4096 });
    expect(result).toMatchObject({ ok: true, errorCount: IMPORT_LIMITS.keptErrors + 50 });
    if (result.ok) expect(result.errors).toHaveLength(IMPORT_LIMITS.keptErrors);
  });
});

describe('stock references in a file (decision 071)', () => {
  it('refuses a reference a row before it holds, whatever its case and spaces', async () => {
    const file = [
      HEADER,
      csvLine({ stock_reference: 'VN 1' }),
      csvLine({ stock_reference: 'vn1' }),
      csvLine({ stock_reference: 'VN-2' }),
      csvLine({ stock_reference: '' }),
      csvLine({ stock_reference: '' }),
    ].join('\n');
    const { result, chunks } = await parse(file);
    expect(result).toMatchObject({
      ok: true,
      validRows: 4,
      errors: [
        {
          row: 3,
          message: expect.stringContaining(STOCK_REFERENCE_MESSAGES.repeatedInFile('vn1')),
        },
      ],
    });
    expect(chunks.flat().map((r) => r.listing.stock_reference)).toEqual([
      'VN 1',
      'VN-2',
      null,
      null,
    ]);
  });
});

describe('the published template (web/public/listing-import-template.csv)', () => {
  it('has the columns the run reads, and its example rows import without an error', async () => {
    const file = readFileSync(join(REPO_ROOT, 'web/public/listing-import-template.csv'));
    const { result, chunks } = await parse(file, { pieceSize: 512 });
    expect(result).toMatchObject({ ok: true, errorCount: 0 });
    expect(chunks.flat().length).toBeGreaterThan(0);
    expect(
      file
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0],
    ).toBe(HEADER);
  });
});
