import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { ADMIN_LAYOUT, FALLBACKS, PAGE_LIST } from '#shared/pages';
import { RootLayout } from './layout/root-layout';
import { keyHistoryEntry } from './layout/scroll-memory';
import { ErrorPage } from './routes/error-page';
import { PageFallback } from './routes/page-fallback';

/**
 * The router, built from the page definitions (shared/pages/definitions.ts,
 * docs/decisions/037-typed-page-definitions.md): each route's id is its page's id, so the
 * server's static handler and the browser's router agree, and every page module is loaded on
 * demand. Public pages that are not built yet are deliberately absent, so they show the
 * not-found page instead of a placeholder (docs/decisions/003-unknown-paths-get-404.md). Under
 * /dashboard the rest is protected first, then says it is not open yet (dashboard/not-ready-page.tsx).
 */

/** Each route module's loader, by file; the renderer finds the same files in Vite's manifest. */
const ROUTE_MODULES = import.meta.glob([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/error-page.tsx',
  '!./routes/page-fallback.tsx',
]);

/** `lazy` for a route module named in a definition; a name without a file stops the app at once. */
function lazyModule(module: string): LazyRouteFunction<RouteObject> {
  const load = ROUTE_MODULES[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No route module web/src/routes/${module}.tsx`);
  return load as LazyRouteFunction<RouteObject>;
}

/** The route for a definition, its path relative to the parent route's pattern. */
function routeOf(
  entry: { id: string; pattern: string; module: string },
  parent = '/',
): RouteObject {
  const lazy = lazyModule(entry.module);
  if (entry.pattern === parent) return { id: entry.id, index: true, lazy };
  const prefix = parent === '/' ? '/' : `${parent}/`;
  if (!entry.pattern.startsWith(prefix)) {
    throw new Error(`Route ${entry.id} (${entry.pattern}) is not under ${parent}`);
  }
  return { id: entry.id, path: entry.pattern.slice(prefix.length), lazy };
}

const inAdminArea = (entry: object) => 'layout' in entry && entry.layout === 'admin';
const outside = [...PAGE_LIST, FALLBACKS.dashboardOther].filter((entry) => !inAdminArea(entry));
const adminArea = [...PAGE_LIST, FALLBACKS.adminNotFound].filter(inAdminArea);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Used when the layout itself fails.
    errorElement: <ErrorPage />,
    children: [
      {
        id: 'page-frame',
        // Page errors render inside the layout; the fallback shows while the first page loads.
        errorElement: <ErrorPage />,
        hydrateFallbackElement: <PageFallback />,
        children: [
          ...outside.map((entry) => routeOf(entry)),
          // The admin area's layout checks the admin group before any of its pages renders.
          {
            id: ADMIN_LAYOUT.id,
            path: ADMIN_LAYOUT.pattern.slice(1),
            lazy: lazyModule(ADMIN_LAYOUT.module),
            children: adminArea.map((entry) => routeOf(entry, ADMIN_LAYOUT.pattern)),
          },
          routeOf(FALLBACKS.notFound),
        ],
      },
    ],
  },
];

/**
 * `loaderData`: the page's HTML came from the server with its loaders' data (the vy-ssr payload),
 * which the router adopts instead of running them again (docs/decisions/041-page-loaders.md).
 * Hydration data also tells it the reader may already have scrolled the page: its first render
 * then leaves the scroll position alone instead of jumping to the top; a saved position is still
 * restored.
 */
export function createRouter({ loaderData }: { loaderData?: Record<string, unknown> } = {}) {
  // Before the router reads the entry: a page opened by a full load gets its own scroll memory.
  keyHistoryEntry(window.history);
  return createBrowserRouter(routes, loaderData ? { hydrationData: { loaderData } } : undefined);
}
