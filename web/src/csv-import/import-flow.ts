import type { CreateImportRequest, ImportStatus, ImportUpload } from '#shared/csv-import/imports';
import { ApiError } from '../api/fetch-json';
import { NoDigestError } from './check-file';
import { IMPORT_TEXT } from './import-copy';
import {
  duplicateQuestion,
  isDuplicate,
  LOST_CONTACT_AFTER,
  phaseOf,
  POLL_MS,
  refusalMessage,
  SLOW_POLL_MS,
  type ImportPhase,
} from './import-state';

/** What sending an import needs: the browser's digest, the API's calls and the upload. */
export type ImportFlowDeps = {
  hash: (file: File) => Promise<string>;
  /** POST /api/me/imports (or /api/admin/imports with the owner). */
  create: (
    request: Omit<CreateImportRequest, 'content_type'> & { content_type?: string },
  ) => Promise<ImportUpload>;
  /** The presigned POST of the file. */
  upload: (
    upload: ImportUpload['upload'] & { id: string },
    file: File,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<void>;
  /** POST /api/me/imports/{id}/start. */
  start: (id: string) => Promise<ImportStatus>;
};

export type SendOutcome = {
  /** Where the dialog ends up: running (or ended already), the duplicate question, or idle. */
  phase: ImportPhase;
  /** The picker was replaced by the bar meanwhile: the file is chosen again. */
  clearFile: boolean;
};

/**
 * Hashes, creates, uploads and starts one import, telling each step to `onPhase`. Never throws:
 * a refusal or a failure ends in the picker with a message; a 409 for a file imported in the
 * last 30 days ends in the question (and, answered, runs again with `confirmDuplicate`).
 */
export async function sendImport(
  deps: ImportFlowDeps,
  file: File,
  { confirmDuplicate, signal }: { confirmDuplicate: boolean; signal: AbortSignal },
  onPhase: (phase: ImportPhase) => void,
): Promise<SendOutcome> {
  onPhase({ step: 'checking' });
  let answer: ImportUpload;
  try {
    answer = await deps.create({
      filename: file.name,
      size: file.size,
      sha256: await deps.hash(file),
      confirm_duplicate: confirmDuplicate,
      // The upload's Content-Type is signed into the POST: the browser's own name for the file.
      content_type: file.type || undefined,
    });
  } catch (error) {
    if (isDuplicate(error)) {
      return { phase: { step: 'duplicate', question: duplicateQuestion(error) }, clearFile: false };
    }
    const message =
      error instanceof NoDigestError
        ? IMPORT_TEXT.noHash
        : refusalMessage(error, IMPORT_TEXT.callFailed);
    return { phase: { step: 'idle', error: message }, clearFile: false };
  }

  const record = answer.import;
  onPhase({ step: 'uploading', percent: 0, record });
  try {
    await deps.upload(
      { ...answer.upload, id: record.id },
      file,
      (percent) => onPhase({ step: 'uploading', percent, record }),
      signal,
    );
  } catch {
    return { phase: { step: 'idle', error: IMPORT_TEXT.uploadFailed }, clearFile: true };
  }

  onPhase({ step: 'starting', record });
  try {
    return { phase: phaseOf(await deps.start(record.id)), clearFile: false };
  } catch (error) {
    return {
      phase: { step: 'idle', error: refusalMessage(error, IMPORT_TEXT.callFailed) },
      clearFile: true,
    };
  }
}

export type PollResult = { ok: true; record: ImportStatus } | { ok: false; error: unknown };

/**
 * One poll of a running import, as data: the next phase, the failures in a row so far, and when
 * to ask again (null: stop, the import has ended or is gone). Each answer moves the bar; after
 * LOST_CONTACT_AFTER failures in a row the dialog says so and asks every 5 s instead of 1 s.
 */
export function afterPoll(
  phase: Extract<ImportPhase, { step: 'running' }>,
  result: PollResult,
  failures: number,
): { phase: ImportPhase; failures: number; delayMs: number | null } {
  if (result.ok) {
    const next = phaseOf(result.record);
    return { phase: next, failures: 0, delayMs: next.step === 'finished' ? null : POLL_MS };
  }
  // A 404 will not change: the import has gone (expired) or was never this user's.
  const gone = result.error instanceof ApiError && result.error.status === 404;
  const count = failures + 1;
  const lost = gone || count >= LOST_CONTACT_AFTER;
  return {
    phase: lost ? { ...phase, lostContact: true } : phase,
    failures: count,
    delayMs: gone ? null : lost ? SLOW_POLL_MS : POLL_MS,
  };
}
