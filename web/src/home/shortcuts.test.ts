import { describe, expect, it } from 'vitest';
import { BODY_TYPES, LABELS } from '#shared/catalogue/enums';
import { parseSearchUrl } from '../search/search-url';
import { bodyTypeShortcuts, budgetShortcuts } from './shortcuts';

/** The filters the results page reads from a shortcut's link. */
function filtersOf(href: string) {
  const url = new URL(href, 'http://localhost');
  const parsed = parseSearchUrl({}, url.search);
  if (parsed.kind !== 'ok') throw new Error(`not a search: ${href}`);
  expect(parsed.href).toBe(href);
  expect(parsed.dropped).toEqual([]);
  return parsed.filters;
}

describe('home search shortcuts', () => {
  it('link every body type to its canonical results page', () => {
    const shortcuts = bodyTypeShortcuts();
    expect(shortcuts.map((shortcut) => shortcut.label)).toEqual(
      BODY_TYPES.map((bodyType) => LABELS.body_type[bodyType]),
    );
    expect(shortcuts[0]).toEqual({ label: 'Panel Van', href: '/used-vans?bodyType=panel_van' });
    for (const [index, shortcut] of shortcuts.entries()) {
      expect(filtersOf(shortcut.href)).toEqual({ bodyType: BODY_TYPES[index] });
    }
  });

  it('cover every budget without gaps, as canonical links', () => {
    const shortcuts = budgetShortcuts();
    expect(shortcuts.map((shortcut) => shortcut.label)).toEqual([
      'Under £5,000',
      'Under £10,000',
      'Under £15,000',
      'Under £20,000',
      'Under £30,000',
      '£30,000 and over',
    ]);
    expect(filtersOf(shortcuts[0]!.href)).toEqual({ maxPrice: 5000 });
    expect(filtersOf(shortcuts.at(-1)!.href)).toEqual({ minPrice: 30000 });
  });
});
