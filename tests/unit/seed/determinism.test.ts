import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { demoListingId } from '#infra/local/demo-data/listing-factory';
import { NOW, demo } from './fixtures';

describe('demo data determinism', () => {
  it('gives identical listings for the same seed', () => {
    const again = generateDemoListings({ count: 240, seed: 7, now: NOW });
    expect(again).toEqual(demo(240, 7));
  });

  it('gives different listings for a different seed', () => {
    const a = demo(240, 7).map((item) => item.listing);
    const b = demo(240, 8).map((item) => item.listing);
    expect(b.map((l) => l.id)).not.toEqual(a.map((l) => l.id));
    expect(b.map((l) => l.title)).not.toEqual(a.map((l) => l.title));
  });

  it('keeps each listing the same whatever the count', () => {
    const small = demo(40, 7)
      .slice(0, 40)
      .map((item) => item.listing);
    const large = demo(240, 7)
      .slice(0, 40)
      .map((item) => item.listing);
    const content = (l: (typeof small)[number]) => ({
      ...l,
      homepage_featured: 0,
      search_featured: 0,
      boost_expires: 0,
      search_featured_until: 0,
      homepage_featured_until: 0,
      search_boosted_at: 0,
      views: 0,
      created_at: 0,
      updated_at: 0,
      // Its advert's end follows the creation time (decision 072).
      live_until: 0,
      // A price cut's date lies between those times too (decision 071); its amounts do not.
      price_changes: l.price_changes?.map((change) => ({ ...change, at: 0 })),
    });
    expect(small.map(content)).toEqual(large.map(content));
  });

  it('makes unique, URL-safe ids of 12 to 20 characters', () => {
    const ids = demo(1000, 3).map((item) => item.listing.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{12,20}$/);
    expect(demoListingId(3, 0)).toBe(ids[0]);
  });

  it('never calls Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    try {
      expect(() => generateDemoListings({ count: 50, seed: 11, now: NOW })).not.toThrow();
    } finally {
      Math.random = original;
    }
  });
});
