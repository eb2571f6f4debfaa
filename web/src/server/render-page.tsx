import { performance } from 'node:perf_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { ReactNode } from 'react';
import type { RenderDeps, RenderedPage, RenderPage } from '#shared/page-render';
import { pages, type AnyPage, type PageId } from '#shared/pages';
import { missingKeys, SSR_ELEMENT_ID, ssrSwrConfig, type SsrPayload } from '../api/ssr-cache';
import { App } from '../app/app';
import { pageAnswerOf, serverLoaderContext, type PageAnswer } from '../lib/page-loader';
import { routes as appRoutes } from '../router';
import { pageHeaders, type CacheCase, type PageRoute } from './cache-policy';
import { assembleDocument, shellDocument, splitRenderedDocument } from './document';
import { badPathReason } from './guards';
import { APP_MODULE, routeAssets, type ViteManifest } from './manifest';
import { isPrivatePath } from './private-paths';
import { pathRedirect } from './redirects';
import { pageRobots } from './robots';

/**
 * The server renderer (docs/decisions/028-server-rendered-pages.md, section 2): the router's own
 * routes rendered with their data into the client build's template, with the status, cache
 * lifetime and robots header the rendered views declared.
 */

/** What the SSR build embeds from the client build, so the two cannot drift. */
export type ClientBuild = {
  /** dist/web/index.html, with <!--app-head--> and <!--app-html-->. */
  template: string;
  /** dist/web/.vite/manifest.json ({} in development and tests). */
  manifest: ViteManifest;
  /** The manifest key of each route's lazy module, by route id ('about' → 'src/routes/about.tsx'). */
  routeModules: Readonly<Record<string, string>>;
};

/** Where a path that is refused before matching is rendered: the catch-all not-found page. */
const NOT_FOUND_PATH = '/404';

