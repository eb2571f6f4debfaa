import type { ReactNode, Ref } from 'react';
import type { ImportStatus } from '#shared/csv-import/imports';
import { sentences } from '#shared/sentences';
import { CloseIcon } from '../ui/icons';
import { Field } from '../ui/field';
import { TEXT_LINK } from '../ui/styles';
import { IMPORT_TEXT, INSTRUCTIONS_FILE_PATH, TEMPLATE_PATH } from './import-copy';
import { ImportErrors } from './import-errors';
import { ImportProgress } from './import-progress';
import {
  importSummary,
  isLocked,
  phasePercent,
  phaseStatus,
  type ImportPhase,
} from './import-state';
import { RecentImports } from './recent-imports';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';

export const DIALOG_ID = 'csv-import';
/** At least 24 px tall (WCAG 2.5.8), the links stacked apart. */
const LINK = `${TEXT_LINK} inline-block py-1`;
const FILE_INPUT_ID = `${DIALOG_ID}-file`;

export type ImportDialogRefs = {
  /** The first control (the owner chooser's, or the file picker). */
  fileInput?: Ref<HTMLInputElement>;
  /** The bar, when the import starts. */
  progress?: Ref<HTMLDivElement>;
  /** The summary, when it ends. */
  result?: Ref<HTMLDivElement>;
  /** The duplicate question's first answer. */
  duplicate?: Ref<HTMLButtonElement>;
};

export type ImportDialogViewProps = {
  phase: ImportPhase;
  fileError: string | null;
  /** An admin's choice of the account the listings belong to. */
  owner?: ReactNode;
  /** The seller's imports of the last 30 days (not shown to an admin importing for others). */
  recent?: readonly ImportStatus[] | null;
  refs?: ImportDialogRefs;
  onChooseFile: (file: File | null) => void;
  onStart: () => void;
  onImportAgain: () => void;
  onCancelDuplicate: () => void;
  onReset: () => void;
  /** Close (the dialog ignores it while locked). */
  onClose: () => void;
};

/**
 * What the Import CSV dialog shows (spec 02 section 2): the template and instructions links, the
 * picker, the percentage bar, the scrolling error list and the success message; the close
 * control says why it does nothing while the import runs. Rendered without a browser in tests.
 */
