import type { RenderDeps } from '#shared/page-render';

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
