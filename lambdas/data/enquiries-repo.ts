import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ENQUIRY_RETENTION_DAYS } from '../../shared/site-facts';
import { enquiryKey, viewsKey } from '../../shared/table-keys';
import type { Db } from './db';

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
 * My Listings shows) in one transaction, so the count is never off by a half-done write.
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
      ],
    }),
  );
}
