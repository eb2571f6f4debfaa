import type { ImportError } from '../../../shared/csv-import/imports';
import { IMPORT_MESSAGES } from '../../../shared/csv-import/imports';
import { IMPORT_TEXT } from './import-copy';

type ImportErrorsProps = {
  /** Unique on the page: names the heading. */
  id: string;
  /** The exact count (the API keeps the first 200 messages). */
  count: number;
  errors: readonly ImportError[];
};

/**
 * The summary ('1 error occurred' / '{n} errors occurred') over a scrolling list of the row
 * messages ('Row 5 (Ford Transit): Missing required field: price'), shown as plain text: a
 * cell's '=SUM(…)' is words here, never anything else. The list scrolls by keyboard too.
 */
export function ImportErrors({ id, count, errors }: ImportErrorsProps) {
  if (count === 0 && errors.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <div>
      <h3 id={headingId} className="text-base font-bold text-red-800">
        {IMPORT_MESSAGES.errorCount(Math.max(count, errors.length))}
      </h3>
      {errors.length > 0 ? (
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="mt-2 max-h-56 overflow-y-auto rounded-md border border-red-200 bg-red-50 p-3"
        >
          <ul className="list-disc space-y-1 pl-5 text-sm break-words text-red-900">
            {errors.map((error, index) => (
              <li key={`${error.row ?? 'file'}-${index}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {count > errors.length && errors.length > 0 ? (
        <p className="mt-1 text-sm text-muted">{IMPORT_TEXT.errorsShown(errors.length)}</p>
      ) : null}
    </div>
  );
}
