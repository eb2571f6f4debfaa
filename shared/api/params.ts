import { z } from 'zod';
import { PHOTO_ID_PATTERN } from '../image-keys';

/** Listing ids are short url-safe tokens; anything else is a 400 before the table is read. */
export const listingIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid listing id'),
});

/** A listing and one of its photos (photo ids are the UUIDs their uploads were given). */
export const listingPhotoParams = listingIdParams.extend({
  photoId: z.string().regex(PHOTO_ID_PATTERN, 'Not a valid photo id'),
});

export const uploadIdParams = z.object({ id: z.uuid('Not a valid upload id') });
