import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#shared/csv-import/imports';

/**
 * Checks a chosen file before anything is sent: a .csv name, not empty, at most 10 MB (the
 * API and the run check again). Returns the message to show, or null when it may be uploaded.
 */
export function checkImportFile(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return IMPORT_MESSAGES.notCsv;
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  if (file.size > IMPORT_LIMITS.maxBytes) return IMPORT_MESSAGES.tooBig;
  return null;
}

/**
 * The data rows of a CSV text as the run counts them: records after the header, newlines inside
 * quotes belonging to their cell, blank lines and rows of empty cells (',,,') not counted. Lets
 * the dialog refuse a file of more than 5,000 rows before uploading it (the run checks again).
 */
export function countCsvRows(text: string): number {
  let rows = 0;
  let quoted = false;
  let content = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      quoted = !quoted;
      content = true;
    } else if ((char === '\n' || char === '\r') && !quoted) {
      if (content) rows += 1;
      content = false;
    } else if (!quoted && char !== ',' && char !== ' ' && char !== '\t' && char !== '\uFEFF') {
      content = true;
    }
  }
  if (content) rows += 1;
  return Math.max(0, rows - 1);
}

/** Thrown where SubtleCrypto is missing (a page not served over HTTPS or from localhost). */
export class NoDigestError extends Error {
  override readonly name = 'NoDigestError';
}

/** Lower-case hex of bytes. */
export function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The file's SHA-256 in hex, for the duplicate warning (the whole file: 10 MB at most). */
export async function sha256Hex(file: Blob): Promise<string> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) throw new NoDigestError('SubtleCrypto is not available');
  return toHex(await subtle.digest('SHA-256', await file.arrayBuffer()));
}
