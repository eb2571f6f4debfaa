import { createContext, useContext } from 'react';

/**
 * The site's canonical origin, no trailing slash ('https://www.vanyard.co.uk'). The server
 * renderer and the browser both provide the configured origin, never `window.location`, so a
 * canonical or og:url is byte-identical on both sides (React would otherwise add a second one
 * while hydrating instead of adopting the server's).
 */
export const SiteOriginContext = createContext<string>('');

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/** A site-relative path ('/used-vans/ford') as an absolute URL on the canonical origin. */
export function useAbsoluteUrl(path: string): string {
  return absoluteUrl(useSiteOrigin(), path);
}

export function absoluteUrl(origin: string, path: string): string {
  return origin ? new URL(path, `${origin}/`).href : path;
}
