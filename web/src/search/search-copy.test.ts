import { describe, expect, it } from 'vitest';
import {
  breadcrumbTrail,
  countLine,
  radiusHint,
  relaxSuggestion,
  searchDescription,
  searchHeading,
  searchTitle,
} from './search-copy';

describe('headings and titles', () => {
  it('names the make, model and location', () => {
    expect(searchHeading({})).toBe('Used Vans for Sale');
    expect(searchHeading({ make: 'mercedes-benz' })).toBe('Used Mercedes-Benz Vans for Sale');
    expect(searchHeading({ make: 'volkswagen', model: 'transporter-t6' })).toBe(
      'Used Volkswagen Transporter T6 for Sale',
    );
    expect(searchHeading({ make: 'ford', model: 'transit', location: 'staines-upon-thames' })).toBe(
      'Used Ford Transit for Sale in Staines Upon Thames',
    );
    expect(searchHeading({ location: 'leeds' })).toBe('Used Vans for Sale in Leeds');
    expect(searchHeading({ make: 'citroen', location: 'leeds' })).toBe(
      'Used Citroën Vans for Sale in Leeds',
    );
  });

  it('appends the site name to the title', () => {
    expect(searchTitle({})).toBe('Used Vans for Sale | VanYard');
    expect(searchTitle({ make: 'ford', model: 'transit-custom' })).toBe(
      'Used Ford Transit Custom for Sale | VanYard',
    );
  });

  it('describes the search for the meta description', () => {
    expect(searchDescription({ make: 'ford', model: 'transit', location: 'leeds' })).toMatch(
      /^Browse used Ford Transit vans for sale in Leeds from private sellers and trade dealers\./,
    );
    expect(searchDescription({})).toMatch(/^Browse used vans for sale across the UK/);
  });
});

describe('countLine', () => {
  it('says van or vans with en-GB thousands', () => {
    expect(countLine(0, null)).toBe('0 vans found');
    expect(countLine(1, null)).toBe('1 van found');
    expect(countLine(2, null)).toBe('2 vans found');
    expect(countLine(1234, null)).toBe('1,234 vans found');
  });

  it('adds the postcode search', () => {
    const origin = { postcode: 'M1 1AE', latitude: 53.4, longitude: -2.2 };
    expect(countLine(12, { ...origin, radius: 50 })).toBe(
      '12 vans found within 50 miles of M1 1AE',
    );
    expect(countLine(200, { ...origin, radius: 'national' })).toBe(
      '200 vans found, nearest first from M1 1AE',
    );
  });
});

describe('radiusHint', () => {
  it("uses the spec's hint for 50 miles and says what other radii do", () => {
    expect(radiusHint(50)).toBe('Searches for vans within 50 miles of this location');
    expect(radiusHint(10)).toBe('Searches for vans within 10 miles of this location');
    expect(radiusHint('national')).toBe('Searches all vans, nearest to this location first');
  });
});

describe('relaxSuggestion', () => {
  it('names the filter and what removing it finds', () => {
    expect(relaxSuggestion({ filter: 'price', total: 12 })).toBe(
      'Remove the price filter to see 12 vans',
    );
    expect(relaxSuggestion({ filter: 'fuelType', total: 1 })).toBe(
      'Remove the fuel type filter to see 1 van',
    );
    expect(relaxSuggestion({ filter: 'radius', total: 1500 })).toBe(
      'Search the whole of the UK to see 1,500 vans',
    );
  });
});

describe('breadcrumbTrail', () => {
  it('is Home > Used Vans > make > model > location', () => {
    expect(
      breadcrumbTrail({ make: 'ford', model: 'transit', location: 'leeds', maxPrice: 9 }),
    ).toEqual([
      { label: 'Home', href: '/', kind: 'home' },
      { label: 'Used Vans', href: '/used-vans', kind: 'root' },
      { label: 'Ford', href: '/used-vans/ford', kind: 'make' },
      { label: 'Transit', href: '/used-vans/ford/transit', kind: 'model' },
      { label: 'Leeds', href: '/used-vans/ford/transit/leeds', kind: 'location' },
    ]);
  });

  it('keeps a location without a model in the query of its crumb', () => {
    expect(breadcrumbTrail({ location: 'leeds' }).at(-1)).toEqual({
      label: 'Leeds',
      href: '/used-vans?location=leeds',
      kind: 'location',
    });
  });
});
