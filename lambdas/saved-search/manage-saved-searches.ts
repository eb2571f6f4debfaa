import { randomBytes } from 'node:crypto';
import type { LatLng } from '#shared/geo';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  savedFiltersOf,
  type AlertFrequency,
  type SavedSearch,
} from '#shared/saved-searches';
import { postcodeOrigin } from '#lambdas/search';
import type { AuthContext } from '../platform/auth-context';
import type { Db } from '../platform/db';
import { NotFoundError, RuleViolationError } from '../platform/errors';
import { bucketOfFilters } from './alert-buckets';
import {
  deleteSavedSearch as deleteStored,
  getSavedSearch,
  listSavedSearches,
  putNewSavedSearch,
  replaceSavedSearch,
  toSavedSearch,
  type StoredSavedSearch,
} from './saved-searches-repo';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export type SavedSearchDeps = {
  db: Db;
  /** As the results page geocodes: an unknown postcode is refused the same way. */
  geocode: (postcode: string) => Promise<LatLng | null>;
  now: () => Date;
};

const newId = () => randomBytes(12).toString('base64url');

export async function listOwnSavedSearches(db: Db, auth: AuthContext): Promise<SavedSearch[]> {
  return (await listSavedSearches(db, auth.userId)).map(toSavedSearch);
}

/**
 * Saves the buyer's search: the body's query is already the canonical one (the route's schema
 * parsed it with the results page's own); a postcode is geocoded once, here, as the results
 * page would, so the matcher never calls a geocoder.
 */
export async function createSavedSearch(
  deps: SavedSearchDeps,
  auth: AuthContext,
  body: { name: string; frequency: AlertFrequency; query: string },
): Promise<SavedSearch> {
  if (!auth.email) throw new RuleViolationError(SAVED_SEARCH_MESSAGES.noEmail);
  const parsed = savedFiltersOf(body.query, deps.now());
  if (!parsed.success) throw new RuleViolationError(parsed.error.issues[0]!.message);
  const filters = parsed.data;
  const existing = await listSavedSearches(deps.db, auth.userId);
  if (existing.length >= MAX_SAVED_SEARCHES) {
    throw new RuleViolationError(
      SAVED_SEARCH_MESSAGES.tooMany,
      undefined,
      'too_many_saved_searches',
    );
  }
  const origin = filters.postcode ? await postcodeOrigin(deps.geocode, filters.postcode) : null;
  const at = deps.now().toISOString();
  const search: StoredSavedSearch = {
    id: newId(),
    user_id: auth.userId,
    email: auth.email,
    name: body.name,
    frequency: body.frequency,
    paused: false,
    query: body.query,
    origin,
    bucket: bucketOfFilters(filters),
    created_at: at,
    updated_at: at,
    pending_alerts: 0,
  };
  await putNewSavedSearch(deps.db, search);
  return toSavedSearch(search);
}

async function ownSearch(db: Db, userId: string, id: string): Promise<StoredSavedSearch> {
  // The key is the caller's own partition: another user's search is simply not found.
  const search = await getSavedSearch(db, userId, id);
  if (!search) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
  return search;
}

/** A later change than the last one written (two changes in one millisecond still differ). */
function laterStamp(before: string, now: Date): string {
  const at = now.toISOString();
  return at > before ? at : new Date(Date.parse(before) + 1).toISOString();
}

export async function updateSavedSearch(
  deps: SavedSearchDeps,
  auth: AuthContext,
  id: string,
  change: { name?: string; frequency?: AlertFrequency; paused?: boolean },
): Promise<SavedSearch> {
  const before = await ownSearch(deps.db, auth.userId, id);
  const after: StoredSavedSearch = {
    ...before,
    name: change.name ?? before.name,
    frequency: change.frequency ?? before.frequency,
    paused: change.paused ?? before.paused,
    email: auth.email ?? before.email,
    updated_at: laterStamp(before.updated_at, deps.now()),
  };
  await replaceSavedSearch(deps.db, before, after);
  return toSavedSearch(after);
}

export async function deleteOwnSavedSearch(
  deps: Pick<SavedSearchDeps, 'db'>,
  auth: AuthContext,
  id: string,
): Promise<void> {
  await deleteStored(deps.db, await ownSearch(deps.db, auth.userId, id));
}

/**
 * Stops a search's e-mails from the link in one (no sign-in): the token must verify under the
 * stage's key and name the search; the search is paused, and can be resumed on the page.
 */
export async function unsubscribeSavedSearch(
  deps: Pick<SavedSearchDeps, 'db' | 'now'> & { signingKey: () => Promise<string> },
  token: string,
): Promise<{ name: string }> {
  const claim = verifyUnsubscribeToken(await deps.signingKey(), token);
  if (!claim) {
    throw new RuleViolationError(SAVED_SEARCH_MESSAGES.tokenInvalid, undefined, 'invalid_token');
  }
  const before = await getSavedSearch(deps.db, claim.userId, claim.searchId);
  if (!before) throw new NotFoundError(SAVED_SEARCH_MESSAGES.searchGone, 'saved_search_gone');
  if (!before.paused) {
    await replaceSavedSearch(deps.db, before, {
      ...before,
      paused: true,
      updated_at: laterStamp(before.updated_at, deps.now()),
    });
  }
  return { name: before.name };
}
