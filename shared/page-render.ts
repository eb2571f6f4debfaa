import type { ContactDetails } from './runtime-config';

/**
 * The contract between the server renderer (web/src/server/render-page.tsx, built into
 * RENDER_BUNDLE) and what runs it: the render Lambda and the local gateway
 * (docs/decisions/028-server-rendered-pages.md). Types only, plus the bundle's path, so the
 * Lambda can import the renderer by path at cold start without typechecking needing a build.
 */

/** In-process GET of a public API URL (apiUrl(contract, input)), as the browser would send it. */
export type ApiTransport = (apiUrl: string) => Promise<{ status: number; body: unknown }>;

export type RenderDeps = {
  api: ApiTransport;
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
