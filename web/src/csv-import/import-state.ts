import { IMPORT_MESSAGES, importPercent, type ImportStatus } from '#shared/csv-import/imports';
import { formatLongDate } from '#shared/format';
import { ApiError } from '../api/fetch-json';
import { IMPORT_TEXT } from './import-copy';

/**
 * Where the dialog is (spec 02 section 4: idle, processing with a percentage, then a summary of
 * errors and the success count), as plain data so each step renders and is tested alone.
 */
export type ImportPhase =
  | { step: 'idle'; error: string | null }
  /** Hashing the file and asking for the upload. */
  | { step: 'checking' }
  /** The same file was imported in the last 30 days: import it again? */
  | { step: 'duplicate'; question: string }
  | { step: 'uploading'; percent: number; record: ImportStatus }
  | { step: 'starting'; record: ImportStatus }
  /** `lostContact`: polls have failed in a row; the run carries on without the dialog. */
  | { step: 'running'; record: ImportStatus; lostContact: boolean }
  | { step: 'finished'; record: ImportStatus };

export const IDLE: ImportPhase = { step: 'idle', error: null };

/** A run's states that are still going (an 'uploading' record is the browser's, not a run). */
export function isRunning(record: Pick<ImportStatus, 'status'>): boolean {
  return record.status === 'queued' || record.status === 'processing';
}

export function isFinished(record: Pick<ImportStatus, 'status'>): boolean {
  return record.status === 'completed' || record.status === 'failed';
}

/**
 * While the import is on its way the dialog cannot be closed (spec 02 section 2), except once
 * contact is lost: the run goes on anyway, and a window that cannot close would trap the seller.
 */
export function isLocked(phase: ImportPhase): boolean {
  switch (phase.step) {
    case 'checking':
    case 'uploading':
    case 'starting':
      return true;
    case 'running':
      return !phase.lostContact;
    default:
      return false;
  }
}

/** The phase a polled (or resumed) record puts the dialog in. */
export function phaseOf(record: ImportStatus): ImportPhase {
  return isFinished(record)
    ? { step: 'finished', record }
    : { step: 'running', record, lostContact: false };
}

/** The progress bar's percentage, or null where there is no bar yet. */
export function phasePercent(phase: ImportPhase): number | null {
  switch (phase.step) {
    case 'uploading':
    case 'starting':
      return 0;
    case 'running':
    case 'finished':
      return importPercent(phase.record);
    default:
      return null;
  }
}

/** The line under the bar: what is happening now. */
export function phaseStatus(phase: ImportPhase): string {
  switch (phase.step) {
    case 'checking':
      return IMPORT_TEXT.checking;
    case 'uploading':
      return IMPORT_TEXT.uploading(phase.percent);
    case 'starting':
      return IMPORT_TEXT.starting;
    case 'running': {
      const { record } = phase;
      if (record.status === 'processing' && record.rows_total !== null) {
        return IMPORT_TEXT.processing(record.rows_done, record.rows_total);
      }
      return IMPORT_TEXT.queued;
    }
    default:
      return '';
  }
}

/** What a finished import says: the success line, a failure reason, the error summary. */
export type ImportSummary = {
  /** 'Successfully imported 3 out of 5 listings', or that none were. */
  result: string;
  /** Why a failed run stopped (a file-level message), or null. */
  failure: string | null;
  /** '1 error occurred' / '{n} errors occurred', or null without errors. */
  errors: string | null;
  /** How many imported rows are drafts (fewer than 3 photos) and what to do, or null. */
  drafts: string | null;
  /** '1 row was imported without some photos', or null. */
  warnings: string | null;
  /** With at least one listing imported: the 'Import Completed' toast. */
  succeeded: boolean;
};

export function importSummary(record: ImportStatus): ImportSummary {
  const total = record.rows_total ?? 0;
  const succeeded = record.imported > 0 && total > 0;
  return {
    result: succeeded
      ? IMPORT_MESSAGES.completed(record.imported, total)
      : IMPORT_TEXT.noneImported,
    failure: record.status === 'failed' ? (record.failure ?? IMPORT_TEXT.failed) : null,
    errors: record.error_count > 0 ? IMPORT_MESSAGES.errorCount(record.error_count) : null,
    drafts: record.drafts > 0 ? IMPORT_MESSAGES.drafts(record.drafts) : null,
    warnings: record.warning_count > 0 ? IMPORT_MESSAGES.warningCount(record.warning_count) : null,
    succeeded,
  };
}

/** The API's code for a file imported for this owner in the last 30 days (409). */
export const DUPLICATE_CODE = 'duplicate_file';

export function isDuplicate(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === DUPLICATE_CODE;
}

/**
 * The duplicate warning's question. The API may give the earlier import's date as a field
 * (formatted here, in the reader's words) or the question ready-made as its message.
 */
export function duplicateQuestion(error: ApiError): string {
  const fields = error.fields ?? {};
  const date = [fields.created_at, fields.imported_at, fields.date]
    .map((values) => values?.[0])
    .find((value) => value !== undefined && !Number.isNaN(Date.parse(value)));
  if (date) return IMPORT_MESSAGES.duplicate(formatLongDate(date));
  const message = error.message.trim();
  if (/^This file was imported on /.test(message)) return message;
  return IMPORT_MESSAGES.duplicate('an earlier day');
}

/**
 * A refused create or start, in words for the dialog: the spec's 'You must be logged in to
 * import listings' for a 401, the API's own message for another 4xx (too big, not a .csv, not
 * uploaded), else the fallback.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // Spec 02 section 6: a session that has ended.
  if (error.status === 401) return IMPORT_MESSAGES.signIn;
  if (error.status < 400 || error.status >= 500 || error.code === 'http_error') return fallback;
  const fieldMessage = Object.values(error.fields ?? {}).flat()[0];
  return fieldMessage ?? (error.message.trim() || fallback);
}

/** Failed polls in a row before the dialog says it lost contact (and may be closed). */
export const LOST_CONTACT_AFTER = 3;
/** The dialog polls the import this often (the bar moves at least every 2 s). */
export const POLL_MS = 1000;
/** After contact is lost, it asks less often. */
export const SLOW_POLL_MS = 5000;
