import { describe, expect, it } from 'vitest';
import { NEW_SELLER_STATS, type SellerStats } from '#shared/dashboard';
import {
  isSellerStats,
  STAT_CARDS,
  STAT_UNAVAILABLE,
  STAT_UNAVAILABLE_CAPTION,
  statCardText,
  statsState,
} from './stats';

const [active, boosted] = STAT_CARDS;

const empty: SellerStats = NEW_SELLER_STATS;

describe('statsState', () => {
  it('is loading with neither data nor error', () => {
    expect(statsState(undefined, undefined)).toEqual({ status: 'loading' });
  });

  it('is ready with figures, even when a later refresh failed', () => {
    const stats = { ...empty, activeListings: 4, boostedListings: 1 };
    expect(statsState(stats, undefined)).toEqual({ status: 'ready', stats });
    expect(statsState(stats, new Error('refresh failed'))).toEqual({ status: 'ready', stats });
  });

  it('is unavailable on an error or an answer of the wrong shape', () => {
    expect(statsState(undefined, new Error('503'))).toEqual({ status: 'unavailable' });
    expect(statsState({ activeListings: '4' }, undefined)).toEqual({ status: 'unavailable' });
    expect(statsState(null, undefined)).toEqual({ status: 'unavailable' });
  });
});

describe('isSellerStats', () => {
  it('wants non-negative whole numbers and the lists', () => {
    expect(isSellerStats(empty)).toBe(true);
    expect(isSellerStats({ ...empty, activeListings: -1 })).toBe(false);
    expect(isSellerStats({ ...empty, pendingListings: 1.5 })).toBe(false);
    expect(isSellerStats({ ...empty, rejected: undefined })).toBe(false);
    expect(isSellerStats({ activeListings: 1, boostedListings: 0 })).toBe(false);
    expect(isSellerStats('1')).toBe(false);
  });
});

describe('statCardText', () => {
  it('has no figure while loading (a skeleton shows) and keeps the caption', () => {
    expect(statCardText(active!, { status: 'loading' })).toEqual({
      figure: null,
      caption: active!.caption,
    });
  });

  it('shows each card its own figure, with thousands separated', () => {
    const state = {
      status: 'ready',
      stats: { ...empty, activeListings: 1234, boostedListings: 0 },
    } as const;
    expect(statCardText(active!, state)).toEqual({ figure: '1,234', caption: active!.caption });
    expect(statCardText(boosted!, state)).toEqual({ figure: '0', caption: boosted!.caption });
  });

  it('says the figure is unavailable after a failure', () => {
    expect(statCardText(boosted!, { status: 'unavailable' })).toEqual({
      figure: STAT_UNAVAILABLE,
      caption: STAT_UNAVAILABLE_CAPTION,
    });
  });

  it('labels the cards as the specification does, then the two the seller checks next', () => {
    expect(STAT_CARDS.map((card) => card.label)).toEqual([
      'Active Listings',
      'Boosted Listings',
      'Awaiting Approval',
      'Enquiries Received',
    ]);
  });
});
