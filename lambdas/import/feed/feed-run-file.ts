import { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '#shared/csv-import/imports';
import type { ImportRunDeps } from '../deps';
import type { StoredImport } from '../imports-repo';

/*
 * The file a run parses (decision 074): an upload's from the bucket, or a stock feed's fetched
 * from the dealer's URL through the URL guard at the moment the run starts (never stored: the
 * chunks are the run's copy). A refusal is the run's failure, in the dealer's words.
 */

export type RunFile = { size: number; body: Readable } | { failure: string };

export async function openRunFile(
  deps: ImportRunDeps,
  record: Pick<StoredImport, 'id' | 'owner_id' | 'mode' | 'feed_url'>,
): Promise<RunFile> {
  if (record.mode !== 'reconcile') {
    const file = await deps.files.openFile(record.owner_id, record.id);
    return file ?? { failure: IMPORT_MESSAGES.notUploaded };
  }
  if (!deps.feed || !record.feed_url) return { failure: IMPORT_MESSAGES.notUploaded };
  const fetched = await deps.feed.fetchFeed(record.feed_url);
  if (!fetched.ok) return { failure: fetched.failure };
  return { size: fetched.bytes.length, body: Readable.from([fetched.bytes]) };
}