export function ImportDialogView(props: ImportDialogViewProps) {
  const { phase, refs = {} } = props;
  const locked = isLocked(phase);
  const percent = phasePercent(phase);
  const picking = phase.step === 'idle' || phase.step === 'duplicate' || phase.step === 'checking';
  const record = 'record' in phase ? phase.record : null;

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${DIALOG_ID}-title`} className="text-xl font-bold tracking-tight text-ink">
          {IMPORT_TEXT.title}
        </h2>
        <button
          type="button"
          aria-label={IMPORT_TEXT.close}
          aria-disabled={locked || undefined}
          aria-describedby={locked ? `${DIALOG_ID}-locked` : undefined}
          onClick={() => {
            if (!locked) props.onClose();
          }}
          className="-mt-1 -mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-ink hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          <CloseIcon />
        </button>
      </div>
      <p id={`${DIALOG_ID}-description`} className="mt-1 text-muted">
        {IMPORT_TEXT.lead}
      </p>
      <ul className="mt-3 space-y-2">
        <li>
          <a href={TEMPLATE_PATH} download className={LINK}>
            {IMPORT_TEXT.template}
          </a>
        </li>
        <li>
          <a href={pages.helpListingImport.build()} target="_blank" rel="noopener" className={LINK}>
            {IMPORT_TEXT.instructions}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          <span className="text-sm text-muted">
            (or as a{' '}
            <a href={INSTRUCTIONS_FILE_PATH} className={LINK}>
              Markdown file
            </a>
            )
          </span>
        </li>
      </ul>

      <div className="mt-5 space-y-5">
        {picking ? (
          <>
            {props.owner}
            <Field
              id={FILE_INPUT_ID}
              label={IMPORT_TEXT.fileLabel}
              hint={IMPORT_TEXT.fileHint}
              error={props.fileError ?? undefined}
            >
              {(control) => (
                <input
                  {...control}
                  ref={refs.fileInput}
                  type="file"
                  accept=".csv,text/csv"
                  disabled={phase.step === 'checking'}
                  onChange={(event) => props.onChooseFile(event.target.files?.[0] ?? null)}
                  className={`${control.className} file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800`}
                />
              )}
            </Field>
            {phase.step === 'idle' && phase.error ? (
              <p
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
              >
                {phase.error}
              </p>
            ) : null}
            {phase.step === 'duplicate' ? (
              <div
                role="alert"
                className="rounded-md border border-amber-700 bg-amber-50 p-4 text-ink"
              >
                <p className="font-semibold">{phase.question}</p>
                <div className="mt-3 flex flex-col gap-3 sm:flex-row">
                  <button
                    ref={refs.duplicate}
                    type="button"
                    onClick={props.onImportAgain}
                    className={buttonClass()}
                  >
                    {IMPORT_TEXT.importAgain}
                  </button>
                  <button
                    type="button"
                    onClick={props.onCancelDuplicate}
                    className={buttonClass({ variant: 'secondary' })}
                  >
                    {IMPORT_TEXT.cancel}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                aria-disabled={phase.step === 'checking' || undefined}
                onClick={() => {
                  if (phase.step === 'idle') props.onStart();
                }}
                className={`${buttonClass()} w-full sm:w-auto`}
              >
                {phase.step === 'checking' ? IMPORT_TEXT.checking : IMPORT_TEXT.start}
              </button>
            )}
          </>
        ) : null}

        {percent !== null && record ? (
          <>
            <p className="font-semibold break-words text-ink">{record.filename}</p>
            <ImportProgress
              id={`${DIALOG_ID}-progress`}
              percent={percent}
              status={phaseStatus(phase)}
              focusRef={refs.progress}
            />
          </>
        ) : null}

        {phase.step === 'running' && phase.lostContact ? (
          <p className="rounded-md border border-amber-700 bg-amber-50 p-3 text-ink">
            {IMPORT_TEXT.lostContact}
          </p>
        ) : null}

        {phase.step === 'finished' ? (
          <ImportResult record={phase.record} focusRef={refs.result} />
        ) : null}

        {record && (phase.step === 'running' || phase.step === 'finished') ? (
          <>
            <ImportErrors
              id={`${DIALOG_ID}-errors`}
              count={record.error_count}
              errors={record.errors}
            />
            <ImportErrors
              id={`${DIALOG_ID}-warnings`}
              kind="warnings"
              count={record.warning_count}
              errors={record.warnings}
            />
          </>
        ) : null}

        {locked ? (
          <p id={`${DIALOG_ID}-locked`} className="text-sm font-medium text-ink">
            {IMPORT_TEXT.locked}
          </p>
        ) : null}

        {phase.step === 'finished' ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={props.onReset}
              className={buttonClass({ variant: 'secondary' })}
            >
              {IMPORT_TEXT.importAnother}
            </button>
            <button type="button" onClick={props.onClose} className={buttonClass()}>
              {IMPORT_TEXT.done}
            </button>
          </div>
        ) : null}

        {!locked && props.recent ? (
          // The import on screen is not repeated below it.
          <RecentImports items={props.recent.filter((past) => past.id !== record?.id)} />
        ) : null}
      </div>

      <p role="status" className="sr-only">
        {announcement(phase)}
      </p>
    </>
  );
}

/** The success message, or why nothing (or the file) went in. */
function ImportResult({
  record,
  focusRef,
}: {
  record: ImportStatus;
  focusRef?: Ref<HTMLDivElement>;
}) {
  const summary = importSummary(record);
  return (
    <div ref={focusRef} tabIndex={-1} className="space-y-3 rounded-md">
      {summary.failure ? (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 font-semibold text-red-900">
          {summary.failure}
        </p>
      ) : null}
      <p
        className={
          summary.succeeded
            ? 'rounded-md border border-emerald-700 bg-emerald-50 p-3 font-semibold text-emerald-900'
            : 'font-semibold text-ink'
        }
      >
        {summary.result}
      </p>
      {summary.drafts ? (
        <p className="rounded-md border border-violet-700/40 bg-violet-50 p-3 text-violet-950">
          {summary.drafts}
        </p>
      ) : null}
    </div>
  );
}

/** What a screen reader hears: each step once, not every percent. */
export function announcement(phase: ImportPhase): string {
  switch (phase.step) {
    case 'checking':
      return IMPORT_TEXT.checking;
    case 'uploading':
      return IMPORT_TEXT.uploadingStep;
    case 'starting':
      return IMPORT_TEXT.starting;
    case 'running':
      return phase.lostContact ? IMPORT_TEXT.lostContact : IMPORT_TEXT.importingStep;
    case 'finished': {
      const summary = importSummary(phase.record);
      return sentences([
        IMPORT_TEXT.finishedStep,
        summary.failure,
        summary.result,
        summary.drafts,
        summary.errors,
        summary.warnings,
      ]);
    }
    default:
      return '';
  }
}
