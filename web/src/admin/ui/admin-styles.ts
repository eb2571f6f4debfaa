/**
 * Class lists of the admin screens (issue 16), beside web/src/dashboard/dashboard-styles.ts.
 * Small controls are at least 40 px tall; borders are slate-500 (4.8:1 on white, WCAG 1.4.11);
 * every text colour here is at least 4.5:1 on its fill.
 */
export {
  CARD,
  CARD_HEADING,
  CARD_LEAD,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from '../../dashboard/dashboard-styles';
export { LABEL, CONTROL, CONTROL_BASE, HINT, ERROR } from '../../components/field-styles';
export { BADGE, INLINE_ALERT, TEXT_LINK } from '../../my-listings/my-listings-styles';

const SMALL =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap aria-disabled:cursor-wait aria-disabled:opacity-80 disabled:cursor-not-allowed disabled:opacity-60';

/** Ink on white: Edit, the status menu, Cancel. */
export const SMALL_BUTTON = `${SMALL} border border-slate-500 bg-white text-ink hover:bg-slate-100`;
/** White on emerald-700 (5.5:1): Approve. */
export const SMALL_APPROVE_BUTTON = `${SMALL} border border-emerald-800 bg-emerald-700 text-white hover:bg-emerald-800`;
/** Red-800 on white (8.3:1) with a red border: Reject and Delete. */
export const SMALL_DANGER_BUTTON = `${SMALL} border border-red-700 bg-white text-red-800 hover:bg-red-50`;

/** White on red-700 (6.5:1): a dialog's destructive confirm. */
export const DANGER_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:opacity-80';

/** A heading inside the admin area's content column. */
export const ADMIN_HEADING = 'text-2xl font-bold tracking-tight text-ink sm:text-3xl';
export const ADMIN_LEAD = 'mt-1 max-w-3xl text-muted';
