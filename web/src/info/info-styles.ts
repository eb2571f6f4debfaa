import { buttonClass } from '../ui/button';

/** Class lists shared by the information pages, in the hero's palette (web/src/home/hero.tsx). */

/**
 * how-it-works-page.tsx still names these two (it is moving to Markdown in another change):
 * the kit's buttons, not copies.
 */
export const PRIMARY_BUTTON = buttonClass({ size: 'lg' });
export const SECONDARY_BUTTON = buttonClass({ variant: 'outline', size: 'lg' });

/** A link inside running text outside `prose-vy`. */
export const TEXT_LINK =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** A section's h2 and the paragraph under it. */
export const SECTION_HEADING =
  'text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl';
export const SECTION_LEAD = 'mt-3 max-w-3xl text-lg leading-8 text-muted';
