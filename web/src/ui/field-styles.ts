/** Shared looks of the search controls. Borders are slate-500: 4.8:1 on white (WCAG 1.4.11). */
export const LABEL = 'block text-sm font-semibold text-ink';
export const CONTROL_BASE =
  'rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-ink disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-muted aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';
export const CONTROL = `mt-1 block w-full ${CONTROL_BASE}`;
export const HINT = 'mt-1 text-sm text-muted';
export const ERROR = 'mt-1 text-sm font-medium text-red-700';
