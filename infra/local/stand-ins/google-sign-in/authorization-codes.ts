import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a code may wait for its exchange: Cognito's are short-lived; one minute here. */
export const CODE_LIFETIME_MS = 60_000;

/** The Google identity picked on the stand-in's page, as Google would return it. */
export type GoogleIdentity = {
  /** Google's subject: digits, stable per address on this stage. */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
};

/** What a code stands for, until it is exchanged once. */
export type CodeGrant = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  identity: GoogleIdentity;
};

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) must equal the challenge. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  // RFC 7636: 43 to 128 characters of [A-Za-z0-9-._~].
  if (!/^[\w.~-]{43,128}$/.test(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type TakeResult =
  { ok: true; grant: CodeGrant } | { ok: false; reason: 'unknown' | 'expired' };

/**
 * Authorization codes in memory (a restart forgets them, as a minute would): each taken at most
 * once, whatever its exchange then decides, so a replayed code never works.
 */
export function authorizationCodes(now: () => number = Date.now) {
  const codes = new Map<string, CodeGrant & { expiresAt: number }>();
  const sweep = () => {
    for (const [code, grant] of codes) if (grant.expiresAt <= now()) codes.delete(code);
  };
  return {
    issue(grant: CodeGrant): string {
      sweep();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { ...grant, expiresAt: now() + CODE_LIFETIME_MS });
      return code;
    },
    take(code: string): TakeResult {
      const grant = codes.get(code);
      if (!grant) return { ok: false, reason: 'unknown' };
      codes.delete(code);
      if (grant.expiresAt <= now()) return { ok: false, reason: 'expired' };
      const { expiresAt: _expiresAt, ...rest } = grant;
      return { ok: true, grant: rest };
    },
  };
}
