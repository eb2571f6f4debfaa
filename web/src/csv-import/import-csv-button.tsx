import { SECONDARY_BUTTON } from '../dashboard/dashboard-styles';
import { IMPORT_TEXT } from './import-copy';

/** Opens the Import CSV dialog (My Listings, Admin Listings). */
export function ImportCsvButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={onClick} className={SECONDARY_BUTTON}>
      {IMPORT_TEXT.button}
    </button>
  );
}
