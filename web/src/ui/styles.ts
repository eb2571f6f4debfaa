/**
 * The kit's class lists for what is not a component of its own, in the site's palette
 * (web/src/home/hero.tsx). Brand blue on white is 8.4:1; muted grey on white 7.5:1. Buttons are
 * ./button.tsx, fields ./field-styles.ts.
 */

/** The page's background band and its inner column. */
export const PAGE = 'bg-slate-50';
export const PAGE_INNER = 'container-page py-6 sm:py-10';

export const PAGE_HEADING = 'mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl';
export const PAGE_LEAD = 'mt-2 max-w-3xl text-lg text-muted';

/** A white card on the page band: its surface, then with the page cards' padding (./card.tsx). */
export const CARD_SURFACE = 'rounded-xl border border-slate-200 bg-white shadow-sm';
export const CARD = `${CARD_SURFACE} p-5 sm:p-6`;
export const CARD_HEADING = 'text-xl font-bold tracking-tight text-ink';
export const CARD_LEAD = 'mt-1 text-muted';

/** A grey bar standing in for text while it loads. */
export const SKELETON = 'animate-pulse rounded-md bg-slate-200';

/** A link inside a card, a row or a notice: the quiet action (./text-link.tsx). */
export const TEXT_LINK =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** A link inside running text: always underlined, so it is told apart by more than colour. */
export const TEXT_LINK_INLINE =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** A pill of a state or a tone; the colours come with the tone (./badge.tsx). */
export const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** A failure said in place, red-900 on red-50. */
export const INLINE_ALERT = 'rounded-md border border-red-200 bg-red-50 p-4 text-red-900';
