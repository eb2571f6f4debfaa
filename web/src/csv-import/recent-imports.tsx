import type { ImportStatus } from '#shared/csv-import/imports';
import { formatLongDate } from '#shared/format';
import { sentences } from '#shared/sentences';
import { IMPORT_TEXT } from './import-copy';
import { ImportErrors } from './import-errors';
import { importSummary, isRunning } from './import-state';

/** A past or running import in one line of words. */
export function importLine(record: ImportStatus): string {
  if (isRunning(record) || record.status === 'uploading') {
    return record.status === 'uploading' ? 'Not started: the file was not uploaded' : 'Running';
  }
  const summary = importSummary(record);
  return sentences([summary.failure, summary.result, summary.drafts]);
}

/**
 * The seller's imports of the last 30 days with their summaries (issue 18: a seller who comes
 * back finds them), newest first, folded away under one summary line.
 */
export function RecentImports({ items }: { items: readonly ImportStatus[] }) {
  if (items.length === 0) return null;
  return (
    <details className="rounded-md border border-slate-300 bg-slate-50 p-3">
      <summary className="cursor-pointer rounded font-semibold text-ink">
        {IMPORT_TEXT.recentHeading} ({items.length})
      </summary>
      <ul className="mt-3 space-y-3">
        {items.map((record) => (
          <li key={record.id} className="rounded-md border border-slate-200 bg-white p-3">
            <p className="font-semibold break-words text-ink">{record.filename}</p>
            <p className="text-sm text-muted">
              <time dateTime={record.created_at}>{formatLongDate(record.created_at)}</time>
            </p>
            <p className="mt-1 text-sm text-ink">{importLine(record)}</p>
            {record.warning_count > 0 ? (
              <details className="mt-2">
                <summary className="cursor-pointer rounded text-sm font-semibold text-amber-950">
                  Show the photos not imported
                </summary>
                <div className="mt-2">
                  <ImportErrors
                    id={`recent-import-${record.id}-warnings`}
                    kind="warnings"
                    count={record.warning_count}
                    errors={record.warnings}
                  />
                </div>
              </details>
            ) : null}
            {record.error_count > 0 ? (
              <details className="mt-2">
                <summary className="cursor-pointer rounded text-sm font-semibold text-red-800">
                  Show the errors
                </summary>
                <div className="mt-2">
                  <ImportErrors
                    id={`recent-import-${record.id}`}
                    count={record.error_count}
                    errors={record.errors}
                  />
                </div>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
