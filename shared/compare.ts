import { z } from 'zod';
import type { BodyType } from './catalogue/enums';
import { postcodeSchema } from './postcode-schema';
import type { SearchCard } from './search/response';

/** The most vans side by side on /compare (issue 32 §4). */
export const COMPARE_LIMIT = 4;
/** The most vans the recently viewed strips remember (issue 32 §4). */
export const RECENTLY_VIEWED_LIMIT = 12;
/**
 * The most ids one request for cards may name: the recently viewed strip asks for all its vans
 * at once, the compare page for its four (docs/decisions/062-compare-and-recently-viewed.md).
 */
export const CARDS_REQUEST_LIMIT = RECENTLY_VIEWED_LIMIT;

/** Listing ids are short url-safe tokens (shared/api/params.ts). */
export const LISTING_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const COMPARE_IDS_MESSAGES = {
  missing: 'Name at least one van to compare',
  malformed: 'Not a valid listing id',
  tooMany: `Ask for at most ${CARDS_REQUEST_LIMIT} vans at once`,
  duplicate: 'Each van may be named only once',
} as const;

/**
 * GET /api/listings/compare?ids=a,b,c&postcode=LS1+4DY: strict, since the page and the strips
 * build it themselves; a shared link's mistakes are forgiven by the page (parseCompareIds).
 */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: COMPARE_IDS_MESSAGES.missing })
    .max(CARDS_REQUEST_LIMIT * 65, COMPARE_IDS_MESSAGES.tooMany)
    .transform((value, context) => {
      const ids = value.split(',').map((id) => id.trim());
      const problem =
        value.trim() === ''
          ? COMPARE_IDS_MESSAGES.missing
          : ids.length > CARDS_REQUEST_LIMIT
            ? COMPARE_IDS_MESSAGES.tooMany
            : ids.some((id) => !LISTING_ID_PATTERN.test(id))
              ? COMPARE_IDS_MESSAGES.malformed
              : new Set(ids).size !== ids.length
                ? COMPARE_IDS_MESSAGES.duplicate
                : null;
      if (!problem) return ids;
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }),
  postcode: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    postcodeSchema().optional(),
  ),
});

export type CompareQuery = z.output<typeof compareQuerySchema>;

/** A live van as the compare table and the card strips show it. */
export type CompareVan = SearchCard & {
  available: true;
  body_type: BodyType | null;
  engine_size_cc: number | null;
  /** Feature labels in the product's order ('Parking Sensors'). */
  features: string[];
};

/** A van named that is no longer live (sold, withdrawn, removed or never there). */
export type UnavailableVan = { id: string; available: false };

export type CompareItem = CompareVan | UnavailableVan;

/** In the order asked; `postcode` is the formatted one distances are from, or null. */
export type CompareResponse = { items: CompareItem[]; postcode: string | null };

/** What the compare page makes of a shared link: the ids it can show, and what it left out. */
export type ParsedCompareIds = { ids: string[]; notes: string[] };

export const COMPARE_LINK_NOTES = {
  malformed: 'Part of this link was not a van and has been left out.',
  duplicate: 'A van named twice in this link is shown once.',
  tooMany: `You can compare up to ${COMPARE_LIMIT} vans: the first ${COMPARE_LIMIT} are shown.`,
} as const;

/**
 * The ids of a /compare link, forgiving: malformed ones are dropped, repeats shown once and
 * only the first four kept, each with a note saying so, since a link may have been cut or edited.
 */
export function parseCompareIds(raw: string | null | undefined): ParsedCompareIds {
  const parts = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const notes: string[] = [];
  const wellFormed = parts.filter((id) => LISTING_ID_PATTERN.test(id));
  if (wellFormed.length < parts.length) notes.push(COMPARE_LINK_NOTES.malformed);
  const unique = [...new Set(wellFormed)];
  if (unique.length < wellFormed.length) notes.push(COMPARE_LINK_NOTES.duplicate);
  if (unique.length > COMPARE_LIMIT) notes.push(COMPARE_LINK_NOTES.tooMany);
  return { ids: unique.slice(0, COMPARE_LIMIT), notes };
}
