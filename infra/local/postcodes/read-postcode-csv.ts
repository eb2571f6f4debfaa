import { createReadStream, statSync } from 'node:fs';
import { parse, type CsvError } from 'csv-parse';
import { formatPostcode, compactPostcode, isValidOutcode } from '#shared/postcode';
import type { PostcodePoint } from '#lambdas/geocoding/postcodes-repo';
import { isLatitudeInUk, isLongitudeInUk } from '#lambdas/geocoding/uk-bounds';

/**
 * The two files the import understands, told apart by their header:
 * - 'onspd': the ONS Postcode Directory (one row per postcode: pcds or pcd, lat, long, doterm…);
 * - 'outcodes': district centres, `outcode,latitude,longitude`.
 */
export type PostcodeCsvFormat = 'onspd' | 'outcodes';

export const POSTCODE_SOURCES: Record<PostcodeCsvFormat, string> = {
  onspd: 'onspd',
  outcodes: 'outcode-csv',
};

export type SkipReason =
  | 'terminated postcode'
  | 'no grid reference'
  | 'invalid postcode'
  | 'invalid outcode'
  | 'latitude not a number in the UK (49 to 61)'
  | 'longitude not a number in the UK (-9 to 2.5)'
  | 'malformed CSV record';

export type PostcodeCsvItem =
  | { kind: 'row'; line: number; format: PostcodeCsvFormat; point: PostcodePoint }
  | { kind: 'skip'; line: number; reason: SkipReason; text: string };

/** The file as a whole cannot be imported (missing, empty, unknown header). */
export class PostcodeFileError extends Error {
  override readonly name = 'PostcodeFileError';
}

/** The ONS file's "no grid reference" latitude; its longitude is 0.000000. */
const ONS_NO_GRID_LATITUDE = '99.999999';
/** ONS `osgrdind` 9: no grid reference for this postcode. */
const ONS_NO_GRID_QUALITY = '9';

type Columns =
  | {
      format: 'onspd';
      postcode: number;
      lat: number;
      long: number;
      doterm?: number;
      quality?: number;
    }
  | { format: 'outcodes'; outcode: number; lat: number; long: number };

/** The format and column positions of a header row, or undefined when it is neither format. */
export function detectColumns(header: readonly string[]): Columns | undefined {
  const names = header.map((name) => name.trim().toLowerCase());
  const at = (name: string) => {
    const index = names.indexOf(name);
    return index >= 0 ? index : undefined;
  };
  const postcode = at('pcds') ?? at('pcd');
  const lat = at('lat');
  const long = at('long');
  if (postcode !== undefined && lat !== undefined && long !== undefined) {
    return { format: 'onspd', postcode, lat, long, doterm: at('doterm'), quality: at('osgrdind') };
  }
  const outcode = at('outcode');
  const latitude = at('latitude');
  const longitude = at('longitude');
  if (outcode !== undefined && latitude !== undefined && longitude !== undefined) {
    return { format: 'outcodes', outcode, lat: latitude, long: longitude };
  }
  return undefined;
}

const EXPECTED_HEADERS =
  'the ONS Postcode Directory (columns pcds or pcd, lat, long) or an outcode file ' +
  '(outcode,latitude,longitude)';

/** Fails with a clear message when the path is not a readable file; returns its size. */
export function postcodeFileSize(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    throw new PostcodeFileError(`File not found: ${path}`);
  }
  if (!stats.isFile()) throw new PostcodeFileError(`Not a file: ${path}`);
  return stats.size;
}

/**
 * Streams a postcode CSV (never the whole file in memory: the ONS file is about 1 GB),
 * yielding each valid row as a postcode item and each rejected row with its reason.
 * `onBytes` reports how much of the file has been read, for a progress line.
 */
export async function* readPostcodeCsv(
  path: string,
  options: { onBytes?: (bytesRead: number) => void } = {},
): AsyncGenerator<PostcodeCsvItem> {
  postcodeFileSize(path);
  const skipped: PostcodeCsvItem[] = [];
  let lastMalformedLine = -1;
  const input = createReadStream(path);
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    // A broken quote in one row should cost that row, not the whole import.
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined, raw: string | undefined) => {
      const line = (error as { lines?: number } | undefined)?.lines ?? 0;
      // The parser may report several errors while it resynchronises on one broken line.
      if (line === lastMalformedLine) return undefined;
      lastMalformedLine = line;
      skipped.push({
        kind: 'skip',
        line,
        reason: 'malformed CSV record',
        text: (raw ?? error?.message ?? '').slice(0, 120),
      });
      return undefined;
    },
  });
  let bytesRead = 0;
  input.on('data', (chunk) => {
    bytesRead += chunk.length;
    options.onBytes?.(bytesRead);
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);

  let columns: Columns | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield* skipped.splice(0);
      if (!columns) {
        columns = detectColumns(record);
        if (!columns) {
          throw new PostcodeFileError(
            `${path}: unknown header "${record.join(',').slice(0, 200)}". Expected ${EXPECTED_HEADERS}.`,
          );
        }
        continue;
      }
      yield checkRow(columns, record, info.lines);
    }
    yield* skipped.splice(0);
  } finally {
    input.destroy();
    parser.destroy();
  }
  if (!columns) throw new PostcodeFileError(`${path} is empty: expected a header row and data`);
}

function checkRow(columns: Columns, record: readonly string[], line: number): PostcodeCsvItem {
  const field = (index: number | undefined) => (index === undefined ? '' : (record[index] ?? ''));
  const skip = (reason: SkipReason): PostcodeCsvItem => ({
    kind: 'skip',
    line,
    reason,
    text: record.join(',').slice(0, 120),
  });
  const latText = field(columns.lat);
  const longText = field(columns.long);
  let postcode: string | undefined;
  if (columns.format === 'onspd') {
    if (field(columns.doterm) !== '') return skip('terminated postcode');
    if (latText === ONS_NO_GRID_LATITUDE || field(columns.quality) === ONS_NO_GRID_QUALITY) {
      return skip('no grid reference');
    }
    postcode = formatPostcode(field(columns.postcode));
    if (!postcode) return skip('invalid postcode');
  } else {
    postcode = compactPostcode(field(columns.outcode));
    if (!isValidOutcode(postcode)) return skip('invalid outcode');
  }
  const latitude = latText === '' ? NaN : Number(latText);
  const longitude = longText === '' ? NaN : Number(longText);
  if (!isLatitudeInUk(latitude)) return skip('latitude not a number in the UK (49 to 61)');
  if (!isLongitudeInUk(longitude)) return skip('longitude not a number in the UK (-9 to 2.5)');
  return {
    kind: 'row',
    line,
    format: columns.format,
    point: {
      postcode,
      kind: columns.format === 'onspd' ? 'postcode' : 'outcode',
      latitude,
      longitude,
      source: POSTCODE_SOURCES[columns.format],
    },
  };
}
