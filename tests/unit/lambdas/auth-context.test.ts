import { describe, expect, it } from 'vitest';
import { authFromEvent, requireAuth } from '#lambdas/http/auth-context';
import type { HttpError } from '#lambdas/http/http-error';
import { apiEvent } from '../../support/api-event';

describe('auth context from verified claims', () => {
  it('is null without claims', () => {
    expect(authFromEvent(apiEvent('GET', '/api/x'))).toBeNull();
  });

  it("reads API Gateway's stringified groups claim", () => {
    const auth = authFromEvent(
      apiEvent('GET', '/api/x', { claims: { sub: 'u1', 'cognito:groups': '[admin user]' } }),
    );
    expect(auth).toEqual({
      userId: 'u1',
      email: undefined,
      groups: ['admin', 'user'],
      isAdmin: true,
    });
  });

  it('reads an array groups claim (local gateway)', () => {
    const auth = authFromEvent(
      apiEvent('GET', '/api/x', {
        claims: { sub: 'u2', email: 'a@b.uk', 'cognito:groups': ['user'] },
      }),
    );
    expect(auth?.isAdmin).toBe(false);
    expect(auth?.email).toBe('a@b.uk');
  });

  it('enforces route levels: 401 anonymous, 403 non-admin', () => {
    const seller = { userId: 'u', email: undefined, name: undefined, groups: [], isAdmin: false };
    const admin = { ...seller, groups: ['admin'], isAdmin: true };
    expect(() => requireAuth(null, 'public')).not.toThrow();
    expect(() => requireAuth(null, 'user')).toThrow(
      expect.objectContaining({ statusCode: 401 }) as HttpError,
    );
    expect(() => requireAuth(seller, 'user')).not.toThrow();
    expect(() => requireAuth(seller, 'admin')).toThrow(
      expect.objectContaining({ statusCode: 403 }) as HttpError,
    );
    expect(() => requireAuth(admin, 'admin')).not.toThrow();
  });
});
