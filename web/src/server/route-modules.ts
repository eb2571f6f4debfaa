/**
 * Which source module each route path loads lazily, read from web/src/router.tsx's text at build
 * time, so the renderer can preload a matched route's chunks from Vite's manifest (keyed by
 * source path) without a second list of routes to keep in step. The SSR build embeds the result
 * next to the template (ClientBuild.routeModules in render-page.tsx).
 */

/** `{ path: 'about', lazy: () => import('./routes/about') }`, or `{ index: true, lazy: … }`. */
const ROUTE_ENTRY =
  /\{\s*(?:path:\s*'([^']*)'|index:\s*true)\s*,\s*lazy:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;

/**
 * Route path ('' for an index route) to manifest key ('src/routes/about.tsx'), for the router
 * source `routerSource` whose file is `web/src/router.tsx` (so keys are relative to web/).
 * Where two routes share a path (the admin area's nested index and not-found), the first wins:
 * only public pages are rendered, and their paths are unique.
 */
export function routeModulesOf(routerSource: string): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const [, path = '', module] of routerSource.matchAll(ROUTE_ENTRY)) {
    modules[path] ??= `src/${module}.tsx`;
  }
  return modules;
}
