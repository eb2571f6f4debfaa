/** Class lists shared by the information pages, in the hero's palette (web/src/home/hero.tsx). */

/** The primary button on a light background: white on brand blue, 8.4:1. */
export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800';

/** The secondary button on a light background. */
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-md border-2 border-brand-700 bg-white px-5 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50';

/** The amber button on a dark background: dark text on amber, 10:1. */
export const ACCENT_BUTTON =
  'inline-flex items-center justify-center rounded-md border-2 border-accent-400 bg-accent-400 px-6 py-3 text-center text-lg font-semibold text-ink hover:border-accent-300 hover:bg-accent-300';

/** The outlined button on a dark background. */
export const ON_DARK_BUTTON =
  'inline-flex items-center justify-center rounded-md border-2 border-white px-6 py-3 text-center text-lg font-semibold text-white hover:bg-white hover:text-brand-900';

/** A link inside running text outside `prose-vy`. */
export const TEXT_LINK =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** A section's h2 and the paragraph under it. */
export const SECTION_HEADING =
  'text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl';
export const SECTION_LEAD = 'mt-3 max-w-3xl text-lg leading-8 text-muted';
