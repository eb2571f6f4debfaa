import { describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { createRouteMatcher, type GatewayRoute } from '#infra/local/stage/gateway/route-matcher';

const route = (
  method: GatewayRoute['method'],
  path: `/api/${string}`,
  id = `${method}${path}`,
): GatewayRoute => ({
  id,
  method,
  path,
  handler: 'fixture',
  auth: 'public',
});

describe('createRouteMatcher', () => {
  const match = createRouteMatcher([
    route('GET', '/api/listings/featured'),
    route('GET', '/api/listings/{id}'),
    route('PATCH', '/api/listings/{id}'),
    route('GET', '/api/listings/{id}/images/{imageId}'),
    route('GET', '/api/files/{proxy+}'),
  ]);

  it('prefers a literal segment to a variable', () => {
    expect(match('GET', '/api/listings/featured')).toMatchObject({
      kind: 'matched',
      routeKey: 'GET /api/listings/featured',
      pathParameters: {},
    });
  });

  it('extracts path parameters', () => {
    expect(match('GET', '/api/listings/abc/images/7')).toMatchObject({
      kind: 'matched',
      routeKey: 'GET /api/listings/{id}/images/{imageId}',
      pathParameters: { id: 'abc', imageId: '7' },
    });
  });

  it('lets a variable route take a method the literal route lacks', () => {
    expect(match('PATCH', '/api/listings/featured')).toMatchObject({
      kind: 'matched',
      routeKey: 'PATCH /api/listings/{id}',
      pathParameters: { id: 'featured' },
    });
  });

  it('matches greedy parameters over several segments', () => {
    expect(match('GET', '/api/files/a/b/c.txt')).toMatchObject({
      pathParameters: { proxy: 'a/b/c.txt' },
    });
  });

  it('reports the allowed methods when only the method is wrong', () => {
    expect(match('DELETE', '/api/listings/abc')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'PATCH'],
    });
  });

  it('finds nothing for unknown paths or extra segments', () => {
    expect(match('GET', '/api/unknown')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/listings/abc/extra')).toEqual({ kind: 'not-found' });
  });

  it('routes every entry of the real route table to itself', () => {
    const real = createRouteMatcher(ROUTES);
    for (const entry of ROUTES) {
      const path = entry.path.replace(/\{[^}]+\}/g, 'x');
      expect(real(entry.method, path)).toMatchObject({ kind: 'matched', route: { id: entry.id } });
    }
  });
});
