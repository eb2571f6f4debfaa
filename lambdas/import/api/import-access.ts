import type { ImportStatus } from '#shared/csv-import/imports';
import type { Db } from '../../platform/db';
import { getImport, importView, type StoredImport } from '../imports-repo';
import { NotFoundError } from '../../platform/errors';

export const IMPORT_NOT_FOUND = 'Import not found';

/** Whether the caller may see and start an import: its owner, or the admin who made it. */
export const mayUseImport = (record: StoredImport, callerId: string) =>
  record.owner_id === callerId || record.created_by === callerId;

/**
 * An import the caller may see. Anyone else's is not found, exactly as a missing one is, so
 * ids cannot be probed.
 */
export async function importOfCaller(db: Db, callerId: string, id: string): Promise<StoredImport> {
  const record = await getImport(db, id);
  if (!record || !mayUseImport(record, callerId)) throw new NotFoundError(IMPORT_NOT_FOUND);
  return record;
}

/** An import's progress, errors and summary, for its owner and its creator. */
export async function readImport(db: Db, callerId: string, id: string): Promise<ImportStatus> {
  return importView(await importOfCaller(db, callerId, id));
}
