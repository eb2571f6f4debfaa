import { makeFromSlug, modelFromSlug } from '#shared/catalogue/makes';
import { DEFAULT_RADIUS_MILES } from '#shared/search/constants';
import { searchFiltersSchema, type SearchFilters } from '#shared/search/filters';
import { slugify } from '#shared/slug';
import { pages } from '#shared/pages';
import { searchHref, type SearchPathParams } from '#shared/pages/results-url';
import { bodyConfigFromSlug } from '#shared/search/body-config';

/** The search page's own path, /used-vans (the server's redirects read it). */
export const SEARCH_ROOT = pages.usedVans.build();

/** A URL parameter the page ignored because the schema rejected it. */
export type DroppedParam = { param: string; message: string };

export type ParsedSearchUrl =
  | { kind: 'not-found' }
  | { kind: 'ok'; filters: SearchFilters; dropped: DroppedParam[]; href: string };

/** 'any' is how older links said "no model" or "no location" in the path. */
const ANY = 'any';

/**
 * Reads the filter set from the URL. Unknown make or model slugs in the path (or a path that is
 * not in slug form) are a missing page; a bad query parameter is dropped and reported instead,
 * so an old or hand-edited link still shows vans.
 */
export function parseSearchUrl(
  path: SearchPathParams,
  search: string,
  now: Date = new Date(),
): ParsedSearchUrl {
  const fromPath = pathFilters(path);
  if (!fromPath) return { kind: 'not-found' };

  const raw: Record<string, string> = {};
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) raw[key] = params.getAll(key).join(',');
  // The path wins over the same parameter in the query.
  for (const key of ['make', 'model', 'location'] as const) {
    if (path[key] === undefined) continue;
    const value = fromPath[key];
    if (value === undefined) delete raw[key];
    else raw[key] = value;
  }
  // The third segment of a browse page is a body configuration, not a place (decision 060).
  const config = fromPath.make && fromPath.model && bodyConfigFromSlug(fromPath.location ?? '');
  if (config) {
    delete raw.location;
    raw.wheelbase = config.wheelbase;
    raw.roofHeight = config.roofHeight;
  }

  const schema = searchFiltersSchema(now);
  const dropped: DroppedParam[] = [];
  // Each round drops the parameters the schema names; cross-field rules may name another one
  // once the first is gone, so allow one round per parameter.
  for (let round = 0; round <= Object.keys(raw).length + 1; round++) {
    const result = schema.safeParse(raw);
    if (result.success) {
      const filters = withDefaultRadius(result.data);
      return { kind: 'ok', filters, dropped, href: searchHref(filters) };
    }
    let droppedThisRound = false;
    for (const issue of result.error.issues) {
      const param = String(issue.path[0] ?? '');
      if (!(param in raw)) continue;
      dropped.push({ param, message: issue.message });
      delete raw[param];
      droppedThisRound = true;
      if (param === 'postcode') dropPostcodeCompanions(raw);
    }
    if (!droppedThisRound) break;
  }
  // Not reachable with the current schema; an empty search is the safe answer.
  return { kind: 'ok', filters: {}, dropped, href: pages.usedVans.build() };
}

/** Radius and distance order mean nothing without the postcode: they go silently with it. */
function dropPostcodeCompanions(raw: Record<string, string>) {
  delete raw.radius;
  if (raw.sort === 'distance') delete raw.sort;
}

/** A postcode always travels with its radius, so one search has one URL. */
function withDefaultRadius(filters: SearchFilters): SearchFilters {
  if (filters.postcode && filters.radius === undefined) {
    return { ...filters, radius: DEFAULT_RADIUS_MILES };
  }
  return filters;
}

/** Path segments must already be canonical slugs (the gateway answers 404 otherwise). */
function pathFilters(path: SearchPathParams): SearchPathParams | undefined {
  const result: SearchPathParams = {};
  if (path.make === undefined) return result;
  const make = makeFromSlug(path.make);
  if (!make || slugify(make) !== path.make) return undefined;
  result.make = path.make;

  if (path.model === undefined || path.model === ANY) {
    if (path.model === undefined && path.location !== undefined) return undefined;
  } else {
    const model = modelFromSlug(make, path.model);
    if (!model || slugify(model) !== path.model) return undefined;
    result.model = path.model;
  }

  if (path.location !== undefined && path.location !== ANY) {
    if (path.location === '' || slugify(path.location) !== path.location) return undefined;
    result.location = path.location;
  }
  return result;
}
