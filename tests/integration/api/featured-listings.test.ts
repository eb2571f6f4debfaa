import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/handlers/featured-listings';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListing } from '#lambdas/listing/listing-writer';
import { putDirectoryEntry } from '#lambdas/account/dealer/dealer-repo';
import { forgetDealerDirectory } from '#lambdas/account/dealer/dealer-directory';

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

  it("links a trade van to its dealer's page and says 'Price reduced' after a recent cut (decision 077)", async () => {
    await putDirectoryEntry(table.db, {
      user_id: 'dealer-77',
      slug: 'northern-test-vans',
      name: 'Northern Test Vans',
      town: 'Leeds',
      verified_at: null,
      hidden: false,
      updated_at: new Date().toISOString(),
    });
    forgetDealerDirectory();
    const cut = (days: number, from: number, to: number) => ({
      at: new Date(Date.now() - days * DAY).toISOString(),
      from,
      to,
    });
    const trade = { homepage_featured: true, seller_type: 'trade_dealer' as const };
    await Promise.all([
      putListing(
        table.db,
        aListing({
          ...trade,
          id: 'trade-cut',
          user_id: 'dealer-77',
          price: 14_000,
          price_changes: [cut(2, 15_000, 14_000)],
          boost_expires: inDays(30),
        }),
      ),
      putListing(
        table.db,
        aListing({
          ...trade,
          id: 'trade-old-cut',
          user_id: 'dealer-77',
          price_changes: [cut(20, 15_000, 14_000)],
          boost_expires: inDays(29),
        }),
      ),
      // A trade account without a visible page, and a private seller's van cut then raised.
      putListing(
        table.db,
        aListing({
          ...trade,
          id: 'trade-no-page',
          user_id: 'dealer-78',
          boost_expires: inDays(28),
        }),
      ),
      putListing(
        table.db,
        aListing({
          id: 'private-raised',
          homepage_featured: true,
          seller_type: 'private_seller',
          user_id: 'dealer-77',
          price_changes: [cut(3, 15_000, 14_000), cut(1, 14_000, 14_500)],
          boost_expires: inDays(27),
        }),
      ),
    ]);
    const response = await handler(apiEvent('GET', '/api/listings/featured'), lambdaContext);
    const items = (JSON.parse(response.body as string) as { items: Record<string, unknown>[] })
      .items;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get('trade-cut')).toMatchObject({
      dealer: { slug: 'northern-test-vans', name: 'Northern Test Vans' },
      price_reduced: true,
    });
    expect(byId.get('trade-old-cut')).toMatchObject({ dealer: { slug: 'northern-test-vans' } });
    expect(byId.get('trade-old-cut')).not.toHaveProperty('price_reduced');
    expect(byId.get('trade-no-page')).not.toHaveProperty('dealer');
    // A private van is never linked to a dealer page, and a raise undoes the cut.
    expect(byId.get('private-raised')).not.toHaveProperty('dealer');
    expect(byId.get('private-raised')).not.toHaveProperty('price_reduced');
    for (const item of items) {
      expect(item).not.toHaveProperty('user_id');
      expect(item).not.toHaveProperty('price_changes');
    }
  });
});
