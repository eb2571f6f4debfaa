import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ENQUIRY_RETENTION_DAYS } from '#shared/site-facts';
import { enquiryKey, listingTallyKey, viewsKey } from '#shared/table-keys';
import type { Db } from '../platform/db';

export type StoredEnquiry = {
  id: string;
  listing_id: string;
  seller_id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
};

/**
 * `LISTING#{id}` / `ENQUIRY#{created_at}#{id}`: a listing's enquiries, oldest first, in one Query.
 * Stored with one more on the listing's enquiry count (its counter item, beside the views: what
 * My Listings shows) and on the seller's (the owner's tally, `USER#{id}` / `LISTING_TALLY`: what
 * the dashboard shows, one read however many listings) in one transaction, so no count is ever
 * off by a half-done write.
 */
export async function putEnquiry(db: Db, enquiry: StoredEnquiry): Promise<void> {
  const expiresAt =
    Math.floor(Date.parse(enquiry.created_at) / 1000) + ENQUIRY_RETENTION_DAYS * 24 * 3600;
  await db.client.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: db.tableName,
            Item: {
              ...enquiryKey(enquiry.listing_id, enquiry.created_at, enquiry.id),
              ...enquiry,
              expires_at: expiresAt,
            },
          },
        },
        {
          Update: {
            TableName: db.tableName,
            Key: viewsKey(enquiry.listing_id),
            UpdateExpression: 'ADD enquiries :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        {
          Update: {
            TableName: db.tableName,
            Key: listingTallyKey(enquiry.seller_id),
            UpdateExpression: 'ADD enquiries :one SET last_enquiry_at = :at',
            ExpressionAttributeValues: { ':one': 1, ':at': enquiry.created_at },
          },
        },
      ],
    }),
  );
}

/** How many enquiries a seller has received on all their listings, and when the latest came. */
export type SellerEnquiries = { received: number; latestAt: string | null };

/** The seller's enquiry count from the owner's tally; none before the first enquiry. */
export async function getSellerEnquiries(db: Db, sellerId: string): Promise<SellerEnquiries> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: listingTallyKey(sellerId),
      ProjectionExpression: 'enquiries, last_enquiry_at',
    }),
  );
  return {
    received: Number(Item?.enquiries ?? 0),
    latestAt: typeof Item?.last_enquiry_at === 'string' ? Item.last_enquiry_at : null,
  };
}
