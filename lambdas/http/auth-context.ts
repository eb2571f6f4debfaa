import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ADMIN_GROUP } from '#shared/auth/roles';
import { forbidden, unauthorized } from './http-error';
import type { RouteAuth } from '#shared/api/contract';
import type { AuthContext } from '../platform/auth-context';

type JwtClaims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's JWT authorizer hands the verified claims over as strings; `cognito:groups`
 * arrives as "[admin user]". The local gateway passes the same strings; arrays (tests calling a
 * handler directly) are accepted too.
 */
function parseGroups(raw: JwtClaims[string]): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  return raw
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** Claims verified upstream (authorizer or local gateway); null for an anonymous request. */
export function authFromEvent(event: APIGatewayProxyEventV2): AuthContext | null {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: JwtClaims } } })
    .authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (!claims || typeof sub !== 'string' || sub === '') return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    userId: sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
  };
}

/** Enforces a route's auth level on the server, whatever the client shows. */
export function requireAuth(auth: AuthContext | null, level: RouteAuth): void {
  if (level === 'public') return;
  if (!auth) throw unauthorized();
  if (level === 'admin' && !auth.isAdmin) throw forbidden();
}
