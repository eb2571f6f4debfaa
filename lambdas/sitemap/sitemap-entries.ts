import { articlePath, type Article } from '#shared/content/articles';
import { listingPath } from '#shared/listing-paths';
import type { SearchDoc } from '#lambdas/search';
import { pages } from '#shared/pages';
import { bodyConfigSlug } from '#shared/search/body-config';

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
> &
  Partial<Pick<SearchDoc, 'wheelbase' | 'roof_height'>>;

/**
 * A browse page (make, model, wheelbase and roof: /used-vans/ford/transit/lwb-high-roof) is
 * listed once it has this many live vans: fewer is a thin page search engines rank poorly, and
 * the cap bounds the sitemap at 16 configurations of the models actually listed (decision 060).
 */
export const BROWSE_PAGE_MIN_VANS = 3;

/** Every live listing's canonical detail page, changed when the listing last was. */
export function listingPages(docs: Iterable<LiveDoc>): SitePage[] {
  return [...docs]
    .map((doc) => ({ path: listingPath(doc), lastmod: doc.version }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The make, make and model, and make, model and location pages that have live vans, and the
 * browse pages of body configurations with enough of them, each
 * changed when its newest-changed van was. A page with no van is not listed: it would show
 * 'No vans found'.
 */
export function categoryPages(docs: Iterable<LiveDoc>): SitePage[] {
  const newest = new Map<string, number>();
  const touch = (path: string, version: number) =>
    newest.set(path, Math.max(newest.get(path) ?? 0, version));
  const browse = new Map<string, { vans: number; version: number }>();
  for (const doc of docs) {
    const make = pages.usedVans.build({ make: doc.make_slug });
    const model = `${make}/${doc.model_slug}`;
    touch(make, doc.version);
    touch(model, doc.version);
    if (doc.location_slug) touch(`${model}/${doc.location_slug}`, doc.version);
    if (doc.wheelbase && doc.roof_height) {
      const path = `${model}/${bodyConfigSlug({ wheelbase: doc.wheelbase, roofHeight: doc.roof_height })}`;
      const seen = browse.get(path);
      browse.set(path, {
        vans: (seen?.vans ?? 0) + 1,
        version: Math.max(seen?.version ?? 0, doc.version),
      });
    }
  }
  for (const [path, { vans, version }] of browse) {
    if (vans >= BROWSE_PAGE_MIN_VANS) touch(path, version);
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

/** Every visible dealer page, changed when its dealer's page last was (decision 069). */
export function dealerPages(dealers: readonly { slug: string; updated_at: string }[]): SitePage[] {
  return dealers
    .map((dealer) => ({
      path: pages.dealer.build({ slug: dealer.slug }),
      lastmod: Date.parse(dealer.updated_at),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
