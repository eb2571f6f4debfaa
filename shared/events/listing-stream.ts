import { z } from 'zod';
import { listingSchema } from '../listing';

/*
 * The table stream's records as the listing consumers read them (infra/stack/definitions/stream-consumers.ts):
 * the search projector (lambdas/search/projection/stream-change.ts) and the admin figures
 * (lambdas/admin/figures/record-figures.ts). The record's envelope is parsed here; each image is
 * unmarshalled once by the consumer and read through one of the listing image schemas below,
 * once per image.
 */

/** A DynamoDB image as the stream carries it (attribute values, unmarshalled by the consumer). */
const streamImage = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'Not a stream image',
);

/** The table's item keys: every item of the table has string keys PK and SK. */
const itemKeys = z.object({ PK: z.object({ S: z.string() }), SK: z.object({ S: z.string() }) });

/**
 * A stream record's change: the item's keys, its place in the shard, when it happened (epoch
 * seconds) and the images the view type carries (NEW_AND_OLD_IMAGES; none on the side that
 * does not exist). Fields a consumer does not read are left unchecked.
 */
export const tableStreamChangeSchema = z.object({
  Keys: itemKeys,
  SequenceNumber: z.string().optional(),
  ApproximateCreationDateTime: z.number().optional(),
  OldImage: streamImage.optional(),
  NewImage: streamImage.optional(),
});
export type TableStreamChange = z.infer<typeof tableStreamChangeSchema>;

/**
 * A listing image as search projects it: the listing entity, less its view count (the counter
 * is its own item). Strict as the entity: an image it refuses is taken out of search.
 */
export const listingSearchImageSchema = listingSchema.omit({ views: true });

const text = z.string().optional().catch(undefined);
const textOr = (fallback: string) => z.string().catch(fallback).default(fallback);

/**
 * A listing image (or a scanned listing item) as the admin figures read it: loose on purpose,
 * so an item the listing schema would refuse still exists and is counted, rather than stopping
 * the stream behind it. The fields are the entity's: a renamed field fails the types here.
 */
export const listingFiguresImageSchema = z
  .object({
    id: textOr(''),
    title: text,
    year: z.unknown().optional(),
    make: z.unknown().optional(),
    model: z.unknown().optional(),
    status: text,
    approval_status: text,
    owner_disabled: z.unknown().optional(),
    reports_hidden: z.unknown().optional(),
    expired: z.unknown().optional(),
    created_at: text,
    updated_at: text,
  } satisfies Partial<Record<keyof z.input<typeof listingSchema>, z.ZodType>>)
  .transform(({ title, year, make, model, owner_disabled, reports_hidden, expired, ...facts }) => ({
    ...facts,
    owner_disabled: owner_disabled === true,
    reports_hidden: reports_hidden === true,
    // Past its advertised days (decision 072): not live, so not counted as live.
    expired: expired === true,
    title: title?.trim() || [year, make, model].filter((part) => part !== undefined).join(' '),
  }));
export type ListingFiguresImage = z.output<typeof listingFiguresImageSchema>;
