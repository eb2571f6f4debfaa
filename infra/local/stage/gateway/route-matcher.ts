import type { RouteDefinition } from '#infra/stack/definitions/routes';

/** What the gateway needs of a route; the route table's entries fit, and so do test fixtures. */
export type GatewayRoute = Pick<RouteDefinition, 'id' | 'method' | 'path' | 'handler' | 'auth'>;

export type RouteMatch =
  | {
      kind: 'matched';
      route: GatewayRoute;
      routeKey: string;
      pathParameters: Record<string, string>;
    }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

type Segment = { literal: string } | { param: string; greedy: boolean };

function segments(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const variable = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(part);
      return variable ? { param: variable[1]!, greedy: variable[2] === '+' } : { literal: part };
    });
}

/** Path parameters when the pattern matches the (decoded) path, else null. */
function matchPattern(pattern: Segment[], parts: string[]): Record<string, string> | null {
  const parameters: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    const part = parts[i];
    if (part === undefined) return null;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else if (segment.greedy) {
      parameters[segment.param] = parts.slice(i).join('/');
      return parameters;
    } else {
      parameters[segment.param] = part;
    }
  }
  return parts.length === pattern.length ? parameters : null;
}

/**
 * Orders candidates as API Gateway does: the most specific route wins, segment by segment
 * (a literal beats `{param}`, which beats `{proxy+}`), so `/api/listings/featured` is chosen
 * over `/api/listings/{id}`.
 */
function specificity(pattern: Segment[]): number[] {
  return pattern.map((segment) => ('literal' in segment ? 2 : segment.greedy ? 0 : 1));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? -1) - (a[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function createRouteMatcher(routes: readonly GatewayRoute[]) {
  const compiled = routes.map((route) => ({ route, pattern: segments(route.path) }));
  return (method: string, path: string): RouteMatch => {
    const parts = path.split('/').filter(Boolean);
    const candidates = compiled
      .map((entry) => ({ ...entry, parameters: matchPattern(entry.pattern, parts) }))
      .filter((entry) => entry.parameters !== null)
      .sort((a, b) => compareSpecificity(specificity(a.pattern), specificity(b.pattern)));
    if (candidates.length === 0) return { kind: 'not-found' };
    // The method takes part in the choice: POST /a/b may go to `POST /a/{x}` beside `GET /a/b`.
    const hit = candidates.find(
      (entry) => entry.route.method === method || entry.route.method === 'ANY',
    );
    if (!hit) {
      return {
        kind: 'method-not-allowed',
        allowed: [...new Set(candidates.map((entry) => entry.route.method))],
      };
    }
    return {
      kind: 'matched',
      route: hit.route,
      routeKey: `${hit.route.method} ${hit.route.path}`,
      pathParameters: hit.parameters ?? {},
    };
  };
}
