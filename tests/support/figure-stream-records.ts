import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import { listingKey, profileKey } from '#shared/table-keys';
import { listingItem } from '#lambdas/listing/listing-writer';

let sequence = 1000;
const nextSequence = () => String(++sequence).padStart(21, '0');

type Item = Record<string, unknown>;

/** A stream record of one item as Lambda hands it over (NEW_AND_OLD_IMAGES). */
export function streamRecord(
  keys: { PK: string; SK: string },
  before: Item | undefined,
  after: Item | undefined,
  options: { at?: string; seq?: string } = {},
): DynamoDBRecord {
  const image = (item: Item) => marshall(item, { removeUndefinedValues: true }) as never;
  return {
    eventName: !before ? 'INSERT' : after ? 'MODIFY' : 'REMOVE',
    dynamodb: {
      Keys: { PK: { S: keys.PK }, SK: { S: keys.SK } },
      ...(before ? { OldImage: image({ ...before, ...keys }) } : {}),
      ...(after ? { NewImage: image({ ...after, ...keys }) } : {}),
      SequenceNumber: options.seq ?? nextSequence(),
      ...(options.at ? { ApproximateCreationDateTime: Date.parse(options.at) / 1000 } : {}),
    },
  };
}

/** A listing's change, its images as the table stores them (listingItem). */
export function listingRecord(
  before: Listing | undefined,
  after: Listing | undefined,
  options: { at?: string; seq?: string } = {},
): DynamoDBRecord {
  const id = (after ?? before)!.id;
  return streamRecord(
    listingKey(id),
    before && listingItem(before),
    after && listingItem(after),
    options,
  );
}

export function profileRecord(
  before: Profile | undefined,
  after: Profile | undefined,
  options: { at?: string; seq?: string } = {},
): DynamoDBRecord {
  const id = (after ?? before)!.id;
  return streamRecord(profileKey(id), before, after, options);
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    email: 'sam@example.com',
    full_name: 'Sam Patel',
    phone_number: null,
    location: 'Leeds',
    website_url: null,
    seller_type: 'private_seller',
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
