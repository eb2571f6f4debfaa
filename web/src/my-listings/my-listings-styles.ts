/**
 * Class lists of My Listings beside web/src/dashboard/dashboard-styles.ts. Small controls are at
 * least 40 px tall (44 px on phones); borders are slate-500 (4.8:1 on white, WCAG 1.4.11).
 */
export const SMALL_BUTTON =
  'inline-flex min-h-10 items-center justify-center rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-ink hover:bg-slate-100 aria-disabled:cursor-wait aria-disabled:opacity-80';

/** Amber with dark text (10:1): the boost action, as the site's featured badges. */
export const SMALL_BOOST_BUTTON =
  'inline-flex min-h-10 items-center justify-center rounded-md border border-amber-700 bg-accent-300 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-ink hover:bg-accent-400';

export const TEXT_LINK =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

export const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

export const INLINE_ALERT = 'rounded-md border border-red-200 bg-red-50 p-4 text-red-900';
