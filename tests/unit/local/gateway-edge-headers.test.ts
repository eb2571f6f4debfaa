import { describe, expect, it } from 'vitest';
import { buildApiEvent } from '#infra/local/stage/gateway/api-event';
import { LOCAL_ORIGIN_SECRET } from '#infra/local/stage/origin-secret';
import { clientAddress } from '#lambdas/http/client-key';
import { hasOriginSecret } from '#lambdas/http/origin-verify';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';

const event = (headers: Record<string, string[]>, sourceIp = '192.0.2.10') =>
  buildApiEvent({
    request: {
      method: 'GET',
      url: '/api/listings/abc/phone',
      headers: { host: ['localhost:3000'], ...headers },
      body: Buffer.alloc(0),
      sourceIp,
      protocol: 'HTTP/1.1',
    },
    routeKey: 'GET /api/listings/{id}/phone',
    pathParameters: { id: 'abc' },
    requestId: 'req-1',
    now: new Date('2026-11-25T10:00:00Z'),
  });

describe('the local gateway stands in for CloudFront', () => {
  it("adds the origin secret the local stage's handlers accept (handler-env.ts: ORIGIN_SECRET)", () => {
    const built = event({});
    expect(hasOriginSecret(built.headers, [LOCAL_ORIGIN_SECRET])).toBe(true);
  });

  it("sets the viewer's address from the connection, as CloudFront-Viewer-Address", () => {
    const built = event({}, '198.51.100.7');
    expect(built.headers[VIEWER_ADDRESS_HEADER]).toBe('198.51.100.7:0');
    expect(clientAddress(built)).toBe('198.51.100.7');
  });

  it('replaces whatever a caller sends under those names', () => {
    const built = event(
      {
        [ORIGIN_VERIFY_HEADER]: ['forged'],
        [VIEWER_ADDRESS_HEADER]: ['203.0.113.99:1'],
        'x-forwarded-for': ['203.0.113.98'],
      },
      '198.51.100.7',
    );
    expect(built.headers[ORIGIN_VERIFY_HEADER]).toBe(LOCAL_ORIGIN_SECRET);
    expect(clientAddress(built)).toBe('198.51.100.7');
  });
});
