import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { tableStreamChangeSchema } from '#shared/events/listing-stream';
import {
  isListingItemKey,
  PAYMENT_PK_PREFIX,
  PAYMENT_SK,
  PROFILE_SK,
  USER_PK_PREFIX,
} from '#shared/table-keys';
import { listingActivity, paymentActivity, profileActivity, type ActivityEntry } from './activity';
import {
  addTotals,
  listingContribution,
  listingFacts,
  paymentContribution,
  paymentFacts,
  profileContribution,
  profileFacts,
  type FigureTotals,
} from './figure-totals';
import { ukDay } from '../../platform/uk-day';

/** What one stream record changes in the figures. */
export type RecordFigures = {
  /** The change of each total: the new version's contribution minus the old one's. */
  totals: FigureTotals;
  /** The UK day a new listing counts as created on. */
  created?: string;
  /** The UK day a listing counts as approved on, when this change approved it. */
  approved?: string;
  /** A line of Recent Activity: a new listing, a new user, a payment that succeeded. */
  activity?: ActivityEntry;
};

type Image = Record<string, unknown>;

function imageOf(image: Record<string, unknown> | undefined): Image | undefined {
  return image ? unmarshall(image as Record<string, AttributeValue>) : undefined;
}

export type ItemKind = 'listing' | 'profile' | 'payment';

/**
 * Which item the keys name: a listing (`LISTING#…`/`LISTING`), a profile, a boost payment
 * (`PAYMENT#…`/`PAYMENT`), or none of them.
 */
export function itemKindOf(pk: string | undefined, sk: string | undefined): ItemKind | undefined {
  if (isListingItemKey(pk, sk)) return 'listing';
  if (pk?.startsWith(USER_PK_PREFIX) && sk === PROFILE_SK) return 'profile';
  if (pk?.startsWith(PAYMENT_PK_PREFIX) && sk === PAYMENT_SK) return 'payment';
  return undefined;
}

/** When the change happened: the stream's time (epoch seconds), or now when it has none. */
function changeTime(seconds: number | undefined, now: Date): string {
  return new Date(typeof seconds === 'number' ? seconds * 1000 : now.getTime()).toISOString();
}

/**
 * What a stream record of a listing, a profile or a payment changes in the figures; undefined
 * for any other item. Created counts on the listing's own created_at day (an INSERT); approved on the
 * day of the change that approved it, which every writer stamps as updated_at.
 */
export function recordFigures(record: DynamoDBRecord, now: Date): RecordFigures | undefined {
  // The envelope (shared/events/listing-stream.ts); each image unmarshalled once, then read
  // loosely by the facts of its kind.
  const parsed = tableStreamChangeSchema.safeParse(record.dynamodb);
  if (!parsed.success) return undefined;
  const stream = parsed.data;
  const kind = itemKindOf(stream.Keys.PK.S, stream.Keys.SK.S);
  if (!kind) return undefined;
  const oldImage = imageOf(stream.OldImage);
  const newImage = imageOf(stream.NewImage);
  const seenAt = changeTime(stream.ApproximateCreationDateTime, now);
  const inserted = !oldImage && newImage !== undefined;

  if (kind === 'payment') {
    const before = oldImage && paymentFacts(oldImage);
    const after = newImage && paymentFacts(newImage);
    // A line when it becomes succeeded; a refund later only takes the revenue back out.
    const paid = after?.status === 'succeeded' && before?.status !== 'succeeded';
    return {
      totals: addTotals(paymentContribution(after), paymentContribution(before), -1),
      ...(paid ? { activity: paymentActivity(after, seenAt) } : {}),
    };
  }

  if (kind === 'profile') {
    const before = oldImage && profileFacts(oldImage);
    const after = newImage && profileFacts(newImage);
    return {
      totals: addTotals(profileContribution(after), profileContribution(before), -1),
      ...(inserted && after ? { activity: profileActivity(after, seenAt) } : {}),
    };
  }

  const before = oldImage && listingFacts(oldImage);
  const after = newImage && listingFacts(newImage);
  const figures: RecordFigures = {
    totals: addTotals(listingContribution(after), listingContribution(before), -1),
  };
  if (inserted && after) {
    figures.created = ukDay(after.created_at ?? seenAt) ?? ukDay(seenAt);
    figures.activity = listingActivity(after, seenAt);
  }
  if (after?.approval_status === 'approved' && before?.approval_status !== 'approved') {
    figures.approved = ukDay(after.updated_at ?? seenAt) ?? ukDay(seenAt);
  }
  return figures;
}
