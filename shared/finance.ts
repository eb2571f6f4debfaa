import { z } from 'zod';
import { formatMoney } from './format';

/*
 * The monthly cost of a van (issue 32 §3b, docs/decisions/066-price-indicator-and-monthly-cost.md):
 * an illustration of a fixed-rate loan repaid in equal monthly payments, at the representative
 * APR the site's settings hold. Never an offer: VanYard arranges no finance.
 */

export const FINANCE_TERM_MONTHS = { min: 12, max: 60 } as const;
/** The terms the calculator offers, a year apart. */
export const FINANCE_TERMS = [12, 24, 36, 48, 60] as const;
export const FINANCE_APR_LIMITS = { min: 0, max: 30 } as const;

/** What the settings hold, and the defaults until an operator saves them. */
export type FinanceSettings = {
  /** Representative APR in percent, 0 to 30, at most one decimal place. */
  representative_apr: number;
  /** Whether result cards say 'From £X a month'. */
  show_monthly_on_cards: boolean;
};
export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = {
  representative_apr: 9.9,
  show_monthly_on_cards: true,
};

/** The card's 'From £X a month': this share of the price down, over the longest term. */
export const CARD_EXAMPLE = { depositShare: 0.1, months: FINANCE_TERM_MONTHS.max } as const;

export const FINANCE_MESSAGES = {
  apr: `Enter an APR from ${FINANCE_APR_LIMITS.min} to ${FINANCE_APR_LIMITS.max} %, with at most one decimal place`,
  deposit: 'Enter a deposit in whole pounds, 0 or more',
  depositTooHigh: 'The deposit must be less than the price',
  term: `Choose a term from ${FINANCE_TERM_MONTHS.min} to ${FINANCE_TERM_MONTHS.max} months`,
} as const;

export const financeSettingsSchema = z.strictObject({
  representative_apr: z
    .number({ error: FINANCE_MESSAGES.apr })
    .min(FINANCE_APR_LIMITS.min, FINANCE_MESSAGES.apr)
    .max(FINANCE_APR_LIMITS.max, FINANCE_MESSAGES.apr)
    .refine((apr) => Math.abs(apr * 10 - Math.round(apr * 10)) < 1e-9, FINANCE_MESSAGES.apr),
  show_monthly_on_cards: z.boolean(),
});

/** The monthly rate of an APR (annual, compounded monthly as the APR's definition assumes). */
export function monthlyRate(aprPercent: number): number {
  return (1 + aprPercent / 100) ** (1 / 12) - 1;
}

/**
 * The equal monthly payment that repays `credit` over `months` at `aprPercent` (amortised:
 * credit × r / (1 − (1 + r)^−n)); credit / months at 0 %. In pounds, not rounded.
 */
export function amortisedPayment(credit: number, aprPercent: number, months: number): number {
  if (credit <= 0) return 0;
  const rate = monthlyRate(aprPercent);
  if (rate === 0) return credit / months;
  return (credit * rate) / (1 - (1 + rate) ** -months);
}

/** Pence, rounded up: a payment quoted a penny low would not repay the credit. */
const toPenceUp = (pounds: number) => Math.ceil(Math.round(pounds * 1e6) / 1e4) / 100;

export type FinanceExample = {
  cashPrice: number;
  deposit: number;
  credit: number;
  months: number;
  apr: number;
  /** Rounded up to the penny. */
  monthly: number;
  totalPayable: number;
  chargeForCredit: number;
  /** The fixed annual interest rate the APR stands for (nominal: 12 × the monthly rate), percent. */
  interestRate: number;
};

/** The figures of a loan for `cashPrice` less `deposit` (checked first: financeInputError). */
export function financeExample(
  cashPrice: number,
  deposit: number,
  months: number,
  apr: number,
): FinanceExample {
  const credit = cashPrice - deposit;
  const monthly = toPenceUp(amortisedPayment(credit, apr, months));
  const repaid = Math.round(monthly * months * 100) / 100;
  return {
    cashPrice,
    deposit,
    credit,
    months,
    apr,
    monthly,
    totalPayable: Math.round((deposit + repaid) * 100) / 100,
    chargeForCredit: Math.max(0, Math.round((repaid - credit) * 100) / 100),
    interestRate: Math.round(monthlyRate(apr) * 12 * 10_000) / 100,
  };
}

/** Why a calculator entry cannot be worked out, or null when it can. */
export function financeInputError(
  input: { deposit: string; months: number },
  cashPrice: number,
): { field: 'deposit' | 'months'; message: string } | null {
  const deposit = input.deposit.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+$/.test(deposit)) return { field: 'deposit', message: FINANCE_MESSAGES.deposit };
  if (Number(deposit) >= cashPrice) {
    return { field: 'deposit', message: FINANCE_MESSAGES.depositTooHigh };
  }
  const { months } = input;
  if (
    !Number.isInteger(months) ||
    months < FINANCE_TERM_MONTHS.min ||
    months > FINANCE_TERM_MONTHS.max
  ) {
    return { field: 'months', message: FINANCE_MESSAGES.term };
  }
  return null;
}

/** The deposit a calculator entry stands for, once financeInputError found nothing. */
export function depositOf(entry: string): number {
  return Number(entry.trim().replace(/^£/, '').replace(/,/g, ''));
}

/** The card's monthly figure, in whole pounds (rounded up). */
export function cardMonthlyPrice(cashPrice: number, apr: number): number {
  const deposit = Math.round(cashPrice * CARD_EXAMPLE.depositShare);
  return Math.ceil(financeExample(cashPrice, deposit, CARD_EXAMPLE.months, apr).monthly);
}

/** The FCA-style representative example, as one sentence. */
export function representativeExample(example: FinanceExample): string {
  return (
    `Representative example: cash price ${formatMoney(example.cashPrice)}, ` +
    `deposit ${formatMoney(example.deposit)}, total amount of credit ${formatMoney(example.credit)}, ` +
    `${example.months} monthly payments of ${formatMoney(example.monthly)}, ` +
    `total charge for credit ${formatMoney(example.chargeForCredit)}, ` +
    `total amount payable ${formatMoney(example.totalPayable)}, ` +
    `interest rate ${example.interestRate}% (fixed), representative ${example.apr}% APR.`
  );
}

/** Said beside every figure: VanYard arranges no finance. */
export const FINANCE_ILLUSTRATION_NOTE =
  'An illustration, not an offer of finance: VanYard does not arrange finance, and a lender sets its own rate after checking your circumstances.';
