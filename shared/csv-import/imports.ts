import { z } from 'zod';
import { singleLineText } from '../text-fields';

/*
 * CSV import (issue 18, docs/csv-import.md), shared by the handlers and the SPA.
 *
 *   POST /api/me/imports                 { filename, size, sha256, confirm_duplicate } -> ImportUpload
 *   POST /api/admin/imports              the same with owner_id (an admin imports for anyone)
 *   POST /api/me/imports/{id}/start      -> ImportStatus (queued); the run starts once
 *   GET  /api/me/imports/{id}            ImportStatus (the dialog polls it)
 *   GET  /api/me/imports                 ImportList (running and past imports, 30 days)
 *
 * The owner and the admin who made an import may read it; nobody else (404).
 */

export const IMPORT_LIMITS = {
  /** 10 MB, the presigned POST's content-length-range and the run's own check. */
  maxBytes: 10 * 1024 * 1024,
  maxRows: 5000,
  /** Rows a Map iteration writes. */
  chunkRows: 50,
  /** How many row errors (and, apart, row warnings) an import keeps to show (counts are exact). */
  keptErrors: 200,
  /** Imports are listed, and files remembered for the duplicate warning, this long. */
  keepDays: 30,
  maxImagesPerRow: 10,
} as const;

/** The dialog's and the API's words: the specification's (spec 02 section 8) where it has them. */
export const IMPORT_MESSAGES = {
  parseError: (message: string, row: number) => `CSV parse error: ${message} at row ${row}`,
  empty: 'The CSV file is empty or has no valid rows.',
  failedToParse: (message: string) => `Failed to parse CSV file: ${message}`,
  rowPrefix: (row: number, make: string, model: string) => `Row ${row} (${make} ${model}):`,
  missingField: (name: string) => `Missing required field: ${name}`,
  year: (lastYear: number) => `Year must be between 1900 and ${lastYear}`,
  boolean: (column: string) => `${column} must be true or false`,
  image: (url: string) => `Invalid or inaccessible image URL: ${url}`,
  database: (message: string) => `Database error - ${message}`,
  imageMetadata: (message: string) => `Failed to save image metadata - ${message}`,
  errorCount: (count: number) => (count === 1 ? '1 error occurred' : `${count} errors occurred`),
  completedTitle: 'Import Completed',
  completed: (imported: number, total: number) =>
    `Successfully imported ${imported} out of ${total} listings`,
  signIn: 'You must be logged in to import listings',
  // Not in the specification.
  tooBig: `The file is larger than 10 MB: split it into smaller files and import each`,
  tooManyRows: `The file has more than 5,000 rows: split it into smaller files and import each`,
  notCsv: 'Please choose a .csv file',
  semicolons: 'The file uses semicolons between fields: save it as comma-separated values (CSV)',
  notUtf8: 'The file is not UTF-8 text: save it as CSV UTF-8 and try again',
  duplicate: (date: string) => `This file was imported on ${date}. Import it again?`,
  notUploaded: 'The file has not arrived yet: upload it, then start the import',
  unknownColumns: (columns: string) => `Unknown columns: ${columns}`,
  // Issue 28: a row's photos that failed do not refuse the row.
  importedWithout: (urls: readonly string[]) =>
    `imported without ${urls.length === 1 ? '1 photo' : `${urls.length} photos`}: ${urls.join(', ')}`,
  savedAsDraft: (needed: number) =>
    `saved as a draft: add ${needed === 1 ? '1 more photo' : `${needed} more photos`}, then submit it for review`,
  drafts: (count: number) =>
    count === 1
      ? '1 listing was saved as a draft because it has fewer than 3 photos: add its photos in My Listings, then submit it for review.'
      : `${count} listings were saved as drafts because they have fewer than 3 photos: add their photos in My Listings, then submit each for review.`,
  warningCount: (count: number) =>
    count === 1
      ? '1 row was imported without some photos'
      : `${count} rows were imported without some photos`,
} as const;

export const IMPORT_STATES = ['uploading', 'queued', 'processing', 'completed', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

const sha256 = z.string().regex(/^[a-f0-9]{64}$/, 'Not a SHA-256 digest');

/**
 * What browsers call a .csv file (Excel on Windows says application/vnd.ms-excel, some systems
 * nothing at all): the presigned POST's Content-Type is the one the dialog names, or text/csv.
 */
export const IMPORT_CONTENT_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  'text/plain',
] as const;

export const createImportSchema = z.strictObject({
  filename: singleLineText()
    .min(1, IMPORT_MESSAGES.notCsv)
    .max(200)
    .refine((name) => /\.csv$/i.test(name), IMPORT_MESSAGES.notCsv),
  size: z
    .number()
    .int()
    .min(1, IMPORT_MESSAGES.empty)
    .max(IMPORT_LIMITS.maxBytes, IMPORT_MESSAGES.tooBig),
  /** The file's SHA-256 (the browser's SubtleCrypto), for the duplicate warning. */
  sha256,
  /** Import a file seen before anyway (after the warning). */
  confirm_duplicate: z.boolean().default(false),
  /** The browser's type for the file (File.type): one of IMPORT_CONTENT_TYPES, else text/csv. */
  content_type: z
    .string()
    .max(200)
    .optional()
    .transform((type) => IMPORT_CONTENT_TYPES.find((known) => known === type) ?? 'text/csv'),
});
export type CreateImportRequest = z.infer<typeof createImportSchema>;

export const createAdminImportSchema = createImportSchema.extend({
  /** The account the listings will belong to. */
  owner_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid user id'),
});

export const importErrorSchema = z.object({
  /** The file's row (index + 2), or null for a file-level error. */
  row: z.number().int().nullable(),
  /** 'Row 5 (Ford Transit): Missing required field: price', or a file-level message. */
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

const count = z.number().int().min(0);

export const importStatusSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  filename: z.string(),
  status: z.enum(IMPORT_STATES),
  rows_total: count.nullable(),
  rows_done: count,
  imported: count,
  /** Of `imported`, rows saved as drafts (fewer than 3 photos): not sent for review. */
  drafts: count.default(0),
  error_count: count,
  /** The first IMPORT_LIMITS.keptErrors errors, in row order. */
  errors: z.array(importErrorSchema),
  /** Rows imported without some photos ('imported without 1 photo: {url}'). */
  warning_count: count.default(0),
  /** The first IMPORT_LIMITS.keptErrors warnings, in row order. */
  warnings: z.array(importErrorSchema).default([]),
  /** Why a failed import stopped (file-level). */
  failure: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** Progress as a percentage, 0 to 100 (the dialog's bar). */
export function importPercent(status: Pick<ImportStatus, 'status' | 'rows_total' | 'rows_done'>) {
  if (status.status === 'completed' || status.status === 'failed') return 100;
  if (!status.rows_total) return 0;
  return Math.min(99, Math.floor((status.rows_done / status.rows_total) * 100));
}

export const importUploadSchema = z.object({
  import: importStatusSchema,
  upload: z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    expires_at: z.iso.datetime(),
  }),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const importListSchema = z.object({ items: z.array(importStatusSchema) });
export type ImportList = z.infer<typeof importListSchema>;

export const importIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid import id'),
});
