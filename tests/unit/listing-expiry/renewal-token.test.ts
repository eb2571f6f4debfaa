import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signRenewalToken, verifyRenewalToken } from '#lambdas/listing/expiry/renewal-token';
import { signUnsubscribeToken } from '#lambdas/saved-search/unsubscribe-token';

const KEY = 'k'.repeat(64);
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const end = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());

describe('renewal tokens (decision 072)', () => {
  it('verify under the key that signed them, naming the same listing and end', () => {
    fc.assert(
      fc.property(id, end, (listingId, liveUntil) => {
        const token = signRenewalToken(KEY, { listingId, liveUntil });
        expect(verifyRenewalToken(KEY, token)).toEqual({ listingId, liveUntil });
      }),
    );
  });

  it('do not verify under another key', () => {
    const token = signRenewalToken(KEY, {
      listingId: 'van1',
      liveUntil: '2027-01-01T00:00:00.000Z',
    });
    expect(verifyRenewalToken('x'.repeat(64), token)).toBeNull();
  });

  it('refuse any change of a character', () => {
    const token = signRenewalToken(KEY, {
      listingId: 'van-1',
      liveUntil: '2027-01-31T09:30:00.000Z',
    });
    fc.assert(
      fc.property(
        fc.nat(token.length - 1),
        fc.constantFrom('A', 'b', '0', '_', '.', '|'),
        (at, c) => {
          fc.pre(token[at] !== c);
          const tampered = `${token.slice(0, at)}${c}${token.slice(at + 1)}`;
          expect(verifyRenewalToken(KEY, tampered)).toBeNull();
        },
      ),
    );
  });

  it('cannot move to another listing or end: the signature names the claim it was made for', () => {
    const token = signRenewalToken(KEY, {
      listingId: 'mine',
      liveUntil: '2027-01-01T00:00:00.000Z',
    });
    const [, signature] = token.split('.');
    for (const claim of ['theirs|2027-01-01T00:00:00.000Z', 'mine|2099-01-01T00:00:00.000Z']) {
      const payload = Buffer.from(claim).toString('base64url');
      expect(verifyRenewalToken(KEY, `${payload}.${signature}`)).toBeNull();
    }
  });

  it('is not an unsubscribe token, nor the reverse, under the same key', () => {
    const unsubscribe = signUnsubscribeToken(KEY, { userId: 'u1', searchId: 's1' });
    expect(verifyRenewalToken(KEY, unsubscribe)).toBeNull();
    // The same claim text signed for unsubscribing: still refused for renewal.
    const payload = Buffer.from('van1|2027-01-01T00:00:00.000Z').toString('base64url');
    const forged = signUnsubscribeToken(KEY, { userId: 'x', searchId: 'y' }).split('.')[1];
    expect(verifyRenewalToken(KEY, `${payload}.${forged}`)).toBeNull();
  });

  it.each(['', '.', 'abc', 'a.b.c', `${'A'.repeat(600)}.sig`, 'bm9wZQ.AAAA'])(
    'refuses junk: %j',
    (junk) => {
      expect(verifyRenewalToken(KEY, junk)).toBeNull();
    },
  );
});
