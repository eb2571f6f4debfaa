/** A link in running text outside `prose-vy`: brand blue (8.4:1 on white), underlined. */
export const TEXT_LINK =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The closing 'still need help' box of the help centre and the FAQ. */
export const HELP_BOX = 'max-w-3xl rounded-xl border border-brand-100 bg-brand-50 p-6';
