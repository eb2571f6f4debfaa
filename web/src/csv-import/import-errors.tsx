import type { ImportError } from '#shared/csv-import/imports';
import { IMPORT_MESSAGES } from '#shared/csv-import/imports';
import { IMPORT_TEXT } from './import-copy';

type ImportErrorsProps = {
  /** Unique on the page: names the heading. */
  id: string;
  /** Refused rows (red), or rows imported without some photos (amber). */
  kind?: 'errors' | 'warnings';
  /** The exact count (the API keeps the first 200 messages). */
  count: number;
  errors: readonly ImportError[];
};

const KINDS = {
  errors: {
    heading: IMPORT_MESSAGES.errorCount,
    headingClass: 'text-red-800',
    box: 'border-red-200 bg-red-50',
    list: 'text-red-900',
    shown: IMPORT_TEXT.errorsShown,
  },
  warnings: {
    heading: IMPORT_MESSAGES.warningCount,
    headingClass: 'text-amber-950',
    box: 'border-amber-700/40 bg-amber-50',
    list: 'text-amber-950',
    shown: IMPORT_TEXT.warningsShown,
  },
} as const;

/**
 * The summary ('1 error occurred' / '{n} errors occurred', or the rows imported without some
 * photos) over a scrolling list of the row messages ('Row 5 (Ford Transit): Missing required
 * field: price'), shown as plain text: a cell's '=SUM(…)' is words here, never anything else.
 * The list scrolls by keyboard too.
 */
export function ImportErrors({ id, kind = 'errors', count, errors }: ImportErrorsProps) {
  if (count === 0 && errors.length === 0) return null;
  const headingId = `${id}-heading`;
  const look = KINDS[kind];
  return (
    <div>
      <h3 id={headingId} className={`text-base font-bold ${look.headingClass}`}>
        {look.heading(Math.max(count, errors.length))}
      </h3>
      {errors.length > 0 ? (
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className={`mt-2 max-h-56 overflow-y-auto rounded-md border p-3 ${look.box}`}
        >
          <ul className={`list-disc space-y-1 pl-5 text-sm break-words ${look.list}`}>
            {errors.map((error, index) => (
              <li key={`${error.row ?? 'file'}-${index}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {count > errors.length && errors.length > 0 ? (
        <p className="mt-1 text-sm text-muted">{look.shown(errors.length)}</p>
      ) : null}
    </div>
  );
}
