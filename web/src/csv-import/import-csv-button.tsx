import { IMPORT_TEXT } from './import-copy';
import { buttonClass } from '../ui/button';

/** Opens the Import CSV dialog (My Listings, Admin Listings). */
export function ImportCsvButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={buttonClass({ variant: 'secondary' })}
    >
      {IMPORT_TEXT.button}
    </button>
  );
}
