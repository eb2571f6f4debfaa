import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminStatsRoute } from '#shared/api/routes/admin-stats';
import { featuredListingsRoute } from '#shared/api/routes/featured-listings';
import { listingEnquiryRoute } from '#shared/api/routes/listing-enquiry';
import { listingViewsRoute } from '#shared/api/routes/listing-views';
import { marketValuationRoute } from '#shared/api/routes/market-valuation';
import { readSitemapRoute } from '#shared/api/routes/read-sitemap';
import { apiUrl, callApi } from '#web/api/client';
import { ApiError } from '#web/api/fetch-json';

vi.mock('#web/auth/auth-client', () => ({
  loadAuth: async () => ({ idToken: async () => token }),
}));

let token: string | undefined = 'id-token';

type Sent = { url: string; init: RequestInit };

/** Answers every fetch with `body` and records what was sent. */
function answer(status: number, body: unknown, contentType = 'application/json') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(status === 204 ? null : text, {
        status,
        headers: { 'content-type': contentType },
      });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  token = 'id-token';
});

/** A valid answer of GET /api/admin/stats. */
const STATS = {
  activeListings: 12,
  soldListings: 4,
  totalUsers: 30,
  boostingRevenuePence: 0,
  pendingListings: 3,
  recentActivity: [],
  daily: [{ date: '2026-11-26', created: 2, approved: 1 }],
};

describe('the typed API client (web/src/api/client.ts)', () => {
  it('builds URLs from the contract, encoding path parameters and leaving out empty query values', () => {
    expect(apiUrl(readSitemapRoute, { path: { name: 'listings' } })).toBe('/api/sitemap/listings');
    expect(apiUrl(listingViewsRoute, { path: { id: 'a/b c' } })).toBe(
      '/api/listings/a%2Fb%20c/views',
    );
    expect(
      apiUrl(marketValuationRoute, {
        query: { make: 'ford', model: 'transit', year: '2018', mileage: '' },
      }),
    ).toBe('/api/valuations/market?make=ford&model=transit&year=2018');
    expect(apiUrl(featuredListingsRoute)).toBe('/api/listings/featured');
  });

  it('sends the method and JSON body the contract names, without a token on public routes', async () => {
    const sent = answer(201, { status: 'sent' });
    const enquiry = { name: 'Sam', email: 'sam@example.com', phone: '', message: 'Is it free?' };
    await expect(
      callApi(listingEnquiryRoute, { path: { id: 'van-1' }, body: enquiry as never }),
    ).resolves.toEqual({ status: 'sent' });
    expect(sent[0]!.url).toBe('/api/listings/van-1/enquiries');
    expect(sent[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual(enquiry);
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('sends the ID token to protected routes and parses the answer with the schema', async () => {
    const sent = answer(200, { ...STATS, extra: true });
    await expect(callApi(adminStatsRoute)).resolves.toEqual(STATS);
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer id-token');
  });

  it('refuses an answer that breaks the contract', async () => {
    answer(200, { ...STATS, activeListings: 'twelve' });
    await expect(callApi(adminStatsRoute)).rejects.toMatchObject({
      status: 0,
      code: 'unexpected_answer',
    });
    answer(200, 'null');
    await expect(callApi(featuredListingsRoute)).rejects.toBeInstanceOf(ApiError);
  });

  it('turns error answers into an ApiError with the field messages', async () => {
    answer(400, {
      error: { code: 'bad_request', message: 'Bad', fields: { name: ['Too short'] } },
    });
    await expect(
      callApi(listingEnquiryRoute, { path: { id: 'van-1' }, body: {} as never }),
    ).rejects.toMatchObject({ status: 400, code: 'bad_request', fields: { name: ['Too short'] } });
  });

  it('asks a signed-out user to sign in before calling a protected route', async () => {
    const sent = answer(200, STATS);
    token = undefined;
    await expect(callApi(adminStatsRoute)).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(0);
  });

  it('reads an empty answer as null and a text answer as text', async () => {
    answer(204, undefined);
    await expect(callApi(listingViewsRoute, { path: { id: 'van-1' } })).resolves.toBeNull();
    answer(200, '<urlset/>', 'application/xml; charset=utf-8');
    await expect(callApi(readSitemapRoute, { path: { name: 'index' } })).resolves.toBe('<urlset/>');
  });
});
