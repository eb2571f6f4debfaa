import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { parsePayload } from '#shared/events/event-payload';
import { listingSearchImageSchema, tableStreamChangeSchema } from '#shared/events/listing-stream';
import { isListingItemKey, listingIdOf } from '#shared/table-keys';
import type { Logger } from '../../platform/logger';
import { toSearchDoc } from '../search-doc';
import type { SearchDoc } from '../types';
import { sameSearchContent } from './same-search-content';
import type { SearchChange } from './search-log';

/**
 * A listing item's keys (`LISTING#{id}` / `LISTING`); everything else in the table is not,
 * including the listing's view counter and enquiries in the same partition.
 */
export function isListingKeys(keys: Record<string, unknown> | undefined): boolean {
  const pk = keys?.PK as { S?: string } | undefined;
  const sk = keys?.SK as { S?: string } | undefined;
  return isListingItemKey(pk?.S, sk?.S);
}

/**
 * The search document an item image stands for; undefined when not live or no image. Throws
 * (EventPayloadError) when the image is not a listing (shared/events/listing-stream.ts).
 */
function docOf(image: Record<string, unknown> | undefined): SearchDoc | undefined {
  if (!image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  // The view count is its own item: a stream image has none (search does not show it).
  return toSearchDoc({
    ...parsePayload(listingSearchImageSchema, 'listing image', item),
    views: 0,
  });
}

/**
 * A listing record's search documents before and after the change (undefined where the listing
 * was not live, or the image does not parse): what the saved-search matcher compares
 * (docs/decisions/065-saved-searches-and-alerts.md). Undefined for anything but a listing item.
 */
export function searchDocsOfRecord(
  record: DynamoDBRecord,
): { before: SearchDoc | undefined; after: SearchDoc | undefined } | undefined {
  if (!isListingKeys(record.dynamodb?.Keys)) return undefined;
  const parsed = tableStreamChangeSchema.safeParse(record.dynamodb);
  if (!parsed.success) return undefined;
  const safeDoc = (image: Record<string, unknown> | undefined) => {
    try {
      return docOf(image);
    } catch {
      return undefined;
    }
  };
  return { before: safeDoc(parsed.data.OldImage), after: safeDoc(parsed.data.NewImage) };
}

/**
 * What one stream record changes in the search projection: the listing's new document, null
 * when it left the projection (deleted, sold, un-approved), or undefined when nothing search
 * shows changed (a views counter, a field search does not use, a listing that was never live).
 */
export function searchChangeOf(record: DynamoDBRecord, log: Logger): SearchChange | undefined {
  if (!isListingKeys(record.dynamodb?.Keys)) return undefined;
  const parsed = tableStreamChangeSchema.safeParse(record.dynamodb);
  if (!parsed.success) return undefined;
  const stream = parsed.data;
  const seq = stream.SequenceNumber;
  if (!seq) return undefined;
  const id = listingIdOf(stream.Keys.PK.S)!;

  // 'unknown' when the old image does not parse: then whatever the new one is gets written.
  let before: SearchDoc | undefined | 'unknown';
  try {
    before = docOf(stream.OldImage);
  } catch (error) {
    before = 'unknown';
    log.warn('Old listing image does not parse; projecting the new one', {
      listingId: id,
      error: String(error),
    });
  }
  let after: SearchDoc | undefined;
  try {
    after = docOf(stream.NewImage);
  } catch (error) {
    // A listing search cannot show correctly is taken out of search rather than blocking the
    // stream shard; the item itself is untouched and its next valid write brings it back.
    log.error('New listing image does not parse; removing it from search', {
      listingId: id,
      error: String(error),
    });
    return { id, seq, doc: null };
  }

  if (!after) return before ? { id, seq, doc: null } : undefined;
  if (before && before !== 'unknown' && sameSearchContent(before, after)) return undefined;
  return { id, seq, doc: after };
}
