import { buildPath, compilePattern, type PatternParams, type QueryInit } from './pattern';

/** Who may see the page: anyone, a signed-in user, or an admin (checked again by the API). */
export type PageAccess = 'public' | 'user' | 'admin';

/** How long the edge keeps the rendered page (web/src/server/cache-policy.ts). */
export type PageCacheKind = 'home' | 'results' | 'listing' | 'other';

export type PageSpec<Id extends string, Pattern extends string> = {
  id: Id;
  /** React Router syntax, from the site's root. */
  pattern: Pattern;
  /** The route module in web/src/routes/ that renders it ('listing-detail'). */
  module: string;
  access: PageAccess;
  /**
   * Server-rendered for anyone and open to search engines. A page that is not is served as the
   * SPA's shell with noindex, and robots.txt keeps crawlers out of its area
   * (docs/decisions/028-server-rendered-pages.md, section 4).
   */
  indexable: boolean;
  /** In the static sitemap, with the date of its last change worth a crawler's visit. */
  sitemap?: { updated: string };
  /** The cache family of the rendered page; 'other' when absent. */
  cache?: PageCacheKind;
  /** Rendered inside the admin area's layout (its side navigation and admin check). */
  layout?: 'admin';
};

/** build()'s arguments: the parameters may be left out when the pattern has none required. */
type BuildArgs<Pattern extends string> =
  Record<string, never> extends PatternParams<Pattern>
    ? [params?: PatternParams<Pattern>, query?: QueryInit]
    : [params: PatternParams<Pattern>, query?: QueryInit];

export type PageDefinition<Id extends string = string, Pattern extends string = string> = PageSpec<
  Id,
  Pattern
> & {
  /** The page's path for these parameters, with the query string if it has any value. */
  build(...args: BuildArgs<Pattern>): string;
};

/** A page of the site; its pattern is checked as it is defined. */
export function definePage<const Id extends string, const Pattern extends string>(
  spec: PageSpec<Id, Pattern>,
): PageDefinition<Id, Pattern> {
  compilePattern(spec.pattern);
  return {
    ...spec,
    build: (...[params, query]: BuildArgs<Pattern>) =>
      buildPath(spec.pattern, params as Record<string, string | undefined> | undefined, query),
  };
}
