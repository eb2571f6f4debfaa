import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stockTouch } from './listing-tally';
import type { Listing } from '#shared/listing';
import { ADMIN_BOOST_ATTRIBUTES } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import type { ListingForChange } from '../listing-state-repo';
import {
  cancelledOn,
  conflicted,
  sendTransaction,
  type TransactItem,
} from '../../platform/transactions';
import { writtenItem } from './listing-item';

/** The listing's boost fields: what an end of a boost changes. */
const BOOST_FIELDS = ADMIN_BOOST_ATTRIBUTES;

/**
 * The condition that the stored listing is still the one read: its version and owner, and
 * each boost field as it was. The boost fields are checked too because not every writer of
 * them moves the version (an expiry does not), so a purchase that extended the boost after
 * this read fails the write rather than being undone by it.
 */
function asRead(before: Listing) {
  const names: Record<string, string> = { '#version': 'updated_at', '#owner': 'user_id' };
  const values: Record<string, unknown> = {
    ':version': before.updated_at,
    ':owner': before.user_id,
  };
  const parts = ['#version = :version', '#owner = :owner'];
  BOOST_FIELDS.forEach((field, i) => {
    names[`#b${i}`] = field;
    const value = before[field];
    if (value === undefined || value === null) {
      // Written as null or never written (a listing from before per-type ends).
      values[`:null${i}`] = null;
      parts.push(`(attribute_not_exists(#b${i}) OR #b${i} = :null${i})`);
    } else {
      values[`:b${i}`] = value;
      parts.push(`#b${i} = :b${i}`);
    }
  });
  return {
    ConditionExpression: parts.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Writes a listing whose boosts changed (a boost ended by its expiry or by an admin) over the
 * version read (`found`, read consistently), keeping the item's attributes beyond the entity
 * (a moderator's reason), with any writes `alongside` (an admin's audit entries) in the same
 * transaction. 'stale': the listing changed since it was read (or is gone); nothing was
 * written, read it again.
 */
export async function writeBoostChange(
  db: Db,
  found: Pick<ListingForChange, 'listing' | 'extra'>,
  after: Listing,
  alongside: readonly TransactItem[] = [],
): Promise<'written' | 'stale'> {
  const put = {
    TableName: db.tableName,
    Item: writtenItem(after, undefined, found.extra),
    ...asRead(found.listing),
  };
  try {
    if (alongside.length === 0) {
      await db.client.send(new PutCommand(put));
      await db.client.send(new UpdateCommand(stockTouch(db, after.user_id).Update!));
    } else {
      await sendTransaction(db, [{ Put: put }, ...alongside, stockTouch(db, after.user_id)]);
    }
    return 'written';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || cancelledOn(error, 0)) return 'stale';
    if (conflicted(error)) return 'stale';
    throw error;
  }
}
