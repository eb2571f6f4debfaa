import { USERS_CSV_COLUMNS, type AdminUserRow } from '#shared/admin/users';
import { ukDay } from '../platform/uk-day';

/**
 * A cell a spreadsheet would read as a formula (or that some read as one after a tab or a
 * carriage return): = + - @ at the start. Prefixed with an apostrophe, it is shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a cell need quotes (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, safe against formula injection and quoted where the CSV syntax needs it. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A user's cells in USERS_CSV_COLUMNS' order; no tag, phone or website is an empty cell. */
export function userCsvCells(user: AdminUserRow): string[] {
  return [
    user.full_name,
    user.email,
    user.location,
    user.phone_number ?? '',
    user.website_url ?? '',
    user.role,
    user.tag ?? '',
    user.created_at,
  ];
}

/**
 * Spreadsheets read a CSV as the local code page unless it starts with a byte-order mark:
 * with it, 'Zoë' and '£' arrive intact in Excel.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * The users CSV, a line at a time (the header first), so a writer can send it in parts as it
 * is made instead of holding 50,000 lines as one string.
 */
export function* usersCsv(users: Iterable<AdminUserRow>): Generator<string> {
  yield UTF8_BOM + csvLine(USERS_CSV_COLUMNS);
  for (const user of users) yield csvLine(userCsvCells(user));
}

/** vanyard-users-YYYY-MM-DD.csv, the UK day of the export. */
export function usersExportFilename(now: Date): string {
  return `vanyard-users-${ukDay(now)}.csv`;
}
