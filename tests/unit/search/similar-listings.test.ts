import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import { similarListings } from '#lambdas/search/similar-listings';
import type { Listing } from '#shared/listing';
import { aSearchDoc, NOW } from './search-doc-fixture';

const LEEDS_LIKE = { latitude: 53.8, longitude: -1.55 };

describe('similar vans (issue 29: the listing page reads the table once)', () => {
  it('takes a live listing from the index and reads nothing from the table', async () => {
    const [self, near, far] = [
      aSearchDoc({ ...LEEDS_LIKE }),
      aSearchDoc({ latitude: 53.9, longitude: -1.5 }),
      aSearchDoc({ latitude: 51.5, longitude: -0.1 }),
    ];
    const index = createSearchIndex([self, near, far, aSearchDoc({ model: 'Transit' })]);
    const reads: string[] = [];
    const answer = await similarListings(
      {
        index: async () => index,
        getListing: async (id) => {
          reads.push(id);
          return undefined;
        },
      },
      self.id,
      NOW,
    );
    expect(reads).toEqual([]);
    expect(answer.items.map((card) => card.id)).toEqual([near.id, far.id]);
  });

  it('falls back to the table for a live listing the index does not hold yet', async () => {
    const other = aSearchDoc();
    const index = createSearchIndex([other]);
    const listing = {
      id: 'just-approved',
      make_slug: other.make_slug,
      model_slug: other.model_slug,
      latitude: null,
      longitude: null,
      status: 'active',
      approval_status: 'approved',
    } as Listing;
    const answer = await similarListings(
      { index: async () => index, getListing: async () => listing },
      listing.id,
      NOW,
    );
    expect(answer.items.map((card) => card.id)).toEqual([other.id]);
    // Not in the index yet: no band until it is (decision 066).
    expect(answer.price_indicator).toBeNull();
  });

  it('is a 404 for a listing neither the index nor the table has live', async () => {
    const index = createSearchIndex([aSearchDoc()]);
    const sold = { id: 'sold', status: 'sold', approval_status: 'approved' } as Listing;
    await expect(
      similarListings({ index: async () => index, getListing: async () => sold }, 'sold', NOW),
    ).rejects.toMatchObject({ name: 'NotFoundError' });
    await expect(
      similarListings({ index: async () => index, getListing: async () => undefined }, 'x', NOW),
    ).rejects.toMatchObject({ name: 'NotFoundError' });
  });

  it("names a trade van's dealer as a link when the dealer has a visible page (issue 33)", async () => {
    const [self, trade, privateSale, hiddenDealer] = [
      aSearchDoc({ ...LEEDS_LIKE }),
      aSearchDoc({ latitude: 53.9, longitude: -1.5, seller_id: 'dealer-1' }),
      aSearchDoc({ latitude: 54, longitude: -1.5, seller_type: 'private_seller' }),
      aSearchDoc({ latitude: 54.1, longitude: -1.5, seller_id: 'dealer-hidden' }),
    ];
    const index = createSearchIndex([self, trade, privateSale, hiddenDealer]);
    const link = { slug: 'north-vans', name: 'North Vans' };
    const answer = await similarListings(
      {
        index: async () => index,
        getListing: async () => undefined,
        dealers: async () => ({
          sellerOf: async () => undefined,
          linkOf: (sellerId) =>
            sellerId === 'dealer-1' || sellerId === privateSale.seller_id ? link : undefined,
        }),
      },
      self.id,
      NOW,
    );
    expect(answer.items.map((card) => [card.id, card.dealer ?? null])).toEqual([
      [trade.id, link],
      [privateSale.id, null],
      [hiddenDealer.id, null],
    ]);
  });
});
