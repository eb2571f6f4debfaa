import type { PageCacheKind } from '#shared/pages';
import type { Robots } from './robots';

/**
 * How long the edge keeps each answer (docs/decisions/028-server-rendered-pages.md, table 4).
 * Browsers always revalidate (max-age=0): the edge lifetime is the purge, since invalidating
 * every page a listing change touches is neither affordable nor knowable.
 */

/** What the renderer answered, as far as caching cares. */
export type CacheCase =
  | { kind: 'page'; route: PageRoute; status: 200 | 404 | 410 }
  | { kind: 'redirect' }
  | { kind: 'private-shell' }
  | { kind: 'bad-input' }
  | { kind: 'failure' };

/** Which family of route rendered the page (each page definition's `cache`, shared/pages). */
export type PageRoute = PageCacheKind;

const MINUTE = 60;
const HOUR = 3600;

/** `s-maxage` seconds, or null for an answer the edge must not keep. */
export function edgeSeconds(answer: CacheCase): number | null {
  switch (answer.kind) {
    case 'redirect':
    case 'private-shell':
      return HOUR;
    case 'bad-input':
      return MINUTE;
    case 'failure':
      return null;
    case 'page':
      return pageSeconds(answer.route, answer.status);
  }
}

function pageSeconds(route: PageRoute, status: 200 | 404 | 410): number {
  switch (route) {
    case 'home':
      return status === 200 ? 2 * MINUTE : 10 * MINUTE;
    case 'results':
      // A results 404 here is a page past the last one, which a new listing can fill soon; a
      // make or model outside the catalogue is cached as 'other' (its loader says so).
      return status === 200 ? 2 * MINUTE : MINUTE;
    case 'listing':
      if (status === 200) return 5 * MINUTE;
      // Unknown, pending or rejected: an id may go live at any moment after approval.
      if (status === 404) return MINUTE;
      return 10 * MINUTE;
    case 'other':
      return status === 200 ? HOUR : 10 * MINUTE;
  }
}

/** The Cache-Control header for the answer. */
export function cacheControl(answer: CacheCase): string {
  const seconds = edgeSeconds(answer);
  if (seconds === null) return 'no-store';
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=60, stale-if-error=86400`;
}

/** Milliseconds spent fetching data and rendering, as the Server-Timing header reports them. */
export type RenderTiming = { dataMs: number; renderMs: number };

export function serverTiming(timing: RenderTiming): string {
  return `data;dur=${timing.dataMs.toFixed(1)}, render;dur=${timing.renderMs.toFixed(1)}`;
}

/**
 * The headers every renderer answer carries. `robots` is the value of the page's robots meta
 * (robots.ts), sent again as X-Robots-Tag.
 */
export function pageHeaders(
  answer: CacheCase,
  options: { robots?: Robots; timing?: RenderTiming; location?: string },
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl(answer),
  };
  if (options.robots !== undefined) headers['x-robots-tag'] = options.robots;
  if (options.location !== undefined) headers.location = options.location;
  if (options.timing) headers['server-timing'] = serverTiming(options.timing);
  if (answer.kind === 'failure') headers['retry-after'] = '30';
  return headers;
}
