import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE } from '#shared/csv-import/columns';

/** Test files for the import: rows built from the template's example, quoted as CSV. */

export const HEADER = IMPORT_COLUMNS.join(',');

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** One CSV line of the example row with these cells changed. */
export function csvLine(overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = { ...TEMPLATE_EXAMPLE, images: '', ...overrides };
  return IMPORT_COLUMNS.map((column) => quote(cells[column] ?? '')).join(',');
}

/** A file of `count` good rows (no images), each with its own title. */
export function goodFile(count: number, eol = '\n'): string {
  const lines = [HEADER];
  for (let i = 0; i < count; i++) lines.push(csvLine({ title: `Van number ${i + 1}` }));
  return lines.join(eol) + eol;
}
