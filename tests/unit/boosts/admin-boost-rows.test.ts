import { describe, expect, it } from 'vitest';
import { boostRowOf, boostRows } from '#lambdas/boost/admin/boost-rows';
import type { ListingMirrorRow, UserMirrorRow } from '#lambdas/admin/mirror/mirror-rows';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const row = (overrides: Partial<ListingMirrorRow>): ListingMirrorRow => ({
  id: 'l1',
  user_id: 'u1',
  title: '2019 Ford Transit',
  make: 'Ford',
  model: 'Transit',
  year: 2019,
  price: 14995,
  status: 'active',
  approval_status: 'approved',
  created_at: at(-60),
  updated_at: at(-1),
  owner_disabled: false,
  search_featured: false,
  homepage_featured: false,
  boost_expires: null,
  search_featured_until: null,
  homepage_featured_until: null,
  ...overrides,
});

const owner = () => 'Sam Patel';

describe('Admin Boosts rows', () => {
  it('runs while the flag is set and the end is ahead', () => {
    const listing = row({
      search_featured: true,
      search_featured_until: at(2),
      boost_expires: at(2),
    });
    expect(boostRowOf(listing, 'search_featured', owner, NOW)).toEqual({
      listing_id: 'l1',
      listing_title: '2019 Ford Transit',
      owner: 'Sam Patel',
      type: 'search_featured',
      ends_at: at(2),
      running: true,
    });
    expect(boostRowOf(listing, 'homepage_featured', owner, NOW)).toBeNull();
  });

  it('has ended when the end passed, within 30 days, whether or not the flag is cleared yet', () => {
    const cleared = row({ search_featured_until: at(-3), boost_expires: at(-3) });
    expect(boostRowOf(cleared, 'search_featured', owner, NOW)).toMatchObject({ running: false });
    const overdue = row({ homepage_featured: true, homepage_featured_until: at(-0.01) });
    expect(boostRowOf(overdue, 'homepage_featured', owner, NOW)).toMatchObject({ running: false });
    const longAgo = row({ search_featured_until: at(-31), boost_expires: at(-31) });
    expect(boostRowOf(longAgo, 'search_featured', owner, NOW)).toBeNull();
  });

  it('reads a listing from before per-type ends by boost_expires, for its flagged type only', () => {
    const legacy = row({ homepage_featured: true, boost_expires: at(4) });
    expect(boostRowOf(legacy, 'homepage_featured', owner, NOW)).toMatchObject({
      ends_at: at(4),
      running: true,
    });
    // boost_expires says nothing about a type that was never flagged.
    expect(boostRowOf(legacy, 'search_featured', owner, NOW)).toBeNull();
  });

  it('sorts each state by the newest end first and names owners by name or e-mail', () => {
    const users = new Map<string, UserMirrorRow>([
      ['u1', { full_name: ' ', email: 'sam@example.com' } as UserMirrorRow],
    ]);
    const { running, ended } = boostRows(
      [
        row({ id: 'a', search_featured: true, search_featured_until: at(1) }),
        row({
          id: 'b',
          search_featured: true,
          homepage_featured: true,
          search_featured_until: at(5),
          homepage_featured_until: at(3),
          boost_expires: at(5),
        }),
        row({ id: 'c', user_id: 'gone', search_featured_until: at(-2), boost_expires: at(-2) }),
        row({ id: 'never' }),
      ],
      users,
      NOW,
    );
    expect(running.map((r) => `${r.listing_id}:${r.type}`)).toEqual([
      'b:search_featured',
      'b:homepage_featured',
      'a:search_featured',
    ]);
    expect(running[0]!.owner).toBe('sam@example.com');
    expect(ended).toEqual([expect.objectContaining({ listing_id: 'c', owner: null })]);
  });
});
