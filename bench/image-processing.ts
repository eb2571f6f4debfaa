/**
 * The photo processor's own figure for `npm run bench`: a 12-megapixel phone-like JPEG
 * (4000 x 3000, noise so it compresses like a photo, GPS EXIF) through renderPhotoVariants,
 * the function the S3-triggered handler runs, several times: time per photo (p50/p95) and the
 * process's peak memory. Measured in a child process that does nothing else, so the peak RSS
 * is the photo's and Node's, not the bench's search index (the handler runs alone in its
 * Lambda too, with 2048 MB).
 *
 *   npx tsx bench/image-processing.ts FILE.jpg [RUNS]   (prints the figures as JSON)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { percentile, round } from './stats';

export type ImageProcessingFigures = {
  source: { width: number; height: number; megapixels: number; bytes: number };
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** What the largest variant came out as, and the three variants' bytes together. */
  largestVariant: { width: number; height: number };
  variantBytes: number;
  memory: {
    /** RSS with sharp loaded, before the first photo. */
    baselineRssMb: number;
    peakRssMb: number;
    peakHeapUsedMb: number;
    /** Memory outside the JS heap that V8 knows of (Buffers), at its peak. */
    peakExternalMb: number;
  };
};

const mb = (bytes: number) => round(bytes / 1024 / 1024);

/** A phone-sized photo: 4000 x 3000, noisy like a real scene (about 4 MB at quality 85). */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 70, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 110, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'VanYard Bench Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 0/1' },
    })
    .toBuffer();
}

/** Runs in the child: one warm-up, then `runs` timed photos, memory sampled throughout. */
async function measureHere(bytes: Buffer, runs: number): Promise<ImageProcessingFigures> {
  const { renderPhotoVariants } = await import('#lambdas/photo/photo-variants');
  const header = await sharp(bytes).metadata();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed, external: baseline.external };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.external = Math.max(peak.external, now.external);
  };
  const sampler = setInterval(sample, 5);

  const times: number[] = [];
  let last: Awaited<ReturnType<typeof renderPhotoVariants>> | undefined;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    last = await renderPhotoVariants(bytes);
    const ms = performance.now() - started;
    sample();
    if (!last.ok) throw new Error(`The bench photo was refused: ${last.rejection}`);
    if (i > 0) times.push(ms); // the first run loads sharp's codecs
  }
  clearInterval(sampler);
  // The kernel's own high-water mark catches a peak between two samples.
  peak.rss = Math.max(peak.rss, process.resourceUsage().maxRSS * 1024);
  if (!last?.ok) throw new Error('no run');
  return {
    source: {
      width: header.width,
      height: header.height,
      megapixels: round((header.width * header.height) / 1e6),
      bytes: bytes.length,
    },
    runs,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    largestVariant: { width: last.width, height: last.height },
    variantBytes: last.variants.reduce((sum, v) => sum + v.body.length, 0),
    memory: {
      baselineRssMb: mb(baseline.rss),
      peakRssMb: mb(peak.rss),
      peakHeapUsedMb: mb(peak.heapUsed),
      peakExternalMb: mb(peak.external),
    },
  };
}

/**
 * From `npm run bench`: makes the photo here, then measures it in a fresh Node process (with
 * this process's loader flags, i.e. tsx) and returns the child's figures.
 */
export async function measureImageProcessing(runs = 10): Promise<ImageProcessingFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'vanyard-bench-photo-'));
  try {
    const file = join(dir, 'photo.jpg');
    writeFileSync(file, await twelveMegapixelJpeg());
    const script = fileURLToPath(import.meta.url);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [...process.execArgv, script, file, String(runs)], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, LOG_LEVEL: 'warn' },
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`image bench exited with ${code}`)),
      );
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as ImageProcessingFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, runs] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: tsx bench/image-processing.ts FILE.jpg [RUNS]');
    process.exit(2);
  }
  measureHere(readFileSync(file), Number(runs ?? 10))
    .then((figures) => console.log(JSON.stringify(figures)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
