import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SellerType } from '#shared/catalogue/enums';
import type { Db } from '../data/db';
import { getListingForChange } from '../data/own-listings-repo';
import { writtenItem } from './listing-item';

/** A few fresh reads settle a race with the seller or another admin. */
const ATTEMPTS = 3;

/**
 * Sets a listing's `owner_disabled` flag (its seller's account disabled: hidden wherever
 * `isLive` decides), written whole so the index keys follow (it leaves the geo and featured
 * indexes, and search through the stream), over the version read: a conditional Put on
 * `updated_at` and the flag as read, read again if either moved. The version itself is kept:
 * the seller's own order of listings and the moderation queue's are not the admin's business.
 * 'gone': the listing was deleted meanwhile; 'busy': it kept changing under us (a retry
 * finishes the job).
 */
export async function setOwnerDisabled(
  db: Db,
  listingId: string,
  disabled: boolean,
  now: Date = new Date(),
): Promise<'written' | 'unchanged' | 'gone' | 'busy'> {
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(db, listingId);
    if (!found) return 'gone';
    const { listing, extra } = found;
    const was = listing.owner_disabled === true;
    if (was === disabled) return 'unchanged';
    try {
      await db.client.send(
        new PutCommand({
          TableName: db.tableName,
          Item: writtenItem({ ...listing, owner_disabled: disabled }, now, extra),
          ConditionExpression: was
            ? 'updated_at = :version AND owner_disabled = :true'
            : 'updated_at = :version AND (attribute_not_exists(owner_disabled) OR owner_disabled = :false)',
          ExpressionAttributeValues: {
            ':version': listing.updated_at,
            ...(was ? { ':true': true } : { ':false': false }),
          },
        }),
      );
      return 'written';
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      if (attempt >= ATTEMPTS) return 'busy';
    }
  }
}

/**
 * Gives a listing its owner's new account type (decision 031): the seller type, and the price's
 * VAT answer that goes with it. Becoming private, the price has no VAT; becoming trade, the
 * advertised price is taken as including VAT, so no buyer is suddenly asked for 20 % more (the
 * dealer may change it on edit). Written whole over the version read, as `setOwnerDisabled`
 * does (search follows through the stream), the version kept: it is not an edit of the
 * seller's. 'gone': deleted meanwhile; 'busy': it kept changing under us.
 */
export async function setOwnerSellerType(
  db: Db,
  listingId: string,
  sellerType: SellerType,
  now: Date = new Date(),
): Promise<'written' | 'unchanged' | 'gone' | 'busy'> {
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(db, listingId);
    if (!found) return 'gone';
    const { listing, extra } = found;
    if (listing.seller_type === sellerType) return 'unchanged';
    try {
      await db.client.send(
        new PutCommand({
          TableName: db.tableName,
          Item: writtenItem(
            {
              ...listing,
              seller_type: sellerType,
              price_includes_vat: sellerType === 'trade_dealer',
            },
            now,
            extra,
          ),
          ConditionExpression: 'updated_at = :version AND seller_type = :was',
          ExpressionAttributeValues: {
            ':version': listing.updated_at,
            ':was': listing.seller_type,
          },
        }),
      );
      return 'written';
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      if (attempt >= ATTEMPTS) return 'busy';
    }
  }
}
