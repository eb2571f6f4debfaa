import { articlePath, type Article } from '#shared/content/articles';
import { listingPath } from '#shared/listing-paths';
import type { SearchDoc } from '#lambdas/search';
import { pages } from '#shared/pages';

/** A page of the site and when it last changed (epoch ms or a YYYY-MM-DD date). */
export type SitePage = { path: string; lastmod: number | string };

type LiveDoc = Pick<
  SearchDoc,
  | 'id'
  | 'make'
  | 'model'
  | 'year'
  | 'location'
  | 'make_slug'
  | 'model_slug'
  | 'location_slug'
  | 'version'
>;

/** Every live listing's canonical detail page, changed when the listing last was. */
export function listingPages(docs: Iterable<LiveDoc>): SitePage[] {
  return [...docs]
    .map((doc) => ({ path: listingPath(doc), lastmod: doc.version }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The make, make and model, and make, model and location pages that have live vans, each
 * changed when its newest-changed van was. A page with no van is not listed: it would show
 * 'No vans found'.
 */
export function categoryPages(docs: Iterable<LiveDoc>): SitePage[] {
  const newest = new Map<string, number>();
  const touch = (path: string, version: number) =>
    newest.set(path, Math.max(newest.get(path) ?? 0, version));
  for (const doc of docs) {
    const make = pages.usedVans.build({ make: doc.make_slug });
    const model = `${make}/${doc.model_slug}`;
    touch(make, doc.version);
    touch(model, doc.version);
    if (doc.location_slug) touch(`${model}/${doc.location_slug}`, doc.version);
  }
  return [...newest]
    .map(([path, lastmod]) => ({ path, lastmod }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function blogPages(articles: readonly Article[]): SitePage[] {
  return articles.map((article) => ({ path: articlePath(article), lastmod: article.updated }));
}

/** A lastmod in W3C Datetime form: a date stays a date; epoch ms becomes a UTC date-time. */
export function w3cDate(lastmod: number | string): string {
  return typeof lastmod === 'string'
    ? lastmod
    : new Date(lastmod).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
