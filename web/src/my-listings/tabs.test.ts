import { describe, expect, it } from 'vitest';
import { searchForTab, tabAfterKey, tabFromSearch, tabLabel } from './tabs';

describe('tabFromSearch and searchForTab', () => {
  it('reads ?tab=sold as the Sold tab and anything else as Active', () => {
    expect(tabFromSearch(new URLSearchParams('tab=sold'))).toBe('sold');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('active');
    expect(tabFromSearch(new URLSearchParams('tab=active'))).toBe('active');
    expect(tabFromSearch(new URLSearchParams('tab=SOLD'))).toBe('active');
  });

  it('writes the Sold tab into the query and drops it for Active, keeping the rest', () => {
    const from = new URLSearchParams('utm=mail');
    expect(searchForTab(from, 'sold').toString()).toBe('utm=mail&tab=sold');
    expect(searchForTab(new URLSearchParams('tab=sold&utm=mail'), 'active').toString()).toBe(
      'utm=mail',
    );
    // The original is left alone.
    expect(from.toString()).toBe('utm=mail');
  });
});

describe('tabLabel', () => {
  it('adds the count once it is known', () => {
    expect(tabLabel('active', { active: 12, sold: 3 })).toBe('Active Listings (12)');
    expect(tabLabel('sold', { active: 12, sold: 3 })).toBe('Sold Listings (3)');
    expect(tabLabel('sold', { active: 0, sold: 0 })).toBe('Sold Listings (0)');
    expect(tabLabel('active', null)).toBe('Active Listings');
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping round, and with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 'active')).toBe('sold');
    expect(tabAfterKey('ArrowRight', 'sold')).toBe('active');
    expect(tabAfterKey('ArrowLeft', 'active')).toBe('sold');
    expect(tabAfterKey('ArrowLeft', 'sold')).toBe('active');
    expect(tabAfterKey('Home', 'sold')).toBe('active');
    expect(tabAfterKey('End', 'active')).toBe('sold');
  });

  it('ignores other keys', () => {
    for (const key of ['Enter', ' ', 'Tab', 'ArrowDown', 'a']) {
      expect(tabAfterKey(key, 'active')).toBeNull();
    }
  });
});
