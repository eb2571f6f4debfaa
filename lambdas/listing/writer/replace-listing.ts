import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '#shared/listing';
import type { Db } from '../../platform/db';
import { expiryCopyUpdate, reportsHiddenCopyUpdate, tabOf } from '../listing-state-repo';
import {
  cancelledFrom,
  cancelledOn,
  conflicted,
  sendTransaction,
  type TransactItem,
} from '../../platform/transactions';
import { consumeUploads } from './consume-uploads';
import { writtenItem } from './listing-item';
import { stockTouch, tallyDelta, tallyMoves, tallyUpdate } from './listing-tally';
import { stockKeyWrites } from './stock-keys';

export type ReplaceOptions = {
  /** Attributes of the stored item outside the listing entity to keep (a moderator's reason). */
  keep?: Record<string, unknown>;
  /** Finished uploads this write attaches: their records are consumed with it. */
  uploads?: readonly string[];
  /**
   * Whose uploads those are: the owner's, unless an admin edits the listing with photos they
   * uploaded themselves (their records are under the admin's id).
   */
  uploader?: string;
  /** Only while the stored listing still has this approval status (a moderator's decision). */
  approval?: Listing['approval_status'];
  /** Further writes that land with this one or not at all (an admin's audit entries). */
  alongside?: readonly TransactItem[];
};

/**
 * The counter item's copy of `reports_hidden` when the flag moves (decision 067): set while
 * buyers' reports hide the listing, removed when they stop. No condition: the listing's own
 * put carries the version check.
 */
function reportsHiddenCopy(db: Db, before: Listing, after: Listing): TransactItem | undefined {
  const hidden = after.reports_hidden === true;
  if (hidden === (before.reports_hidden === true)) return undefined;
  return { Update: reportsHiddenCopyUpdate(db, after.id, hidden) };
}

/** The counter item's copies of the expiry fields when they move (decision 072). */
function expiryCopy(db: Db, before: Listing, after: Listing): TransactItem | undefined {
  const same =
    (before.live_until ?? null) === (after.live_until ?? null) &&
    (before.expired === true) === (after.expired === true);
  return same ? undefined : { Update: expiryCopyUpdate(db, after) };
}

/**
 * Replaces a listing that the caller read as `before` (its `updated_at` is the version): a
 * seller's edit or status change, a moderator's decision or edit. In one transaction with the
 * owner's tally when it moves between tabs, the counter item's copies of `reports_hidden` and
 * the expiry fields when they move, the uploads it attaches and any writes `alongside`.
 * 'stale': the stored listing is no longer that version (changed elsewhere, sold, deleted) or
 * no longer has the expected approval; 'photos': an upload is no longer there;
 * 'stock_reference': its new stock reference names another of the seller's listings (decision
 * 071). Nothing is written then. The seller's stock version moves with every write: in the
 * transaction when there is one, else just after the Put.
 */
export async function replaceListing(
  db: Db,
  before: Listing,
  after: Listing,
  options: ReplaceOptions = {},
): Promise<'replaced' | 'stale' | 'photos' | 'stock_reference'> {
  const put = {
    Put: {
      TableName: db.tableName,
      Item: writtenItem(after, undefined, options.keep),
      ConditionExpression:
        'updated_at = :expected AND user_id = :owner' +
        (options.approval ? ' AND approval_status = :approval' : ''),
      ExpressionAttributeValues: {
        ':expected': before.updated_at,
        ':owner': before.user_id,
        ...(options.approval ? { ':approval': options.approval } : {}),
      },
    },
  };
  const delta = tallyDelta(tabOf(before), tabOf(after));
  const tally = tallyUpdate(db, after.user_id, delta);
  const stock = stockKeyWrites(db, before, after);
  const uploads = consumeUploads(db, options.uploader ?? after.user_id, options.uploads ?? []);
  const copies = [reportsHiddenCopy(db, before, after), expiryCopy(db, before, after)].filter(
    (copy): copy is TransactItem => copy !== undefined,
  );
  // The claim right after the listing: its cancellation is told apart from the uploads'.
  const claim = stock.claim ? [stock.claim] : [];
  const others = [...claim, ...copies, ...stock.others, ...uploads];
  const alongside = options.alongside ?? [];
  try {
    if (tallyMoves(delta) || others.length + alongside.length > 0) {
      await sendTransaction(db, [put, tally, ...others, ...alongside]);
    } else {
      // An edit in place: one Put, and the stock version after it (a lost touch leaves the
      // stock view stale for its time to live at most, decision 071).
      await db.client.send(new PutCommand(put.Put));
      await db.client.send(new UpdateCommand(stockTouch(db, after.user_id).Update!));
    }
    return 'replaced';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || cancelledOn(error, 0)) return 'stale';
    if (claim.length > 0 && cancelledOn(error, 2)) return 'stock_reference';
    // Still meeting another write of the listing: as good as changed since it was read.
    if (conflicted(error)) return 'stale';
    // Only the listing, the stock keys and the uploads carry conditions: the tally, the flag's
    // copy and `alongside` never fail one.
    if (cancelledFrom(error, 2)) return 'photos';
    throw error;
  }
}
