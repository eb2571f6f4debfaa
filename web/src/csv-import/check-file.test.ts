import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#shared/csv-import/imports';
import { checkImportFile, countCsvRows, sha256Hex, toHex } from './check-file';

describe('the file check before anything is sent', () => {
  it('takes a .csv file of 1 byte to 10 MB, whatever the case of its extension', () => {
    expect(checkImportFile({ name: 'stock.csv', size: 1 })).toBeNull();
    expect(checkImportFile({ name: 'STOCK.CSV', size: IMPORT_LIMITS.maxBytes })).toBeNull();
  });

  it('refuses another type, an empty file and one over 10 MB with their messages', () => {
    expect(checkImportFile({ name: 'stock.xlsx', size: 100 })).toBe(IMPORT_MESSAGES.notCsv);
    expect(checkImportFile({ name: 'stock.csv.exe', size: 100 })).toBe(IMPORT_MESSAGES.notCsv);
    expect(checkImportFile({ name: 'stock.csv', size: 0 })).toBe(IMPORT_MESSAGES.empty);
    expect(checkImportFile({ name: 'stock.csv', size: IMPORT_LIMITS.maxBytes + 1 })).toBe(
      IMPORT_MESSAGES.tooBig,
    );
    // A 50 MB file is told before it is uploaded.
    expect(checkImportFile({ name: 'big.csv', size: 50 * 1024 * 1024 })).toBe(
      'The file is larger than 10 MB: split it into smaller files and import each',
    );
  });
});

describe('the file digest (the duplicate warning)', () => {
  it('is the SHA-256 of the bytes in lower-case hex, as the API expects', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex(new Blob(['abc']))).toMatch(/^[a-f0-9]{64}$/);
  });

  it('writes each byte as two digits', () => {
    expect(toHex(new Uint8Array([0, 15, 255]).buffer)).toBe('000fff');
  });
});

describe('counting the rows before uploading', () => {
  it('counts the records after the header, with CRLF, a BOM and quoted newlines', () => {
    expect(countCsvRows('\uFEFFtitle,make\r\nA,Ford\r\nB,"Renault\r\nTrafic"\r\n')).toBe(2);
    expect(countCsvRows('title,make')).toBe(0);
    expect(countCsvRows('')).toBe(0);
  });

  it('skips blank lines and rows of empty cells, as the run does', () => {
    expect(countCsvRows('title,make\n\nA,Ford\n,,\n  \nB,VW\n\n')).toBe(2);
  });

  it('tells a file of 5,001 rows from one of 5,000', () => {
    const file = (rows: number) => ['title,make', ...Array(rows).fill('Van,Ford')].join('\n');
    expect(countCsvRows(file(IMPORT_LIMITS.maxRows))).toBe(IMPORT_LIMITS.maxRows);
    expect(countCsvRows(file(IMPORT_LIMITS.maxRows + 1))).toBe(IMPORT_LIMITS.maxRows + 1);
  });

  it('counts every row with content of any well-quoted file', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '\r', 'é') });
    const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 20 }),
        (rows) => {
          const text = ['a,b', ...rows.map((row) => row.map(quote).join(','))].join('\r\n');
          // A row of quoted cells has content (its quotes) even when the cells are empty.
          expect(countCsvRows(text)).toBe(rows.length);
        },
      ),
    );
  });
});
