import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stockTouch } from './listing-tally';
import type { SellerType } from '#shared/catalogue/enums';
import type { Listing } from '#shared/listing';
import type { Db } from '../../platform/db';
import { getListingForChange } from '../listing-state-repo';
import { writtenItem } from './listing-item';

/** A few fresh reads settle a race with the seller or another admin. */
const ATTEMPTS = 3;

type OwnerFlagOutcome = 'written' | 'unchanged' | 'gone' | 'busy';

/**
 * What one owner flag change writes: the listing as it becomes, and the condition (beside the
 * version) that the flag is still as read. undefined when the listing already has it.
 */
type FlagChange = (listing: Listing) =>
  | {
      changed: Listing;
      condition: string;
      values: Record<string, unknown>;
    }
  | undefined;

/**
 * Reads the listing, writes it whole with `change` applied over the version read (a conditional
 * Put on `updated_at` and the flag as read), and reads again if either moved, at most ATTEMPTS
 * times. The version itself is kept: an owner flag is not an edit of the seller's.
 */
async function rewriteOwnerFlag(
  db: Db,
  listingId: string,
  change: FlagChange,
  now: Date,
): Promise<OwnerFlagOutcome> {
  for (let attempt = 1; ; attempt++) {
    const found = await getListingForChange(db, listingId);
    if (!found) return 'gone';
    const { listing, extra } = found;
    const write = change(listing);
    if (!write) return 'unchanged';
    try {
      await db.client.send(
        new PutCommand({
          TableName: db.tableName,
          Item: writtenItem(write.changed, now, extra),
          ConditionExpression: `updated_at = :version AND ${write.condition}`,
          ExpressionAttributeValues: { ':version': listing.updated_at, ...write.values },
        }),
      );
      await db.client.send(new UpdateCommand(stockTouch(db, listing.user_id, now).Update!));
      return 'written';
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      if (attempt >= ATTEMPTS) return 'busy';
    }
  }
}

/**
 * Sets a listing's `owner_disabled` flag (its seller's account disabled: hidden wherever
 * `isLive` decides), written whole so the index keys follow (it leaves the geo and featured
 * indexes, and search through the stream). 'gone': the listing was deleted meanwhile; 'busy': it
 * kept changing under us (a retry finishes the job).
 */
export async function setOwnerDisabled(
  db: Db,
  listingId: string,
  disabled: boolean,
  now: Date = new Date(),
): Promise<OwnerFlagOutcome> {
  return rewriteOwnerFlag(
    db,
    listingId,
    (listing) => {
      const was = listing.owner_disabled === true;
      if (was === disabled) return undefined;
      return {
        changed: { ...listing, owner_disabled: disabled },
        condition: was
          ? 'owner_disabled = :true'
          : '(attribute_not_exists(owner_disabled) OR owner_disabled = :false)',
        values: was ? { ':true': true } : { ':false': false },
      };
    },
    now,
  );
}

/**
 * Gives a listing its owner's new account type (decision 031): the seller type, and the price's
 * VAT answer that goes with it. Becoming private, the price has no VAT; becoming trade, the
 * advertised price is taken as including VAT, so no buyer is suddenly asked for 20 % more (the
 * dealer may change it on edit). Search follows through the stream. 'gone': deleted meanwhile;
 * 'busy': it kept changing under us.
 */
export async function setOwnerSellerType(
  db: Db,
  listingId: string,
  sellerType: SellerType,
  now: Date = new Date(),
): Promise<OwnerFlagOutcome> {
  return rewriteOwnerFlag(
    db,
    listingId,
    (listing) => {
      if (listing.seller_type === sellerType) return undefined;
      return {
        changed: {
          ...listing,
          seller_type: sellerType,
          price_includes_vat: sellerType === 'trade_dealer',
        },
        condition: 'seller_type = :was',
        values: { ':was': listing.seller_type },
      };
    },
    now,
  );
}
