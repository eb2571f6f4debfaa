import type { ImportStatus, ImportUpload } from '#shared/csv-import/imports';

/** An import as the API shows it: processing, 40 of 100 rows done, two errors so far. */
export function makeImport(overrides: Partial<ImportStatus> = {}): ImportStatus {
  return {
    id: 'imp-1',
    owner_id: 'user-1',
    filename: 'stock.csv',
    status: 'processing',
    rows_total: 100,
    rows_done: 40,
    imported: 38,
    error_count: 2,
    errors: [
      { row: 5, message: 'Row 5 (Ford Transit): Missing required field: price' },
      { row: 9, message: 'Row 9 (Renault Master): ulez_compliant must be true or false' },
    ],
    drafts: 0,
    warning_count: 0,
    warnings: [],
    failure: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:05.000Z',
    ...overrides,
  };
}

export function makeUpload(
  record: ImportStatus = makeImport({ status: 'uploading' }),
): ImportUpload {
  return {
    import: record,
    upload: {
      url: 'http://127.0.0.1:4569/vanyard-local-images',
      fields: { key: `imports/${record.owner_id}/${record.id}.csv`, 'Content-Type': 'text/csv' },
      expires_at: '2026-11-20T10:05:00.000Z',
    },
  };
}

/** A File as the picker gives it. */
export function csvFile(text = 'title,make\nVan,Ford\n', name = 'stock.csv', type = 'text/csv') {
  return new File([text], name, { type });
}
