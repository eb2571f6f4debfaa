import { Readable, Transform, type TransformCallback } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { SellerType } from '#shared/catalogue/enums';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportError } from '#shared/csv-import/imports';
import {
  checkHeader,
  checkImportRow,
  IMPORT_FILE_MESSAGES,
  rowError as rowErrorOf,
  rowNumber,
  type ImportCells,
  type ImportedRow,
  type RowVerdict,
} from '#shared/csv-import/rules';
import { STOCK_REFERENCE_MESSAGES, stockReferenceKey } from '#shared/stock-reference';

/*
 * The import file, read as a stream (docs/csv-import.md, Parse): bytes decoded as strict UTF-8,
 * csv-parse with the header's columns, every row checked by the shared rules, valid rows handed
 * on in chunks as they come. Only one chunk of rows and the first kept errors are in memory,
 * whatever the file's size: memory stays flat as files grow.
 */

export type ParsedFile =
  | {
      ok: true;
      /** Data rows read (valid or not; empty lines are not rows). */
      rowsTotal: number;
      /** Rows that passed the rules, handed on in `chunks` chunks. */
      validRows: number;
      chunks: number;
      /** Row errors: the count, and the first IMPORT_LIMITS.keptErrors of them in row order. */
      errorCount: number;
      errors: ImportError[];
    }
  | { ok: false; failure: string };

export type ParseOptions = {
  now: Date;
  /** The type of the account the listings are imported for: it decides their seller type. */
  accountType: SellerType;
  /** Receives each chunk of valid rows (numbered from 0), awaited before reading on. */
  onChunk: (chunk: number, rows: ImportedRow[]) => Promise<void>;
  /**
   * Hears the key of every row's stock reference as read, valid row or not (a stock feed's run
   * keeps them: a van whose row is in error has not left the feed, decision 074).
   */
  onReference?: (key: string) => void;
  chunkRows?: number;
  maxRows?: number;
  maxBytes?: number;
};

/** A file-level refusal: the message the import fails with. */
class FileRefusal extends Error {}

/**
 * Strict UTF-8, counted: refuses a byte sequence that is not UTF-8 (TextDecoder fatal) and a
 * file past `maxBytes` however its size was declared. A BOM is dropped here (and csv-parse's
 * `bom` would drop one that got through).
 */
function utf8Text(maxBytes: number): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  const decode = (chunk: Uint8Array | undefined, callback: TransformCallback) => {
    try {
      const text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      callback(null, text === '' ? undefined : text);
    } catch {
      callback(new FileRefusal(IMPORT_MESSAGES.notUtf8));
    }
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) return callback(new FileRefusal(IMPORT_MESSAGES.tooBig));
      decode(chunk, callback);
    },
    flush(callback) {
      decode(undefined, callback);
    },
  });
}

/**
 * A row of empty cells (a spreadsheet's blank line, ",,,,") is an empty line, whatever its
 * cell count. (Not csv-parse's skip_records_with_empty_values: with skip_records_with_error it
 * drops the row after a blank one of the wrong length.)
 */
function isBlank(record: unknown): boolean {
  const cells = Array.isArray(record)
    ? record
    : record && typeof record === 'object'
      ? Object.values(record)
      : undefined;
  return (
    cells !== undefined && cells.every((cell) => typeof cell !== 'string' || cell.trim() === '')
  );
}

const isCsvError = (error: unknown): error is CsvError => {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('CSV_');
};

/**
 * Reads the file and checks each row; valid rows go to `onChunk` in chunks. A file-level
 * problem (not UTF-8, too big, too many rows, a bad header, no rows, an unreadable CSV) is
 * `{ ok: false, failure }` with its message; errors of the source itself (S3) are thrown.
 */
