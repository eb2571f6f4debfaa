import { boostRecordKey } from '#shared/table-keys';
import { batchDeleteKeys } from '../platform/batch-write';
import type { Db } from '../platform/db';
import { listBoostRecords, markListingDeleted } from './payments-repo';

/**
 * After a listing's delete: each payment that boosted it (its boost records) is marked
 * `listing_deleted` and kept, a financial record; then the records themselves go, as the
 * listing's other items did. Returns the payments marked.
 */
export async function markListingPaymentsDeleted(
  db: Db,
  listingId: string,
  now: Date,
): Promise<string[]> {
  const records = await listBoostRecords(db, listingId);
  const marked: string[] = [];
  for (const record of records) {
    if ((await markListingDeleted(db, record.payment_id, now)) === 'marked') {
      marked.push(record.payment_id);
    }
  }
  await batchDeleteKeys(
    db,
    records.map((record) => boostRecordKey(listingId, record.payment_id)),
  );
  return marked;
}
