import { formatDuration, type ProgressStream } from './progress-bar';
import type { ImportProgress } from '../postcodes/import-postcodes';

/** '[#####-----]  50%  1,234,567 written  89 skipped  12,345/s  ETA 1m05s' (by bytes read). */
export function importProgressLine(
  progress: ImportProgress,
  elapsedMs: number,
  width = 20,
): string {
  const fraction =
    progress.totalBytes > 0 ? Math.min(progress.bytesRead / progress.totalBytes, 1) : 1;
  const filled = Math.round(fraction * width);
  const rate = elapsedMs > 0 ? (progress.written * 1000) / elapsedMs : 0;
  const eta = fraction > 0 ? (elapsedMs / 1000) * ((1 - fraction) / fraction) : Infinity;
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ` +
    `${(fraction * 100).toFixed(0).padStart(3)}%  ` +
    `${progress.written.toLocaleString('en-GB')} written  ` +
    `${progress.skipped.toLocaleString('en-GB')} skipped  ` +
    `${rate.toFixed(0)}/s  ETA ${formatDuration(eta)}`
  );
}

/** Redrawn in place on a terminal (at most 10 times a second), a line every 10 % otherwise. */
export function createImportProgress(stream: ProgressStream, now: () => number = Date.now) {
  const started = now();
  let lastDraw = 0;
  let lastDecile = -1;
  return {
    update(progress: ImportProgress): void {
      const elapsed = now() - started;
      if (stream.isTTY) {
        if (now() - lastDraw < 100) return;
        lastDraw = now();
        stream.write(`\r${importProgressLine(progress, elapsed)}\u001b[K`);
        return;
      }
      const decile = Math.floor((progress.bytesRead / Math.max(progress.totalBytes, 1)) * 10);
      if (decile > lastDecile) {
        lastDecile = decile;
        stream.write(`${importProgressLine(progress, elapsed)}\n`);
      }
    },
    finish(progress: ImportProgress): void {
      const line = importProgressLine(progress, now() - started);
      stream.write(stream.isTTY ? `\r${line}\u001b[K\n` : `${line}\n`);
    },
  };
}
