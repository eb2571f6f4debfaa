import type { RouteDefinition } from '../definitions/routes';

/**
 * One nested stack of API routes (docs/decisions/023-nested-route-stacks.md): the routes whose
 * path lies under `pathPrefix` (a whole path segment), or, for the group without one, every
 * route no other group takes.
 */
export type RouteGroup = {
  /** Construct id of the nested stack, and the start of its CloudFormation stack name. */
  id: string;
  /** `/api/admin` takes `/api/admin/stats`, not `/api/administrators`. */
  pathPrefix?: string;
  /** Who the routes serve, for the nested stack's description. */
  serves: string;
};

/**
 * The route stacks, by the area of the site a route's path belongs to. A route's group follows
 * from its path alone, so adding or removing a route never moves another route to a different
 * stack (which would replace its function and its API route). Each group stays far below
 * CloudFormation's 500 resources (about 8 per route; tests/infra/stack-limits.test.ts holds
 * every stack to 400): split a group by a longer prefix before it gets there.
 */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { id: 'AdminRoutes', pathPrefix: '/api/admin', serves: 'the admin screens (/api/admin/...)' },
  {
    id: 'AccountRoutes',
    pathPrefix: '/api/me',
    serves: "a signed-in user's own profile, listings, photos, boosts and payments (/api/me/...)",
  },
  {
    id: 'PublicRoutes',
    serves: 'everyone: the public site, the Stripe webhook and the API not-found route',
  },
];

const underPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/** The group whose stack holds `route`: the first with a matching prefix, else the catch-all. */
export function routeGroupOf(
  route: { path: string },
  groups: readonly RouteGroup[] = ROUTE_GROUPS,
): RouteGroup {
  const group =
    groups.find((g) => g.pathPrefix !== undefined && underPrefix(route.path, g.pathPrefix)) ??
    groups.find((g) => g.pathPrefix === undefined);
  if (!group) throw new Error(`No route group takes ${route.path}`);
  return group;
}

/** The routes of each group that has any, in the groups' order (empty groups get no stack). */
export function groupRoutes(
  routes: readonly RouteDefinition[],
  groups: readonly RouteGroup[] = ROUTE_GROUPS,
): Array<{ group: RouteGroup; routes: RouteDefinition[] }> {
  return groups
    .map((group) => ({
      group,
      routes: routes.filter((route) => routeGroupOf(route, groups) === group),
    }))
    .filter(({ routes: inGroup }) => inGroup.length > 0);
}
