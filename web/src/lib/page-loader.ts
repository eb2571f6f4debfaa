import { data, type StaticHandlerContext } from 'react-router-dom';
import type { RenderDeps } from '#shared/page-render';
import type { PageCacheKind } from '#shared/pages';

/**
 * What a route module's loader is given on the server: the renderer's dependencies, the data
 * port among them (docs/decisions/041-page-loaders.md). The server renderer passes it as the
 * static handler's request context; in the browser a loader's context is React Router's own,
 * which does not hold it, and the loader leaves the fetching to the page's SWR hooks.
 */
const RENDER_DEPS = Symbol('render deps');

export type ServerLoaderContext = { readonly [RENDER_DEPS]: RenderDeps };

export function serverLoaderContext(deps: RenderDeps): ServerLoaderContext {
  return { [RENDER_DEPS]: deps };
}

/** The renderer's dependencies when the loader runs on the server, else undefined. */
export function renderDepsOf(context: unknown): RenderDeps | undefined {
  if (typeof context !== 'object' || context === null || !(RENDER_DEPS in context)) {
    return undefined;
  }
  return (context as ServerLoaderContext)[RENDER_DEPS];
}

/** The HTTP statuses a page answers with (docs/decisions/028-server-rendered-pages.md, section 4). */
export type PageStatus = 200 | 404 | 410;

/**
 * A page's status, whether it must stay out of search indexes, and the edge cache family its
 * loader chose when it is not the page definition's own.
 */
export type PageAnswer = { status: PageStatus; noindex: boolean; cache?: PageCacheKind };

type StatusOptions = { noindex?: boolean; cache?: PageCacheKind };

// Headers of our own between a loader and the renderer; they never leave the renderer.
const NOINDEX_HEADER = 'x-vanyard-noindex';
const CACHE_HEADER = 'x-vanyard-cache';

/**
 * A loader's data with the status its data decides (a listing that does not exist is 404, a sold
 * one 410, an empty search 200 but not for indexes): the route module says it, the renderer
 * sends it. `cache` names another edge cache family than the page's (a path outside the
 * catalogue is cached as any missing page). In the browser the status means nothing and the
 * data is all the page sees.
 */
export function withStatus<T>(value: T, status: PageStatus, options: StatusOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.noindex) headers[NOINDEX_HEADER] = '1';
  if (options.cache) headers[CACHE_HEADER] = options.cache;
  return data(value, { status, ...(Object.keys(headers).length > 0 ? { headers } : {}) });
}

const CACHE_KINDS: readonly PageCacheKind[] = ['home', 'results', 'listing', 'other'];

/** The status and robots the matched routes' loaders decided (200, indexable, by default). */
export function pageAnswerOf(
  context: Pick<StaticHandlerContext, 'statusCode' | 'loaderHeaders'>,
): PageAnswer {
  const status: PageStatus =
    context.statusCode === 404 || context.statusCode === 410 ? context.statusCode : 200;
  const headers = Object.values(context.loaderHeaders);
  const noindex = headers.some((each) => each.has(NOINDEX_HEADER));
  const cache = CACHE_KINDS.find((kind) => headers.some((each) => each.get(CACHE_HEADER) === kind));
  return cache ? { status, noindex, cache } : { status, noindex };
}