export function createRenderPage(
  build: ClientBuild,
  routes: RouteObject[] = appRoutes,
): RenderPage {
  // Once per container: matching needs no per-request state, and lazy modules load once.
  const handler = createStaticHandler(routes);
  const isPage = (pathname: string) => {
    const deepest = matchRoutes(routes, pathname)?.at(-1);
    return deepest !== undefined && deepest.route.path !== '*';
  };
  const shellDocumentHtml = shellDocument(
    build.template,
    routeAssets(build.manifest, [APP_MODULE]).scripts,
  );
  const shell = (cacheCase: CacheCase, status: RenderedPage['status']): RenderedPage => ({
    status,
    headers: pageHeaders(cacheCase, { robots: 'noindex' }),
    html: shellDocumentHtml,
  });

  return async (url, deps, method = 'GET') => {
    const started = performance.now();
    try {
      const page = await answer(url, deps);
      return method === 'HEAD' ? { ...page, html: '' } : page;
    } catch (error) {
      logFailure(url, error, performance.now() - started);
      const page = shell({ kind: 'failure' }, 503);
      return method === 'HEAD' ? { ...page, html: '' } : page;
    }
  };

  async function answer(url: URL, deps: RenderDeps): Promise<RenderedPage> {
    if (badPathReason(url.pathname)) return refused(deps);
    const location = pathRedirect(url, { now: deps.now, isPage });
    if (location !== undefined) return redirect(location);
    if (isPrivatePath(url.pathname)) return shell({ kind: 'private-shell' }, 200);
    return render(url, deps);
  }

  /** Nothing of the path goes further: the not-found page, rendered at a path of our own. */
  async function refused(deps: RenderDeps): Promise<RenderedPage> {
    const page = await render(new URL(NOT_FOUND_PATH, deps.siteOrigin), deps);
    return {
      ...page,
      status: 404,
      headers: { ...page.headers, ...pageHeaders({ kind: 'bad-input' }, { robots: 'noindex' }) },
    };
  }

  async function render(url: URL, deps: RenderDeps): Promise<RenderedPage> {
    const dataStarted = performance.now();
    const request = new Request(`${deps.siteOrigin}${url.pathname}${url.search}`);
    // The matched routes' loaders run here, with the data port (docs/decisions/041-page-loaders.md).
    const context = await handler.query(request, { requestContext: serverLoaderContext(deps) });
    if (context instanceof Response) return loaderRedirect(context);
    if (context.errors) {
      // Even the catch-all route failed to match: a path its pattern cannot hold (a line
      // separator). Rendered as it is, the router's error page would go out as a 200.
      if (url.pathname !== NOT_FOUND_PATH && isNoMatch(context.errors)) return refused(deps);
      throw Object.values(context.errors)[0];
    }
    const dataMs = performance.now() - dataStarted;

    const renderStarted = performance.now();
    const payload: SsrPayload = {
      v: 1,
      renderedAt: deps.now.getTime(),
      origin: deps.siteOrigin,
      ...loaderDataOf(context),
    };
    const swr = ssrSwrConfig(payload, 'server');
    const status = pageAnswerOf(context);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await prerenderHtml(
      <App context={{ origin: deps.siteOrigin, swr }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>,
    );
    const rendered = splitRenderedDocument(html);
    const { robots, head } = pageRobots(rendered.head, status);
    const parts = { ...rendered, head };
    const assets = routeAssets(build.manifest, [APP_MODULE, ...modulesOf(context)]);
    const document = assembleDocument(build.template, {
      ...parts,
      ...assets,
      payload: { elementId: SSR_ELEMENT_ID, data: payload },
    });
    const renderMs = performance.now() - renderStarted;

    const route = status.cache ?? cacheKindOf(context.matches.at(-1)?.route.id);
    const headers = pageHeaders(cacheCase(route, status), {
      robots,
      timing: { dataMs, renderMs },
    });
    // Tests only: the keys a page asked for without data, which indexable pages must not have.
    if (process.env.VITEST) headers['x-vanyard-ssr-missing'] = missingKeys(swr).join(' ');
    return { status: status.status, headers, html: document };
  }

  function modulesOf(context: StaticHandlerContext): string[] {
    // Route ids are the page ids (shared/pages); the pathless layouts have no module.
    return context.matches
      .map((match) => build.routeModules[match.route.id])
      .filter((key): key is string => key !== undefined);
  }
}

/**
 * The matched loaders' data by route id; no field when no matched route has a loader (the
 * handler lists routes without one as undefined), so those pages' payload stays as it was.
 */
function loaderDataOf(context: StaticHandlerContext): Pick<SsrPayload, 'loaderData'> {
  const loaded = Object.entries(context.loaderData).filter(([, data]) => data !== undefined);
  return loaded.length > 0 ? { loaderData: Object.fromEntries(loaded) } : {};
}

/** The router's own 404 for a path no route matches, and nothing else. */
function isNoMatch(errors: Record<string, unknown>): boolean {
  return Object.values(errors).every(
    (error) => isRouteErrorResponse(error) && error.status === 404,
  );
}

/** A loader's redirect (a listing away from its canonical path), as every redirect goes out. */
function loaderRedirect(response: Response): RenderedPage {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || location === null) {
    throw new Error(`A loader answered ${response.status} instead of its data or a redirect`);
  }
  return redirect(location);
}

function redirect(location: string): RenderedPage {
  return {
    status: 301,
    headers: pageHeaders({ kind: 'redirect' }, { location }),
    html: '',
  };
}

/** The edge cache family of the page a route id names (its definition's `cache`). */
function cacheKindOf(routeId: string | undefined): PageRoute {
  if (routeId === undefined || !Object.hasOwn(pages, routeId)) return 'other';
  const page: AnyPage = pages[routeId as PageId];
  return page.cache ?? 'other';
}

function cacheCase(route: PageRoute, status: PageAnswer): CacheCase {
  return { kind: 'page', route, status: status.status };
}

/** The whole document, after every Suspense boundary resolved: status and head are final. */
async function prerenderHtml(app: ReactNode): Promise<string> {
  // An error inside a Suspense boundary does not stop prerender: React would ship that
  // boundary's fallback for the browser to retry. A page with a hole must not be cached at the
  // edge for minutes, so any error fails the render (the 503 shell, which is never kept).
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <html>
      <head />
      <body>
        <div id="root">{app}</div>
      </body>
    </html>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}

/** One JSON line, as the handlers log (lambdas/platform/logger.ts); the path only, never the query. */
function logFailure(url: URL, error: unknown, durationMs: number): void {
  console.error(
    JSON.stringify({
      level: 'error',
      time: new Date().toISOString(),
      message: 'page render failed',
      handler: 'RenderPage',
      path: url.pathname,
      durationMs: Math.round(durationMs),
      error:
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : String(error),
    }),
  );
}
