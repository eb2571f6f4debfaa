import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '#lambdas/saved-search/unsubscribe-token';

const KEY = 'a'.repeat(64);
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);

describe('unsubscribe tokens', () => {
  it('verify under the key that signed them, naming the same search and user', () => {
    fc.assert(
      fc.property(id, id, (userId, searchId) => {
        const token = signUnsubscribeToken(KEY, { userId, searchId });
        expect(verifyUnsubscribeToken(KEY, token)).toEqual({ userId, searchId });
      }),
    );
  });

  it('do not verify under another key', () => {
    const token = signUnsubscribeToken(KEY, { userId: 'u1', searchId: 's1' });
    expect(verifyUnsubscribeToken('b'.repeat(64), token)).toBeNull();
  });

  it('refuse any change of a character', () => {
    const token = signUnsubscribeToken(KEY, { userId: 'user-1', searchId: 'search-1' });
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.constantFrom('A', 'b', '0', '_', '.'), (at, c) => {
        fc.pre(token[at] !== c);
        const tampered = `${token.slice(0, at)}${c}${token.slice(at + 1)}`;
        expect(verifyUnsubscribeToken(KEY, tampered)).toBeNull();
      }),
    );
  });

  it('cannot be replayed for another search: its signature names the one it was made for', () => {
    const token = signUnsubscribeToken(KEY, { userId: 'u1', searchId: 'mine' });
    const [, signature] = token.split('.');
    const other = Buffer.from('u1.theirs').toString('base64url');
    expect(verifyUnsubscribeToken(KEY, `${other}.${signature}`)).toBeNull();
  });

  it('refuses junk', () => {
    for (const junk of ['', '.', 'abc', 'a.b.c', `${'x'.repeat(600)}.y`]) {
      expect(verifyUnsubscribeToken(KEY, junk)).toBeNull();
    }
  });
});
