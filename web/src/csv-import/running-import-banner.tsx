import { importPercent, type ImportStatus } from '#shared/csv-import/imports';
import { IMPORT_TEXT } from './import-copy';
import { ImportProgress } from './import-progress';
import { phaseStatus } from './import-state';
import { buttonClass } from '../ui/button';

type RunningImportBannerProps = {
  record: ImportStatus;
  onShow: () => void;
};

/**
 * A running import on My Listings (a seller who left the dialog's page and came back): its file,
 * its percentage, and a button to reopen the dialog on it.
 */
export function RunningImportBanner({ record, onShow }: RunningImportBannerProps) {
  const headingId = `running-import-${record.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="font-bold break-words text-ink">
          {IMPORT_TEXT.runningBanner(record.filename)}
        </h2>
        <button
          type="button"
          onClick={onShow}
          className={`${buttonClass({ variant: 'secondary' })} sm:shrink-0`}
        >
          {IMPORT_TEXT.showProgress}
        </button>
      </div>
      <div className="mt-3">
        <ImportProgress
          id={`${headingId}-progress`}
          percent={importPercent(record)}
          status={phaseStatus({ step: 'running', record, lostContact: false })}
        />
      </div>
    </section>
  );
}
