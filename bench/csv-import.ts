/**
 * The CSV import's figures for `npm run bench` (issue 18 section 5), on the bench's local stage:
 * a file of N rows without images and one of N/5 rows with 3 images each from a local image
 * server, each run end to end (the file put where the browser's upload puts it, the import
 * record queued as the start route leaves it, the execution started on the stage's local Step
 * Functions endpoint, the record polled until the run ends): seconds, rows per second. And the
 * parse step's peak memory, measured in a child process that does nothing else, for files of
 * 1,000 and 5,000 rows: flat as the file grows (the file is streamed, never whole in memory).
 *
 *   npx tsx bench/csv-import.ts ROWS   (the parse memory figure alone, as JSON)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import sharp from 'sharp';
import { sfn } from '#lambdas/platform/sfn';
import { env } from '#lambdas/config';
import type { Db } from '#lambdas/platform/db';
import {
  getImport,
  insertImport,
  moveImport,
  newImportRecord,
  type StoredImport,
} from '#lambdas/import/imports-repo';
import { importExecutionName, importRunInput } from '#lambdas/import/run-input';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE } from '#shared/csv-import/columns';
import { importFileKey } from '#shared/image-keys';
import { round } from './stats';

export type ImportRunFigures = {
  rows: number;
  imagesPerRow: number;
  seconds: number;
  rowsPerSecond: number;
  imported: number;
  errors: number;
  status: string;
};

export type ParseMemoryFigures = {
  rows: number;
  fileMb: number;
  ms: number;
  baselineRssMb: number;
  peakRssMb: number;
  peakHeapUsedMb: number;
};

export type CsvImportFigures = {
  withoutImages: ImportRunFigures;
  withImages: ImportRunFigures | null;
  parseMemory: ParseMemoryFigures[];
};

const mb = (bytes: number) => round(bytes / 1024 / 1024);

const POSTCODES = [
  ['M1 1AE', 'Manchester'],
  ['LS1 4AP', 'Leeds'],
  ['B1 1BB', 'Birmingham'],
  ['BS1 4DJ', 'Bristol'],
] as const;

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Row i of a bench file: the template's example with its own title, mileage, place, images. */
function benchLine(i: number, images: readonly string[]): string {
  const [postcode, location] = POSTCODES[i % POSTCODES.length]!;
  const cells: Record<string, string> = {
    ...TEMPLATE_EXAMPLE,
    title: `Bench van ${i + 1}: ${TEMPLATE_EXAMPLE.title}`,
    mileage: String(20_000 + ((i * 7919) % 120_000)),
    price: String(9_000 + ((i * 104_729) % 30_000)),
    postcode,
    location,
    images: images.join(','),
  };
  return IMPORT_COLUMNS.map((column) => quote(cells[column] ?? '')).join(',');
}

/** A bench file's lines, made as they are read: `rows` rows after the header. */
function* benchLines(rows: number, images: (i: number) => readonly string[] = () => []) {
  yield `${IMPORT_COLUMNS.join(',')}\r\n`;
  for (let i = 0; i < rows; i++) yield `${benchLine(i, images(i))}\r\n`;
}

