/**
 * A plain text progress bar for stderr: redrawn in place on a terminal, and printed as a line
 * every 10% otherwise (CI logs and pipes stay readable).
 */
export type ProgressStream = {
  isTTY?: boolean;
  write: (text: string) => unknown;
  columns?: number;
};

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

export function progressLine(done: number, total: number, elapsedMs: number, width = 30): string {
  const fraction = total > 0 ? Math.min(done / total, 1) : 1;
  const filled = Math.round(fraction * width);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const eta = rate > 0 ? (total - done) / rate : Infinity;
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ` +
    `${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')} ` +
    `${(fraction * 100).toFixed(0).padStart(3)}% ` +
    `${rate.toFixed(0)}/s ETA ${formatDuration(eta)}`
  );
}

export function createProgressBar(stream: ProgressStream, now: () => number = Date.now) {
  const started = now();
  let lastDecile = -1;
  let lastDraw = 0;
  return {
    update(done: number, total: number): void {
      const elapsed = now() - started;
      if (stream.isTTY) {
        // Redrawing more than ~10 times a second only costs time.
        if (done < total && now() - lastDraw < 100) return;
        lastDraw = now();
        stream.write(`\r${progressLine(done, total, elapsed)}\u001b[K`);
        if (done >= total) stream.write('\n');
        return;
      }
      const decile = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (decile > lastDecile) {
        lastDecile = decile;
        stream.write(`${progressLine(done, total, elapsed)}\n`);
      }
    },
  };
}
