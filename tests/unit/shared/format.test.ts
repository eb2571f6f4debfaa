import { describe, expect, it } from 'vitest';
import {
  formatLocation,
  formatLongDate,
  formatMileage,
  formatMoney,
  formatPrice,
  listingTitle,
} from '../../../shared/format';

describe('formatting (en-GB, GBP)', () => {
  it('formats prices in whole pounds with thousands separators', () => {
    expect(formatPrice(12345)).toBe('£12,345');
    expect(formatPrice(0)).toBe('£0');
    expect(formatPrice(100000)).toBe('£100,000');
  });

  it('formats money with pence', () => {
    expect(formatMoney(9.99)).toBe('£9.99');
    expect(formatMoney(39.99 + 29.99)).toBe('£69.98');
  });

  it('formats mileage', () => {
    expect(formatMileage(45000)).toBe('45,000 miles');
  });

  it('formats dates in the en-GB long format', () => {
    expect(formatLongDate('2025-03-12')).toBe('12 March 2025');
  });

  it('formats locations for display', () => {
    expect(formatLocation('staines-upon-thames')).toBe('Staines Upon Thames');
    expect(formatLocation('  LEEDS ')).toBe('Leeds');
  });

  it("builds the shown title as 'year make model'", () => {
    expect(listingTitle({ year: 2019, make: 'Ford', model: 'Transit Custom' })).toBe(
      '2019 Ford Transit Custom',
    );
  });
});
