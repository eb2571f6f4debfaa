import { describe, expect, it } from 'vitest';
import {
  VALUATION_MESSAGES,
  valuationFormSchema,
  valuationYears,
  type ValuationForm,
} from '#shared/valuation/form';
import { firstErrorPerField } from '../forms/field-errors';
import { EMPTY_FORM, valuationOf } from './valuation-state';

const NOW = new Date('2025-06-01T12:00:00Z');

/** What the form does on submit: every field's first message, or the valuation. */
function checkValuation(form: ValuationForm, now: Date) {
  const parsed = valuationFormSchema(now).safeParse(form);
  return parsed.success
    ? { ok: true as const, ...valuationOf(parsed.data, now) }
    : { ok: false as const, errors: firstErrorPerField(parsed.error) };
}
const good = {
  make: 'Ford',
  model: 'Transit Custom',
  year: '2019',
  mileage: '60000',
  condition: 'good',
  owners: '2',
};

describe('the valuation form', () => {
  it("shows every field's message on an empty form", () => {
    const checked = checkValuation(EMPTY_FORM, NOW);
    expect(checked).toEqual({ ok: false, errors: VALUATION_MESSAGES });
  });

  it.each([
    [{ mileage: '-1' }, 'mileage'],
    [{ mileage: 'lots' }, 'mileage'],
    [{ mileage: '12.5' }, 'mileage'],
    [{ mileage: '2000001' }, 'mileage'],
    [{ year: '1994' }, 'year'],
    [{ year: '2026' }, 'year'],
    [{ make: 'Trabant' }, 'make'],
    [{ model: 'Sprinter' }, 'model'],
    [{ condition: 'poor' }, 'condition'],
    [{ owners: '5' }, 'owners'],
  ] as const)('refuses %o with the field message', (bad, field) => {
    const checked = checkValuation({ ...good, ...bad }, NOW);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ [field]: VALUATION_MESSAGES[field] });
  });

  it('accepts a mileage of 0 and values the van with the formula', () => {
    const checked = checkValuation({ ...good, mileage: '0' }, NOW);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input).toEqual({ ...good, year: 2019, mileage: 0 });
    // 22,000 x 0.6 (6 years) x 1 (0 miles) x 1 x 1
    expect(checked.range).toEqual({ estimate: 13_200, low: 11_880, high: 14_520 });
    expect(checked.market).toEqual({
      make: 'ford',
      model: 'transit-custom',
      year: 2019,
      mileage: 0,
    });
  });

  it('offers the years from this year back to 1995', () => {
    const years = valuationYears(NOW);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1995);
    expect(years).toHaveLength(31);
  });
});
