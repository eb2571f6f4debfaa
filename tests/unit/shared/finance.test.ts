import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortisedPayment,
  cardMonthlyPrice,
  financeExample,
  financeInputError,
  FINANCE_MESSAGES,
  financeSettingsSchema,
  representativeExample,
} from '#shared/finance';

describe('the finance formula', () => {
  it('repays credit in equal payments at 0 % APR', () => {
    expect(amortisedPayment(12_000, 0, 48)).toBe(250);
    expect(financeExample(13_000, 1_000, 48, 0)).toMatchObject({
      monthly: 250,
      totalPayable: 13_000,
      chargeForCredit: 0,
    });
  });

  it('gives the known amortised payment at a 12.68 % APR (1 % a month)', () => {
    // 10,000 at 1 % a month over 12 months: 888.49 (the annuity tables' figure).
    expect(amortisedPayment(10_000, (1.01 ** 12 - 1) * 100, 12)).toBeCloseTo(888.49, 2);
  });

  it('works out a representative example at 9.9 % APR', () => {
    const example = financeExample(15_000, 1_500, 48, 9.9);
    expect(example.credit).toBe(13_500);
    // r = 1.099^(1/12) - 1; 13,500 r / (1 - (1 + r)^-48) = 339.014..., rounded up to the penny.
    expect(example.monthly).toBe(339.02);
    expect(example.totalPayable).toBeCloseTo(1_500 + example.monthly * 48, 2);
    expect(representativeExample(example)).toMatch(
      /^Representative example: cash price £15,000\.00, deposit £1,500\.00, total amount of credit £13,500\.00, 48 monthly payments of £[\d,.]+, total charge for credit £[\d,.]+, total amount payable £[\d,.]+, interest rate [\d.]+% \(fixed\), representative 9\.9% APR\.$/,
    );
  });

  it('never quotes a payment that repays less than the credit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 300 }).map((tenths) => tenths / 10),
        fc.integer({ min: 12, max: 60 }),
        (credit, apr, months) => {
          const example = financeExample(credit, 0, months, apr);
          expect(example.monthly * months).toBeGreaterThanOrEqual(credit - 1e-6);
          expect(example.chargeForCredit).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('rounds the card figure up to the pound', () => {
    expect(cardMonthlyPrice(12_000, 0)).toBe(180);
  });
});

describe('calculator entries', () => {
  it.each([
    [{ deposit: '-5', months: 48 }, FINANCE_MESSAGES.deposit],
    [{ deposit: 'abc', months: 48 }, FINANCE_MESSAGES.deposit],
    [{ deposit: '15000', months: 48 }, FINANCE_MESSAGES.depositTooHigh],
    [{ deposit: '1000', months: 6 }, FINANCE_MESSAGES.term],
    [{ deposit: '1000', months: 72 }, FINANCE_MESSAGES.term],
  ])('refuses %j with a message', (entry, message) => {
    expect(financeInputError(entry, 15_000)?.message).toBe(message);
  });

  it('accepts £1,500 over 12 to 60 months', () => {
    expect(financeInputError({ deposit: '£1,500', months: 12 }, 15_000)).toBeNull();
    expect(financeInputError({ deposit: '0', months: 60 }, 15_000)).toBeNull();
  });
});

describe('the finance settings', () => {
  it('accept an APR from 0 to 30 % with one decimal place', () => {
    const ok = (apr: number) =>
      financeSettingsSchema.safeParse({ representative_apr: apr, show_monthly_on_cards: true })
        .success;
    expect([0, 9.9, 30].map(ok)).toEqual([true, true, true]);
    expect([-0.1, 30.1, 9.95].map(ok)).toEqual([false, false, false]);
  });
});
