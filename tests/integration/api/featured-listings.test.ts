import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/handlers/featured-listings';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListing } from '#lambdas/listing/listing-writer';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('GET /api/listings/featured against DynamoDB Local', () => {
  let table: LocalTable;

  beforeAll(async () => {
    table = await startLocalTable();
    const featured = (overrides: Parameters<typeof aListing>[0]) =>
      putListing(table.db, aListing({ homepage_featured: true, ...overrides }));
    await Promise.all([
      featured({ id: 'live-later', boost_expires: inDays(9) }),
      featured({ id: 'live-sooner', boost_expires: inDays(2) }),
      featured({ id: 'expired', boost_expires: inDays(-1) }),
      featured({ id: 'sold', boost_expires: inDays(5), status: 'sold' }),
      featured({ id: 'pending', boost_expires: inDays(5), approval_status: 'pending' }),
      featured({ id: 'no-expiry', boost_expires: null }),
      putListing(
        table.db,
        aListing({ id: 'search-only', search_featured: true, boost_expires: inDays(5) }),
      ),
      putListing(table.db, aListing({ id: 'plain' })),
    ]);
  });

  afterAll(async () => {
    await table?.stop();
  });

  it('returns only live, homepage-featured listings with an unexpired boost, latest expiry first', async () => {
    const response = await handler(apiEvent('GET', '/api/listings/featured'), lambdaContext);
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body as string) as { items: { id: string }[] };
    expect(body.items.map((item) => item.id)).toEqual(['live-later', 'live-sooner']);
  });

  it('sends public card fields only: no owner id, postcode or description', async () => {
    const response = await handler(apiEvent('GET', '/api/listings/featured'), lambdaContext);
    const [card] = (JSON.parse(response.body as string) as { items: Record<string, unknown>[] })
      .items;
    expect(card).toMatchObject({
      title: '2019 Ford Transit Custom',
      price: 14995,
      location: 'leeds',
    });
    for (const hidden of ['user_id', 'postcode', 'description', 'PK', 'GSI5PK']) {
      expect(card).not.toHaveProperty(hidden);
    }
  });

  it('caps the list at 20', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        putListing(
          table.db,
          aListing({
            id: `bulk-${i}`,
            homepage_featured: true,
            boost_expires: inDays(3 + i / 100),
          }),
        ),
      ),
    );
    const response = await handler(apiEvent('GET', '/api/listings/featured'), lambdaContext);
    expect((JSON.parse(response.body as string) as { items: unknown[] }).items).toHaveLength(20);
  });
});
