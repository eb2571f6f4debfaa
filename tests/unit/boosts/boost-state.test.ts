import { describe, expect, it } from 'vitest';
import { DAY_MS, isRunning, withBoostEnded, withBoostsBought } from '#lambdas/boost/boost-state';
import { isBoosted, isHomepageFeatured } from '#shared/listing';
import { aListing } from '../../support/listing-fixture';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();
const plain = aListing({
  search_featured: false,
  homepage_featured: false,
  boost_expires: null,
});

describe('a listing boosted by a payment', () => {
  it('runs each type for its own days from now, boost_expires the later end', () => {
    const boosted = withBoostsBought(
      plain,
      [
        { type: 'search_featured', days: 7 },
        { type: 'homepage_featured', days: 3 },
      ],
      NOW,
    );
    expect(boosted).toMatchObject({
      search_featured: true,
      homepage_featured: true,
      search_featured_until: at(7),
      homepage_featured_until: at(3),
      boost_expires: at(7),
    });
    expect(isHomepageFeatured(boosted, new Date(at(2)))).toBe(true);
    // The homepage boost ends on its own day, whatever the search boost does.
    expect(isHomepageFeatured(boosted, new Date(at(4)))).toBe(false);
    expect(isBoosted(boosted, new Date(at(4)))).toBe(true);
  });

  it('extends a running boost from its end, and starts an ended one from now', () => {
    const running = withBoostsBought(plain, [{ type: 'search_featured', days: 3 }], NOW);
    const extended = withBoostsBought(running, [{ type: 'search_featured', days: 7 }], NOW);
    expect(extended.search_featured_until).toBe(at(10));
    const later = new Date(at(5));
    const renewed = withBoostsBought(running, [{ type: 'search_featured', days: 7 }], later);
    expect(renewed.search_featured_until).toBe(
      new Date(later.getTime() + 7 * DAY_MS).toISOString(),
    );
  });
});

describe('a listing boosted before per-type ends (only boost_expires)', () => {
  const legacy = aListing({
    homepage_featured: true,
    search_featured: false,
    boost_expires: at(2),
    homepage_featured_until: undefined,
    search_featured_until: undefined,
  });

  it('keeps the running homepage boost at its end when search is bought for longer', () => {
    const bought = withBoostsBought(legacy, [{ type: 'search_featured', days: 7 }], NOW);
    expect(bought).toMatchObject({
      homepage_featured_until: at(2),
      search_featured_until: at(7),
      boost_expires: at(7),
    });
    expect(isHomepageFeatured(bought, new Date(at(3)))).toBe(false);
  });

  it('ends one type without moving the other', () => {
    const both = { ...legacy, search_featured: true };
    const ended = withBoostEnded(both, 'search_featured', new Date(at(1)))!;
    expect(ended).toMatchObject({ homepage_featured: true, homepage_featured_until: at(2) });
  });
});

describe('a boost ended', () => {
  const both = withBoostsBought(
    plain,
    [
      { type: 'search_featured', days: 7 },
      { type: 'homepage_featured', days: 3 },
    ],
    NOW,
  );

  it('by its expiry: only the type the execution waited for, at its own end', () => {
    const ended = withBoostEnded(both, 'homepage_featured', new Date(at(3)), at(3))!;
    expect(ended).toMatchObject({
      homepage_featured: false,
      search_featured: true,
      homepage_featured_until: at(3),
      boost_expires: at(7),
    });
    expect(isRunning(ended, 'search_featured', new Date(at(3)))).toBe(true);
  });

  it('not when it was extended since the execution started', () => {
    const extended = withBoostsBought(both, [{ type: 'homepage_featured', days: 7 }], NOW);
    expect(withBoostEnded(extended, 'homepage_featured', new Date(at(3)), at(3))).toBeNull();
  });

  it('early (a refund, an admin): now, and boost_expires keeps the last end for "Boost expired"', () => {
    const early = new Date(at(1));
    const ended = withBoostEnded(
      withBoostEnded(both, 'search_featured', early)!,
      'homepage_featured',
      early,
    )!;
    expect(ended).toMatchObject({
      search_featured: false,
      homepage_featured: false,
      search_featured_until: early.toISOString(),
      boost_expires: early.toISOString(),
    });
    expect(isBoosted(ended, early)).toBe(false);
    expect(withBoostEnded(ended, 'search_featured', early)).toBeNull();
  });

  it('early, when only one type was ever bought: boost_expires is the end now, not the cancelled one', () => {
    // Issue 28: a refunded listing showed search_featured false with boost_expires days ahead.
    const bought = withBoostsBought(plain, [{ type: 'search_featured', days: 7 }], NOW);
    const early = new Date(at(1));
    const ended = withBoostEnded(bought, 'search_featured', early)!;
    expect(ended).toMatchObject({
      search_featured: false,
      search_featured_until: early.toISOString(),
      boost_expires: early.toISOString(),
    });
    const legacy = aListing({ search_featured: true, boost_expires: at(5) });
    expect(withBoostEnded(legacy, 'search_featured', early)?.boost_expires).toBe(
      early.toISOString(),
    );
  });
});
