import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules this location matches and puts them on the route objects, before
 * the browser router is made. A router that starts with unresolved matches renders its
 * hydrateFallbackElement first, which cannot match the server's markup. A module that fails to
 * load stays lazy: the router then loads it (or shows its error) as in a client-rendered page.
 * Gives the matches, their routes now complete.
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<RouteMatch[]> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        Object.assign(route, await lazy(), { lazy: undefined });
      } catch (error) {
        console.error('A page module failed to load before hydration', error);
      }
    }),
  );
  return matches;
}
