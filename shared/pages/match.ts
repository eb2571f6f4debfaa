import { PAGE_LIST, type AnyPage, type PageId } from './definitions';
import { PAGE_PARAMS, type PageParams } from './params';
import { compilePattern, matchSegments } from './pattern';

/** A page and its checked parameters. */
export type PageMatch = {
  [Id in PageId]: { page: Extract<AnyPage, { id: Id }>; params: PageParams<Id> };
}[PageId];

const COMPILED = PAGE_LIST.map((page) => ({ page, segments: compilePattern(page.pattern) }));

/**
 * The page a pathname (no query; one trailing slash allowed) opens, with its parameters
 * checked against the page's schema; undefined when it is no page of the site. Case matters:
 * every page's address is lower case, and /used-vans/Ford is not a make's page.
 */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const { page, segments } of COMPILED) {
    const raw = matchSegments(segments, pathname);
    if (raw === undefined) continue;
    const parsed = PAGE_PARAMS[page.id].safeParse(raw);
    if (parsed.success) return { page, params: parsed.data } as PageMatch;
  }
  return undefined;
}

/** True when the pathname is a page of the site (the gateway answers anything else with 404). */
export function isPagePath(pathname: string): boolean {
  return matchPage(pathname) !== undefined;
}