/** A local server of a few photo-like JPEGs (about 1600 x 1200, 300 KB each). */
export async function startBenchImageServer(): Promise<{
  origin: string;
  stop: () => Promise<void>;
}> {
  const photos = await Promise.all(
    [0, 1, 2].map((n) =>
      sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: 60 + n * 40, g: 110, b: 90 },
          noise: { type: 'gaussian', mean: 110, sigma: 20 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  const server = createServer((request, response) => {
    const match = /^\/van-(\d+)\.jpg$/.exec(request.url ?? '');
    const photo = match ? photos[Number(match[1]) % photos.length] : undefined;
    if (!photo) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length });
    response.end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One import end to end on the stage: upload, queue, start, wait for its end. */
async function runOne(
  deps: { db: Db; s3: S3Client; bucket: string },
  rows: number,
  imagesPerRow: number,
  imagesOrigin: string,
): Promise<ImportRunFigures> {
  const owner = `bench-dealer-${randomUUID().slice(0, 8)}`;
  // Each row's own URLs (the server answers any number), so no row reuses another's fetch.
  const images = (i: number) =>
    Array.from(
      { length: imagesPerRow },
      (_, n) => `${imagesOrigin}/van-${i * imagesPerRow + n}.jpg`,
    );
  const body = Buffer.from([...benchLines(rows, images)].join(''), 'utf8');
  const started = performance.now();
  const record = newImportRecord(
    {
      id: randomUUID(),
      owner_id: owner,
      filename: 'bench.csv',
      size: body.length,
      sha256: 'b'.repeat(64),
    },
    new Date(),
  );
  await insertImport(deps.db, record);
  await deps.s3.send(
    new PutObjectCommand({ Bucket: deps.bucket, Key: importFileKey(owner, record.id), Body: body }),
  );
  await moveImport(deps.db, record.id, ['uploading'], 'queued', {}, new Date());
  const stateMachineArn = env.csvImportStateMachine;
  if (!stateMachineArn) throw new Error('The stage sets no CSV_IMPORT_STATE_MACHINE');
  await sfn().send(
    new StartExecutionCommand({
      stateMachineArn,
      name: importExecutionName(record.id),
      input: JSON.stringify(importRunInput(record)),
    }),
  );
  let ended: StoredImport | undefined;
  for (;;) {
    ended = await getImport(deps.db, record.id);
    if (ended && (ended.status === 'completed' || ended.status === 'failed')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    rows,
    imagesPerRow,
    seconds: round(seconds, 1),
    rowsPerSecond: round(rows / seconds, 1),
    imported: ended.imported,
    errors: ended.error_count,
    status: ended.status,
  };
}

/** Runs in the child: the parse step over a streamed file of `rows` rows, memory sampled. */
async function parseMemoryHere(rows: number): Promise<ParseMemoryFigures> {
  const { parseImportFile } = await import('#lambdas/import/parse-file');
  global.gc?.();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  let bytes = 0;
  const source = Readable.from(
    (function* () {
      for (const line of benchLines(rows)) {
        const piece = Buffer.from(line, 'utf8');
        bytes += piece.length;
        yield piece;
      }
    })(),
  );
  const started = performance.now();
  const parsed = await parseImportFile(source, {
    now: new Date(),
    accountType: 'trade_dealer',
    // As the task puts a chunk to S3: serialised, then dropped.
    onChunk: async (_n, chunk) => {
      JSON.stringify({ rows: chunk });
      sample();
    },
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (!parsed.ok || parsed.validRows !== rows)
    throw new Error(`bench parse: ${JSON.stringify(parsed)}`);
  return {
    rows,
    fileMb: mb(bytes),
    ms: round(ms),
    baselineRssMb: mb(baseline.rss),
    peakRssMb: mb(Math.max(peak.rss, process.resourceUsage().maxRSS * 1024)),
    peakHeapUsedMb: mb(peak.heapUsed),
  };
}

/** The parse memory figure of a file of `rows` rows, from a fresh Node process. */
async function measureParseMemory(rows: number): Promise<ParseMemoryFigures> {
  const script = fileURLToPath(import.meta.url);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script, String(rows)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`parse bench exited with ${code}`)),
    );
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as ParseMemoryFigures;
}

/**
 * From `npm run bench`: the two imports on the stage (its handlers allow-list the image
 * server: `importImageHosts`), then the parse memory at 1,000 and 5,000 rows.
 */
export async function measureCsvImport(options: {
  db: Db;
  s3: S3Client;
  bucket: string;
  rows: number;
  imagesOrigin: string;
}): Promise<CsvImportFigures> {
  const deps = { db: options.db, s3: options.s3, bucket: options.bucket };
  const withoutImages = await runOne(deps, options.rows, 0, options.imagesOrigin);
  const imageRows = Math.round(options.rows / 5);
  const withImages = imageRows > 0 ? await runOne(deps, imageRows, 3, options.imagesOrigin) : null;
  const parseMemory = [];
  for (const rows of [1000, 5000]) parseMemory.push(await measureParseMemory(rows));
  return { withoutImages, withImages, parseMemory };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  parseMemoryHere(Number(process.argv[2] ?? 1000))
    .then((figures) => console.log(JSON.stringify(figures)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
