/** The admin area's own headings; its controls and cards are the kit's (web/src/ui). */

/** A heading inside the admin area's content column. */
export const ADMIN_HEADING = 'text-2xl font-bold tracking-tight text-ink sm:text-3xl';
export const ADMIN_LEAD = 'mt-1 max-w-3xl text-muted';
