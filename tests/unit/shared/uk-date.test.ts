import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUkDate, tidyUkDate, UK_DATE_MESSAGES, ukDateText } from '#shared/uk-date';

describe('parseUkDate: day, month, year', () => {
  it.each([
    ['31/08/2026', '2026-08-31'],
    ['1/8/2026', '2026-08-01'],
    ['01-08-2026', '2026-08-01'],
    ['01.08.2026', '2026-08-01'],
    ['1 8 2026', '2026-08-01'],
    [' 31 / 08 / 2026 ', '2026-08-31'],
    ['31082026', '2026-08-31'],
    ['2026-08-31', '2026-08-31'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %j as %s', (typed, iso) => {
    expect(parseUkDate(typed)).toEqual({ ok: true, iso });
  });

  it('reads the day first, never the month: 03/04/2026 is 3 April', () => {
    expect(parseUkDate('03/04/2026')).toEqual({ ok: true, iso: '2026-04-03' });
    expect(parseUkDate('04/13/2026')).toEqual({ ok: false, message: UK_DATE_MESSAGES.real });
  });

  it('takes nothing typed as no date', () => {
    expect(parseUkDate('')).toEqual({ ok: true, iso: null });
    expect(parseUkDate('   ')).toEqual({ ok: true, iso: null });
  });

  it.each([
    ['31/02/2027', UK_DATE_MESSAGES.real],
    ['29/02/2027', UK_DATE_MESSAGES.real],
    ['00/05/2026', UK_DATE_MESSAGES.real],
    ['12/00/2026', UK_DATE_MESSAGES.real],
    ['123/05/2026', UK_DATE_MESSAGES.real],
    ['31/08', UK_DATE_MESSAGES.format],
    ['next week', UK_DATE_MESSAGES.format],
    ['31/Aug/2026', UK_DATE_MESSAGES.format],
    ['31/08/26', UK_DATE_MESSAGES.year],
    ['31/08/20266', UK_DATE_MESSAGES.year],
  ])('refuses %j: %s', (typed, message) => {
    expect(parseUkDate(typed)).toEqual({ ok: false, message });
  });

  it('reads back every real day as it writes it, whatever the browser’s language', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseUkDate(ukDateText(iso))).toEqual({ ok: true, iso });
        },
      ),
    );
  });
});

describe('writing a date for a UK date field', () => {
  it('shows a stored date as dd/mm/yyyy, and none as empty', () => {
    expect(ukDateText('2026-08-31')).toBe('31/08/2026');
    expect(ukDateText(null)).toBe('');
    expect(ukDateText('31/08/2026')).toBe('');
  });

  it('writes a typed date out in full once it reads, and leaves anything else as typed', () => {
    expect(tidyUkDate('1.8.2026')).toBe('01/08/2026');
    expect(tidyUkDate('31/02/2027')).toBe('31/02/2027');
    expect(tidyUkDate('')).toBe('');
  });
});
