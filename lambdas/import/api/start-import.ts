import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportStatus } from '#shared/csv-import/imports';
import { importFileKey } from '#shared/image-keys';
import type { Db } from '../../platform/db';
import { getImport, importView } from '../imports-repo';
import { ConflictError, RuleViolationError } from '../../platform/errors';
import { importOfCaller } from './import-access';
import type { HeadImportFile } from './import-file';
import { queueImport } from './queue-import';

export type StartImportDeps = {
  db: Db;
  headFile: HeadImportFile;
  /** Starts the run named by the import id (start-run.ts): 'already' when that name has run. */
  startRun: (importId: string) => Promise<'started' | 'already'>;
  now?: () => Date;
};

/**
 * Starts an import once its file is in the bucket (docs/csv-import.md): the file must be
 * there and at most 10 MB (S3 enforces the POST's range; the local stage's s3rver does not),
 * then the import is 'queued' with its file recorded, then the run is started by name. A
 * start that finds the import queued (a retry after a failed StartExecution, or two at once)
 * starts the run again, which Step Functions runs once; one that finds it processing or ended
 * answers its status and starts nothing. Only the owner and the admin who made it may start it.
 */
export async function startImport(
  deps: StartImportDeps,
  callerId: string,
  id: string,
): Promise<ImportStatus> {
  let record = await importOfCaller(deps.db, callerId, id);
  if (record.status === 'uploading') {
    const file = await deps.headFile(importFileKey(record.owner_id, record.id));
    if (!file) throw new ConflictError(IMPORT_MESSAGES.notUploaded, 'not_uploaded');
    if (file.size > IMPORT_LIMITS.maxBytes) {
      throw new RuleViolationError(IMPORT_MESSAGES.tooBig, undefined, 'file_too_large');
    }
    const queued = await queueImport(deps.db, record, deps.now?.() ?? new Date());
    record = queued === 'moved-on' ? ((await getImport(deps.db, id)) ?? record) : queued;
  }
  if (record.status !== 'queued') return importView(record);
  if ((await deps.startRun(record.id)) === 'already') {
    record = (await getImport(deps.db, record.id)) ?? record;
  }
  return importView(record);
}
