import { z } from 'zod';
import { makeFromSlug, modelFromSlug } from './catalogue/makes';
import { formatNumber, formatPrice } from './format';
import { outcodeOf } from './postcode';
import { DEFAULT_RADIUS_MILES } from './search/constants';
import { filtersToQuery, searchFiltersSchema, type SearchFilters } from './search/filters';
import { pages } from './pages';
import { searchHref } from './pages/results-url';

/**
 * Saved searches and their e-mail alerts (issue 32 §2, docs/decisions/065-saved-searches-and-alerts.md):
 * the API's schemas, the labels and messages both sides show, and the filters a search keeps.
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instantly',
  daily: 'Once a day',
  weekly: 'Once a week',
};

/** A buyer keeps a handful; a script saving thousands is refused (issue 32 §6). */
export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Longer than any canonical query of valid filters; anything longer is not one. */
export const SAVED_QUERY_MAX = 2000;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Enter a name for this search',
  nameTooLong: `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  frequency: 'Choose how often to get e-mails: instantly, once a day or once a week',
  queryTooLong: 'These filters are too long to save',
  tooMany: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  noEmail: 'Your account has no e-mail address to send alerts to',
  nothingToChange: 'Give a name, a frequency or whether alerts are paused',
  tokenInvalid:
    'This unsubscribe link is not valid. Open Saved searches to stop the e-mails of a search.',
  searchGone: 'This saved search no longer exists, so it sends no more e-mails.',
} as const;

/**
 * The filters a saved search keeps, from a results page's query string: the search's own schema
 * (so every filter at its limits is accepted or refused exactly as the results page does), then
 * without the order and the page, which do not change which vans match.
 */
export function savedFiltersOf(query: string, now: Date = new Date()) {
  const params = Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
  const parsed = searchFiltersSchema(now).safeParse(params);
  if (!parsed.success) return parsed;
  const { sort: _sort, page: _page, ...filters } = parsed.data;
  return { success: true as const, data: filters as SearchFilters };
}

/** The canonical query string of a saved search's filters (the results page's URL). */
export function savedQueryOf(filters: SearchFilters): string {
  return filtersToQuery({ ...filters, sort: undefined, page: undefined }).toString();
}

/** Where a saved search's vans are: the results page with its filters. */
export function savedSearchHref(query: string): string {
  const parsed = savedFiltersOf(query);
  return parsed.success ? searchHref(parsed.data) : pages.usedVans.build();
}

const savedQuerySchema = z
  .string()
  .max(SAVED_QUERY_MAX, SAVED_SEARCH_MESSAGES.queryTooLong)
  .transform((query, context) => {
    const parsed = savedFiltersOf(query);
    if (parsed.success) return savedQueryOf(parsed.data);
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

const nameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong)
  // Control characters never reach an e-mail subject (decision 019).
  .transform((name) => name.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' '));

const frequencySchema = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency });

export const createSavedSearchSchema = z.strictObject({
  name: nameSchema,
  frequency: frequencySchema,
  /** The results page's query string ('make=ford&model=transit&maxPrice=15000'). */
  query: savedQuerySchema,
});
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;

/** The rename dialog's one field, by the API's own rule. */
export const renameSavedSearchSchema = z.strictObject({ name: nameSchema });

export const updateSavedSearchSchema = z
  .strictObject({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    paused: z.boolean({ error: 'Paused must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: SAVED_SEARCH_MESSAGES.nothingToChange,
  });
export type UpdateSavedSearch = z.input<typeof updateSavedSearchSchema>;

export const savedSearchIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid saved search id'),
});

/** A saved search as its owner sees it. */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  /** Canonical query string of the filters: the results page's URL is built from it. */
  query: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Matches found since the last e-mail (waiting for the next digest). */
  pending_alerts: z.number().int().nonnegative(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });

export const unsubscribeSchema = z.strictObject({
  token: z.string({ error: SAVED_SEARCH_MESSAGES.tokenInvalid }).max(512),
});
export const unsubscribeAnswerSchema = z.object({ name: z.string() });

/**
 * A name from the filters, e.g. 'Ford Transit under £15,000 within 25 miles of LS1': what the
 * buyer chose first (make and model), then the price, then where.
 */
export function savedSearchName(filters: SearchFilters): string {
  const make = filters.make ? makeFromSlug(filters.make) : undefined;
  const model = make && filters.model ? modelFromSlug(make, filters.model) : undefined;
  const parts = [make ? [make, model].filter(Boolean).join(' ') : 'Vans'];
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined)
    parts.push(`${formatPrice(minPrice)} to ${formatPrice(maxPrice)}`);
  else if (maxPrice !== undefined) parts.push(`under ${formatPrice(maxPrice)}`);
  else if (minPrice !== undefined) parts.push(`from ${formatPrice(minPrice)}`);
  if (filters.maxMileage !== undefined)
    parts.push(`up to ${formatNumber(filters.maxMileage)} miles`);
  const outcode = filters.postcode ? outcodeOf(filters.postcode) : undefined;
  if (outcode) {
    const radius = filters.radius ?? DEFAULT_RADIUS_MILES;
    parts.push(
      radius === 'national' ? `nearest ${outcode}` : `within ${radius} miles of ${outcode}`,
    );
  } else if (filters.location) {
    parts.push(
      `in ${filters.location.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())}`,
    );
  }
  if (filters.search) parts.push(`matching '${filters.search}'`);
  const name = parts.join(' ');
  return name.length <= SAVED_SEARCH_NAME_MAX
    ? name
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}
