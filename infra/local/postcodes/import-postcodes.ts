import { outcodeOf } from '#shared/postcode';
import type { Db } from '#lambdas/platform/db';
import { putPostcodesBatch, type PostcodePoint } from '#lambdas/geocoding/postcodes-repo';
import { BoundedRunner } from '../concurrency';
import {
  postcodeFileSize,
  PostcodeFileError,
  readPostcodeCsv,
  type PostcodeCsvFormat,
  type SkipReason,
} from './read-postcode-csv';

export type ImportProgress = {
  bytesRead: number;
  totalBytes: number;
  written: number;
  skipped: number;
};

export type ImportSummary = {
  format: PostcodeCsvFormat;
  /** Valid rows written (a postcode or a district each). */
  written: number;
  /** ONS only: district centres computed as the mean of the district's live postcodes. */
  districtsDerived: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** The first few rejected rows, to show what is wrong with them. */
  skippedExamples: { line: number; reason: SkipReason; text: string }[];
  seconds: number;
};

export type ImportOptions = {
  /** Batch writes in flight at once. */
  concurrency?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Called with each batch once it is stored. */
  onWritten?: (points: readonly PostcodePoint[]) => void;
};

const BATCH = 25;
const EXAMPLES = 5;

/**
 * Imports a postcode CSV into the table: validated rows in parallel batch writes, rejected rows
 * counted by reason. Idempotent: a row's item is overwritten by a later import. From the ONS
 * file it also writes each district's centre (the mean of its postcodes), so the geocoder's
 * fallback to the district works without the outcode file.
 */
export async function importPostcodeFile(
  db: Db,
  path: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = Date.now();
  const totalBytes = postcodeFileSize(path);
  const runner = new BoundedRunner(options.concurrency ?? 8);
  const progress: ImportProgress = { bytesRead: 0, totalBytes, written: 0, skipped: 0 };
  const skipped: ImportSummary['skipped'] = {};
  const skippedExamples: ImportSummary['skippedExamples'] = [];
  const districts = new Map<string, { latitude: number; longitude: number; count: number }>();
  let format: PostcodeCsvFormat | undefined;
  let batch: PostcodePoint[] = [];

  const write = async (points: PostcodePoint[]) => {
    await runner.submit(async () => {
      await putPostcodesBatch(db, points);
      progress.written += points.length;
      options.onWritten?.(points);
      options.onProgress?.({ ...progress });
    });
  };

  const rows = readPostcodeCsv(path, { onBytes: (bytes) => (progress.bytesRead = bytes) });
  try {
    for await (const item of rows) {
      if (item.kind === 'skip') {
        progress.skipped++;
        skipped[item.reason] = (skipped[item.reason] ?? 0) + 1;
        if (skippedExamples.length < EXAMPLES) skippedExamples.push(item);
        continue;
      }
      format = item.format;
      if (format === 'onspd') addToDistrict(districts, item.point);
      batch.push(item.point);
      if (batch.length === BATCH) {
        await write(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await write(batch);
  } catch (error) {
    // Let the writes already started finish before the caller closes its client.
    await runner.drain().catch(() => undefined);
    throw error;
  }
  await runner.drain();

  if (!format) {
    const reasons = Object.entries(skipped)
      .map(([reason, count]) => `${count.toLocaleString('en-GB')} ${reason}`)
      .join(', ');
    throw new PostcodeFileError(
      `${path} has no valid rows` + (reasons ? ` (skipped: ${reasons})` : ' (only a header)'),
    );
  }

  const centres = [...districts].map(([outcode, sum]): PostcodePoint => ({
    postcode: outcode,
    kind: 'outcode',
    latitude: round6(sum.latitude / sum.count),
    longitude: round6(sum.longitude / sum.count),
    source: 'onspd-mean',
  }));
  for (let start = 0; start < centres.length; start += BATCH) {
    await runner.submit(() => putPostcodesBatch(db, centres.slice(start, start + BATCH)));
  }
  await runner.drain();

  return {
    format,
    written: progress.written,
    districtsDerived: centres.length,
    skipped,
    skippedExamples,
    seconds: (Date.now() - started) / 1000,
  };
}

function addToDistrict(
  districts: Map<string, { latitude: number; longitude: number; count: number }>,
  point: PostcodePoint,
): void {
  const outcode = outcodeOf(point.postcode);
  if (!outcode) return;
  const sum = districts.get(outcode) ?? { latitude: 0, longitude: 0, count: 0 };
  sum.latitude += point.latitude;
  sum.longitude += point.longitude;
  sum.count++;
  districts.set(outcode, sum);
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
