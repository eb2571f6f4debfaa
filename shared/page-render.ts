import type { SiteSettings } from './admin/settings';
import type { DealerDirectoryResponse, DealerPageResponse } from './dealer';
import type { FeaturedListingsResponse } from './api/routes/featured-listings';
import type { ListingDetailResponse, SimilarResponse } from './listing-detail';
import type { ContactDetails } from './runtime-config';
import type { SearchResponse } from './search/response';

/**
 * The contract between the server renderer (web/src/server/render-page.tsx, built into
 * RENDER_BUNDLE) and what runs it: the render Lambda and the local gateway
 * (docs/decisions/028-server-rendered-pages.md). Types, the port's one error and the bundle's
 * path, so the Lambda can import the renderer by path at cold start without typechecking needing
 * a build.
 */

/**
 * A request the public API would refuse, answered as it answers it (the ApiError's fields the
 * page's hook would hold): 400 for a malformed id or search query, 404 for a listing the public
 * cannot see, 422 for a postcode that cannot be found. A sold or removed listing is not one: it
 * is data (`availability: 'unavailable'`), from which the page decides its 410.
 */
export type PageDataRefusal = {
  status: 400 | 404 | 422;
  error: { code: string; message: string; fields?: Record<string, string[]> };
};

/** A page data answer: the data the public route would send, or its refusal. */
export type PageData<T> = { status: 200; data: T } | PageDataRefusal;

/**
 * The server renderer's data port (docs/decisions/038-page-data-port.md): one method per piece
 * of data an indexable page needs, each answering what its public GET route answers
 * (shared/api/routes: featured-listings, search-listings, listing-detail, listing-similar,
 * site-settings), from the same domain functions, in process. Implemented by
 * lambdas/render/page-data.ts; web never imports lambdas, so it is injected as RenderDeps.pages.
 * Throws PageDataUnavailable when a dependency fails (the page is the uncached 503 shell).
 */
export type PageDataSource = {
  featured(): Promise<PageData<FeaturedListingsResponse>>;
  /** The search route's query as the browser sends it (filtersToQuery); validated as the API does. */
  search(query: URLSearchParams): Promise<PageData<SearchResponse>>;
  listing(id: string): Promise<PageData<ListingDetailResponse>>;
  similar(id: string): Promise<PageData<SimilarResponse>>;
  settings(): Promise<PageData<SiteSettings>>;
  /** A dealer page (decision 069): its slug as the URL gives it. */
  dealer(slug: string): Promise<PageData<DealerPageResponse>>;
  dealers(): Promise<PageData<DealerDirectoryResponse>>;
};

/**
 * A dependency of the page's data failed (the table, the search index, the geocoder): an outage,
 * not a fact about the page, so the renderer serves its 503 shell, which is never cached. The
 * renderer bundle and the Lambda each hold their own copy of this class, so tell it by `name`.
 */
export class PageDataUnavailable extends Error {
  override readonly name = 'PageDataUnavailable';
  constructor(
    /** The port method that failed: 'listing', 'search', … */
    readonly source: keyof PageDataSource,
    options?: { cause?: unknown },
  ) {
    super(`The page's data failed: ${source}`, options);
  }
}

export type RenderDeps = {
  pages: PageDataSource;
  /** Canonical origin, no trailing slash: 'https://www.vanyard.co.uk', 'http://localhost:3000'. */
  siteOrigin: string;
  now: Date;
  /** The contact page's configured details (stage config), primed under their own SWR key. */
  contact: ContactDetails | null;
};

export type RenderedPage = {
  status: 200 | 301 | 404 | 410 | 503;
  /** content-type, cache-control, location, x-robots-tag, server-timing (data;dur, render;dur). */
  headers: Record<string, string>;
  /** '' for a 301 and for HEAD. */
  html: string;
};

export type RenderPage = (
  url: URL,
  deps: RenderDeps,
  method?: 'GET' | 'HEAD',
) => Promise<RenderedPage>;

/** Where `npm run build` writes the SSR bundle (repo-relative); it exports `renderPage`. */
export const RENDER_BUNDLE = 'dist/render/render-page.js';
