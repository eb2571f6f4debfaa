import type { Ref } from 'react';
import { IMPORT_TEXT } from './import-copy';

type ImportProgressProps = {
  /** Unique on the page (the dialog and the page's banner may both show one). */
  id: string;
  /** 0 to 100. */
  percent: number;
  /** What is happening now ('Checked 150 of 400 rows'). */
  status: string;
  /** Takes the focus when the import starts (the picker it replaces has gone). */
  focusRef?: Ref<HTMLDivElement>;
};

/**
 * The percentage bar (spec 02 section 2): a progressbar with its value, the percentage and the
 * line under it in words. Not a live region: the dialog announces steps, not every percent.
 */
export function ImportProgress({ id, percent, status, focusRef }: ImportProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const labelId = `${id}-label`;
  return (
    <div ref={focusRef} tabIndex={-1} className="rounded-md">
      <div className="flex items-baseline justify-between gap-3">
        <p id={labelId} className="text-sm font-semibold text-ink">
          {IMPORT_TEXT.progressLabel}
        </p>
        <p className="text-sm font-semibold text-ink tabular-nums" aria-hidden="true">
          {value}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="mt-1 h-3 w-full overflow-hidden rounded-full border border-slate-500 bg-slate-100"
      >
        <div
          className="h-full bg-brand-700 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
      {status ? <p className="mt-2 text-sm text-muted">{status}</p> : null}
    </div>
  );
}
