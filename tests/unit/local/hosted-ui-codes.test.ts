import { describe, expect, it } from 'vitest';
import {
  CODE_LIFETIME_MS,
  authorizationCodes,
  s256,
  verifierMatches,
} from '#infra/local/stand-ins/google-sign-in/authorization-codes';

const grant = {
  clientId: 'client',
  redirectUri: 'http://localhost:3000/auth/callback',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  scope: 'openid email profile',
  identity: { sub: '1', email: 'a@example.org', emailVerified: true, name: 'A' },
};

describe("the hosted sign-in stand-in's codes", () => {
  it('checks PKCE S256 as RFC 7636 defines it (its appendix B example)', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, grant.codeChallenge)).toBe(true);
    expect(verifierMatches(verifier.replace('d', 'e'), grant.codeChallenge)).toBe(false);
    // Too short for RFC 7636, even if it hashed right.
    expect(verifierMatches('short', s256('short'))).toBe(false);
  });

  it('gives a code once, and not after its minute', () => {
    let now = 1_000_000;
    const codes = authorizationCodes(() => now);
    const once = codes.issue(grant);
    expect(codes.take(once)).toEqual({ ok: true, grant });
    expect(codes.take(once)).toEqual({ ok: false, reason: 'unknown' });

    const late = codes.issue(grant);
    now += CODE_LIFETIME_MS;
    expect(codes.take(late)).toEqual({ ok: false, reason: 'expired' });
    expect(codes.take(late)).toEqual({ ok: false, reason: 'unknown' });
    expect(CODE_LIFETIME_MS).toBe(60_000);
  });
});
