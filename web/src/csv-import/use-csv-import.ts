import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { adminCreateImportRoute } from '#shared/api/routes/admin-create-import';
import { createImportRoute } from '#shared/api/routes/create-import';
import { ownImportRoute } from '#shared/api/routes/own-import';
import { startImportRoute } from '#shared/api/routes/start-import';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportStatus } from '#shared/csv-import/imports';
import { callApi } from '../api/client';
import { sendPresignedPost } from '../api/presigned-post';
import { checkImportFile, countCsvRows, sha256Hex } from './check-file';
import { IMPORT_TEXT } from './import-copy';
import { afterPoll, sendImport, type ImportFlowDeps, type PollResult } from './import-flow';
import { IDLE, isFinished, phaseOf, POLL_MS, SLOW_POLL_MS, type ImportPhase } from './import-state';

export type CsvImportOptions = {
  /**
   * An admin importing for another account: the account's id (null until one is chosen).
   * Left out, the signed-in user imports their own listings.
   */
  ownerId?: string | null;
  /** An import the dialog opens on (a seller who came back to a running one). */
  resume?: ImportStatus | null;
  /** The run has ended (completed or failed): refresh the lists, say so. */
  onFinished: (record: ImportStatus) => void;
};

/** The browser's side of an import: the API through its contracts, S3 through the POST. */
function flowDeps(ownerId: string | null | undefined): ImportFlowDeps {
  return {
    hash: sha256Hex,
    create: (request) =>
      ownerId === undefined
        ? callApi(createImportRoute, { body: request })
        : callApi(adminCreateImportRoute, { body: { ...request, owner_id: ownerId ?? '' } }),
    upload: sendPresignedPost,
    start: (id) => callApi(startImportRoute, { path: { id } }),
  };
}

/**
 * The Import CSV dialog's state: the chosen file, then the flow of import-flow.ts (check, hash,
 * create, the duplicate question, upload, start), then a poll every second until the run ends.
 * The state lives as long as the dialog: closing it resets it.
 */
export function useCsvImport({ ownerId, resume, onFinished }: CsvImportOptions) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<ImportPhase>(() => (resume ? phaseOf(resume) : IDLE));

  // Answers that arrive after the dialog has closed change nothing; an upload is cancelled.
  const alive = useRef(true);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      abort.current?.abort();
    };
  }, []);
  const update = (next: ImportPhase) => {
    if (alive.current) setPhase(next);
  };

  function chooseFile(next: File | null) {
    setFile(next);
    setFileError(next ? checkImportFile(next) : null);
    if (phase.step === 'idle' || phase.step === 'duplicate') setPhase(IDLE);
  }

  async function send(confirmDuplicate: boolean): Promise<void> {
    if (phase.step !== 'idle' && phase.step !== 'duplicate') return;
    if (ownerId === null) return update({ step: 'idle', error: IMPORT_TEXT.ownerRequired });
    const problem = file ? checkImportFile(file) : IMPORT_MESSAGES.notCsv;
    if (!file || problem) return setFileError(problem);
    if (countCsvRows(await file.text()) > IMPORT_LIMITS.maxRows) {
      return setFileError(IMPORT_MESSAGES.tooManyRows);
    }
    const controller = new AbortController();
    abort.current = controller;
    const outcome = await sendImport(
      flowDeps(ownerId),
      file,
      { confirmDuplicate, signal: controller.signal },
      update,
    );
    abort.current = null;
    if (!alive.current) return;
    if (outcome.clearFile) setFile(null);
    setPhase(outcome.phase);
  }

  // Once per import, when it is seen ended (not for one the dialog opened on already ended).
  const told = useRef(resume && isFinished(resume) ? resume.id : null);
  const tell = useEffectEvent((record: ImportStatus) => onFinished(record));
  const ended = phase.step === 'finished' ? phase.record : null;
  useEffect(() => {
    if (!ended || told.current === ended.id) return;
    told.current = ended.id;
    tell(ended);
  }, [ended]);

  // Polls a running import: one request at a time, a second apart (five once contact is lost).
  const runningId = phase.step === 'running' ? phase.record.id : null;
  const firstDelay = phase.step === 'running' && phase.lostContact ? SLOW_POLL_MS : POLL_MS;
  const currentPhase = useEffectEvent(() => phase);
  useEffect(() => {
    if (runningId === null) return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let result: PollResult;
      try {
        result = { ok: true, record: await callApi(ownImportRoute, { path: { id: runningId } }) };
      } catch (error) {
        result = { ok: false, error };
      }
      const now = currentPhase();
      if (stopped || now.step !== 'running') return;
      const next = afterPoll(now, result, failures);
      failures = next.failures;
      setPhase(next.phase);
      if (next.delayMs !== null) timer = setTimeout(() => void poll(), next.delayMs);
    };
    timer = setTimeout(() => void poll(), firstDelay);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // One loop per import: a lost contact keeps the loop it has.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runningId]);

  return {
    file,
    fileError,
    phase,
    chooseFile,
    start: () => void send(false),
    importAgain: () => void send(true),
    /** The duplicate question's Cancel: back to the picker, the file still chosen. */
    cancelDuplicate: () => setPhase(IDLE),
    /** Back to an empty picker, to import another file. */
    reset: () => {
      setPhase(IDLE);
      setFile(null);
      setFileError(null);
    },
  };
}

export type CsvImportState = ReturnType<typeof useCsvImport>;