export async function parseImportFile(
  body: AsyncIterable<Uint8Array> | Readable,
  options: ParseOptions,
): Promise<ParsedFile> {
  const chunkRows = options.chunkRows ?? IMPORT_LIMITS.chunkRows;
  const maxRows = options.maxRows ?? IMPORT_LIMITS.maxRows;
  const maxBytes = options.maxBytes ?? IMPORT_LIMITS.maxBytes;

  // Rows are numbered as csv-parse reads them (on_record, on_skip), which runs ahead of the
  // loop below: a skipped row's error waits in `skipped` until the rows before it are checked.
  let parsed = 0;
  // A first row of blank cells: no header, unless nothing follows (then the file is empty).
  let blankHeader = false;
  const skipped: ImportError[] = [];
  let errorCount = 0;
  const errors: ImportError[] = [];
  const rowError = (error: ImportError) => {
    errorCount += 1;
    if (errors.length < IMPORT_LIMITS.keptErrors) errors.push(error);
  };
  const skippedBefore = (row: number) => {
    while (skipped.length > 0 && skipped[0]!.row! < row) rowError(skipped.shift()!);
  };
  const nextRow = () => {
    if (blankHeader) throw new FileRefusal(IMPORT_FILE_MESSAGES.noHeader);
    if (parsed >= maxRows) throw new FileRefusal(IMPORT_MESSAGES.tooManyRows);
    return rowNumber(parsed++);
  };
  let pending: ImportedRow[] = [];
  let chunks = 0;
  let validRows = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    await options.onChunk(chunks++, rows);
  };

  const source = Readable.from(body, { objectMode: false });
  const text = utf8Text(maxBytes);
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      if (isBlank(header)) {
        blankHeader = true;
        return header.map(() => undefined);
      }
      const verdict = checkHeader(header);
      if (!verdict.ok) throw new FileRefusal(verdict.message);
      return verdict.columns.map((column) => column || undefined);
    },
    skip_empty_lines: true,
    relax_column_count: false,
    // A malformed row (its cell count, a stray quote) is that row's error; the rest goes on.
    skip_records_with_error: true,
    // Thrown in these, an error ends the parse (csv-parse passes it on as the stream's error).
    on_skip: (error) => {
      if (isBlank((error as { record?: unknown } | undefined)?.record)) return;
      const row = nextRow();
      skipped.push({
        row,
        message: IMPORT_MESSAGES.parseError(error?.message ?? 'unreadable row', row),
      });
    },
    on_record: (cells: ImportCells) => (isBlank(cells) ? null : { row: nextRow(), cells }),
  });
  // Errors anywhere in the chain end the iteration below with that error.
  source.on('error', (error) => text.destroy(error));
  text.on('error', (error) => parser.destroy(error));
  source.pipe(text).pipe(parser);

  // A stock reference names one van of the seller: its second row in a file is refused
  // (decision 071). Keys only, so memory stays small for the largest file.
  const references = new Set<string>();
  const repeatedReference = (verdict: RowVerdict, cells: ImportCells): RowVerdict => {
    const reference = verdict.ok ? verdict.value.listing.stock_reference : null;
    if (!verdict.ok || !reference) return verdict;
    const key = stockReferenceKey(reference);
    if (!references.has(key)) {
      references.add(key);
      return verdict;
    }
    return {
      ok: false,
      error: rowErrorOf(verdict.value.row, cells, [
        STOCK_REFERENCE_MESSAGES.repeatedInFile(reference),
      ]),
    };
  };

  try {
    for await (const { row, cells } of parser as AsyncIterable<{
      row: number;
      cells: ImportCells;
    }>) {
      skippedBefore(row);
      const cell = cells.stock_reference;
      if (options.onReference && typeof cell === 'string' && cell.trim() !== '') {
        options.onReference(stockReferenceKey(cell));
      }
      const verdict = repeatedReference(
        checkImportRow(cells, row - rowNumber(0), options.now, options.accountType),
        cells,
      );
      if (!verdict.ok) {
        rowError(verdict.error);
        continue;
      }
      validRows += 1;
      pending.push(verdict.value);
      if (pending.length >= chunkRows) await flush();
    }
    skippedBefore(Number.POSITIVE_INFINITY);
    if (parsed === 0) return { ok: false, failure: IMPORT_MESSAGES.empty };
    await flush();
    return { ok: true, rowsTotal: parsed, validRows, chunks, errorCount, errors };
  } catch (error) {
    if (error instanceof FileRefusal) return { ok: false, failure: error.message };
    if (isCsvError(error)) {
      return { ok: false, failure: IMPORT_MESSAGES.parseError(error.message, rowNumber(parsed)) };
    }
    throw error;
  } finally {
    source.destroy();
    text.destroy();
    parser.destroy();
  }
}
