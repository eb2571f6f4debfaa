import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  clientAddress,
  clientKey,
  limitedAddress,
  viewerAddressOf,
} from '#lambdas/http/client-key';
import { createHttpHandler } from '#lambdas/http/create-handler';
import { hasOriginSecret } from '#lambdas/http/origin-verify';
import { defineRoute, json } from '#shared/api/contract';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';
import { apiEvent, lambdaContext, originSecret } from '../../support/api-event';

/** An event as CloudFront delivers it from one viewer through one edge server. */
function throughEdge(viewer: string | undefined, edgeIp = '130.176.1.1') {
  const event = apiEvent('GET', '/api/listings/abc/phone', {
    headers: viewer === undefined ? {} : { [VIEWER_ADDRESS_HEADER]: viewer },
  });
  event.requestContext.http.sourceIp = edgeIp;
  return event;
}

describe('the client of a request (rate-limit key)', () => {
  it('is the viewer CloudFront saw, not the edge server that connected to API Gateway', () => {
    expect(clientAddress(throughEdge('198.51.100.7:46532'))).toBe('198.51.100.7');
    // Two buyers behind one edge server get different keys…
    expect(clientKey(throughEdge('198.51.100.7:1'), 'phone', 'prod')).not.toBe(
      clientKey(throughEdge('198.51.100.8:1'), 'phone', 'prod'),
    );
    // …and one buyer reaching two edge servers keeps one key.
    expect(clientKey(throughEdge('198.51.100.7:1', '130.176.1.1'), 'phone', 'prod')).toBe(
      clientKey(throughEdge('198.51.100.7:2', '64.252.1.1'), 'phone', 'prod'),
    );
  });

  it('reads IPv6 viewer addresses, whose port follows the last colon, and limits them by /64', () => {
    expect(viewerAddressOf('2001:db8::7:46532')).toBe('2001:db8::7');
    expect(clientAddress(throughEdge('2001:db8:0:1:aaaa::7:443'))).toBe('2001:db8:0:1::/64');
    expect(clientKey(throughEdge('2001:db8:0:1::1:443'), 'phone', 'prod')).toBe(
      clientKey(throughEdge('2001:db8:0:1:ffff:ffff:ffff:ffff:443'), 'phone', 'prod'),
    );
    expect(limitedAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(limitedAddress('198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores a malformed header and falls back to the address API Gateway saw', () => {
    for (const bad of ['', 'not an address', '198.51.100.7', '1.2.3.4:5, 6.7.8.9:10', 'x:1']) {
      expect(clientAddress(throughEdge(bad)), bad).toBe('130.176.1.1');
    }
    expect(clientAddress(throughEdge(undefined))).toBe('130.176.1.1');
  });

  it('uses the user id, not the address, for signed-in limits; salts by stage and scope', () => {
    const event = throughEdge('198.51.100.7:1');
    expect(clientKey(event, 'profile', 'prod', 'user-1')).toBe(
      clientKey(throughEdge('203.0.113.9:1'), 'profile', 'prod', 'user-1'),
    );
    expect(clientKey(event, 'phone', 'prod')).not.toBe(clientKey(event, 'phone', 'dev'));
    expect(clientKey(event, 'phone', 'prod')).not.toBe(clientKey(event, 'enquiry', 'prod'));
    expect(clientKey(event, 'phone', 'prod')).toHaveLength(32);
  });
});

describe('the origin secret', () => {
  const current = 'c'.repeat(40);
  const previous = 'p'.repeat(40);

  it('accepts the current and the previous secret, nothing else', () => {
    const sent = (value?: string) => (value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value });
    expect(hasOriginSecret(sent(current), [current, previous])).toBe(true);
    expect(hasOriginSecret(sent(previous), [current, previous])).toBe(true);
    expect(hasOriginSecret(sent('x'.repeat(40)), [current, previous])).toBe(false);
    expect(hasOriginSecret(sent(current.slice(1)), [current])).toBe(false);
    expect(hasOriginSecret(sent(), [current])).toBe(false);
    expect(hasOriginSecret(undefined, [current])).toBe(false);
  });

  it('accepts nothing when no secret (or only a short one) is configured', () => {
    expect(hasOriginSecret({ [ORIGIN_VERIFY_HEADER]: '' }, [])).toBe(false);
    expect(hasOriginSecret({ [ORIGIN_VERIFY_HEADER]: 'short' }, ['short'])).toBe(false);
    expect(hasOriginSecret({ [ORIGIN_VERIFY_HEADER]: 'undefined' }, [undefined])).toBe(false);
  });

  describe('on every handler', () => {
    afterEach(() => vi.unstubAllEnvs());
    const ran = vi.fn();
    const handler = createHttpHandler(
      defineRoute({
        id: 'test-edge-only',
        method: 'POST',
        path: '/api/test/edge',
        auth: 'user',
        account: 'disabled-allowed',
        body: z.object({ name: z.string() }),
        response: json<{ ok: boolean }>(),
        description: 'A route made for the test.',
      }),
      async () => {
        ran();
        return { body: { ok: true } };
      },
    );
    const call = (headers: Record<string, string>) =>
      handler(
        apiEvent('POST', '/api/test/edge', { headers, body: 'not json' }),
        lambdaContext,
      ) as Promise<{ statusCode: number; body: string }>;

    it('answers 403 before auth, body parsing or the handler when the secret is missing or wrong', async () => {
      for (const headers of [{ [ORIGIN_VERIFY_HEADER]: '' }, { [ORIGIN_VERIFY_HEADER]: 'guess' }]) {
        const response = await call(headers);
        expect(response.statusCode).toBe(403);
        expect(JSON.parse(response.body).error.code).toBe('forbidden');
      }
      expect(ran).not.toHaveBeenCalled();
      // With the secret, the usual checks run: anonymous on a 'user' route is 401.
      expect((await call({ [ORIGIN_VERIFY_HEADER]: originSecret() })).statusCode).toBe(401);
    });

    it('accepts the previous secret while a rotation is under way', async () => {
      const old = originSecret();
      vi.stubEnv('ORIGIN_SECRET', current);
      vi.stubEnv('ORIGIN_SECRET_PREVIOUS', old);
      expect((await call({ [ORIGIN_VERIFY_HEADER]: old })).statusCode).toBe(401);
      expect((await call({ [ORIGIN_VERIFY_HEADER]: current })).statusCode).toBe(401);
      vi.stubEnv('ORIGIN_SECRET_PREVIOUS', '');
      expect((await call({ [ORIGIN_VERIFY_HEADER]: old })).statusCode).toBe(403);
    });
  });
});
