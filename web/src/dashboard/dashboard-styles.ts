/**
 * Class lists of the seller pages, in the site's palette (web/src/home/hero.tsx,
 * web/src/info/info-styles.ts). Brand blue on white is 8.4:1; muted grey on white 7.5:1.
 */

/** The page's background band and its inner column. */
export const PAGE = 'bg-slate-50';
export const PAGE_INNER = 'container-page py-6 sm:py-10';

export const PAGE_HEADING = 'mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl';
export const PAGE_LEAD = 'mt-2 max-w-3xl text-lg text-muted';

/** A white card on the page band. */
export const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
export const CARD_HEADING = 'text-xl font-bold tracking-tight text-ink';
export const CARD_LEAD = 'mt-1 text-muted';

/**
 * White on brand blue; while busy it stays readable (about 5:1 at 80 % opacity). Submit buttons
 * mark busy with aria-disabled rather than disabled, so the focus stays on them.
 */
export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 aria-disabled:cursor-wait aria-disabled:opacity-80';

/** Ink on white with a slate-500 border (4.8:1 against white, WCAG 1.4.11). */
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-md border border-slate-500 bg-white px-5 py-2.5 text-center font-semibold text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/** A grey bar standing in for text while it loads. */
export const SKELETON = 'animate-pulse rounded-md bg-slate-200';
