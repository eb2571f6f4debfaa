import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLocation,
  formatLongDate,
  formatMileage,
  formatMoney,
  formatNumber,
  formatPrice,
  listingTitle,
  orList,
} from '#shared/format';

/* The formatters are written out by hand (no Intl while a page hydrates, decision 030); Intl,
   with Node's full ICU, is the reference they must agree with. */
const intlWhole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const intlPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const intlMoney = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

const figures = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
  fc.integer({ min: -1000, max: 1000 }).map((n) => n + 0.5),
  fc.integer({ min: -10_000, max: 10_000 }).map((n) => n / 1000 + 0.005),
);

describe('formatting (en-GB, GBP)', () => {
  it('formats prices in whole pounds with thousands separators', () => {
    expect(formatPrice(12345)).toBe('£12,345');
    expect(formatPrice(0)).toBe('£0');
    expect(formatPrice(100000)).toBe('£100,000');
    expect(formatPrice(999.5)).toBe('£1,000');
    expect(formatPrice(-1234)).toBe('-£1,234');
  });

  it('formats money with pence', () => {
    expect(formatMoney(9.99)).toBe('£9.99');
    expect(formatMoney(39.99 + 29.99)).toBe('£69.98');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0)).toBe('£0.00');
  });

  it('formats counts and mileage', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatMileage(45000)).toBe('45,000 miles');
  });

  it('writes numbers exactly as Intl en-GB does', () => {
    fc.assert(
      fc.property(figures, (value) => {
        expect(formatNumber(value)).toBe(intlWhole.format(value));
        expect(formatPrice(value)).toBe(intlPounds.format(value));
        expect(formatMoney(value)).toBe(intlMoney.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('formats dates in the en-GB long format', () => {
    expect(formatLongDate('2025-03-12')).toBe('12 March 2025');
    expect(formatLongDate('2026-12-31')).toBe('31 December 2026');
  });

  it("places a time in London's day: summer time from the last Sunday of March to October's", () => {
    expect(formatLongDate('2025-07-01T23:30:00Z')).toBe('2 July 2025');
    expect(formatLongDate('2025-01-01T23:30:00Z')).toBe('1 January 2025');
    // Clocks went forward at 01:00 UTC on 30 March 2025 and back at 01:00 UTC on 26 October.
    expect(formatLongDate('2025-03-30T00:59:59Z')).toBe('30 March 2025');
    expect(formatLongDate('2025-03-29T23:30:00Z')).toBe('29 March 2025');
    expect(formatLongDate('2025-03-30T23:30:00Z')).toBe('31 March 2025');
    expect(formatLongDate('2025-10-25T23:30:00Z')).toBe('26 October 2025');
    expect(formatLongDate('2025-10-26T23:30:00Z')).toBe('26 October 2025');
  });

  it('writes dates exactly as Intl does in Europe/London, transitions included', () => {
    const instants = fc.oneof(
      fc.integer({ min: Date.UTC(1997, 0, 1), max: Date.UTC(2037, 11, 31) }),
      // Within two hours of a clock change, where an hour's error would show.
      fc
        .tuple(
          fc.integer({ min: 1997, max: 2037 }),
          fc.constantFrom(2, 9),
          fc.integer({ min: -120, max: 120 }),
        )
        .map(([year, month, minutes]) => {
          const last = new Date(Date.UTC(year, month + 1, 0, 1));
          const change = last.getTime() - last.getUTCDay() * 86_400_000;
          return change + minutes * 60_000 - 3_600_000 * 23;
        }),
    );
    fc.assert(
      fc.property(instants, (time) => {
        const iso = new Date(time).toISOString();
        expect(formatLongDate(iso)).toBe(intlLongDate.format(new Date(iso)));
        expect(formatLongDate(iso.slice(0, 10))).toBe(
          intlLongDate.format(new Date(iso.slice(0, 10))),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses a date it cannot read, as Intl does', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });

  it("joins alternatives as 'a, b or c', as Intl's disjunction does", () => {
    const intlOr = new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' });
    for (const items of [[], ['3'], ['3', '7'], ['3', '7', '14', '30']]) {
      expect(orList(items)).toBe(intlOr.format(items));
    }
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
