import { useId, useState } from 'react';
import {
  depositOf,
  FINANCE_ILLUSTRATION_NOTE,
  FINANCE_TERMS,
  financeExample,
  financeInputError,
  representativeExample,
  type FinanceSettings,
} from '#shared/finance';
import { formatMoney } from '#shared/format';
import type { PublicListing } from '#shared/listing-detail';
import { priceWithVat, vatBasis } from '#shared/vat';
import { cardClass } from '../ui/card';
import { TextInput } from '../ui/field';
import { Select } from '../ui/select';

/** The deposit first offered: a tenth of the price, in whole pounds. */
const startingDeposit = (price: number) => String(Math.round(price / 10));

/**
 * 'Monthly cost': deposit and term in, the monthly payment, the total payable and the
 * representative example out, at the site's representative APR (shared/finance.ts). A live
 * calculator, not a form that is sent: the figures follow every keystroke, and a bad entry
 * gets its message under the field instead of figures.
 */
export function FinanceCalculator({
  listing,
  finance,
}: {
  listing: PublicListing;
  finance: FinanceSettings;
}) {
  const id = useId();
  const trade = vatBasis(listing) === 'excluded';
  // What a buyer pays in all: a dealer's 'plus VAT' price with its VAT.
  const cashPrice = priceWithVat(listing);
  const [deposit, setDeposit] = useState(() => startingDeposit(cashPrice));
  const [months, setMonths] = useState<number>(48);
  const error = financeInputError({ deposit, months }, cashPrice);
  const example = error
    ? null
    : financeExample(cashPrice, depositOf(deposit), months, finance.representative_apr);
  const withoutVat =
    example && trade
      ? financeExample(
          listing.price,
          Math.min(depositOf(deposit), listing.price - 1),
          months,
          finance.representative_apr,
        )
      : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cardClass({ padding: 'list' })}
      data-testid="finance-calculator"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        Monthly cost
      </h2>
      <p className="mt-1 text-sm text-muted">
        {`At a representative ${finance.representative_apr}% APR. ${FINANCE_ILLUSTRATION_NOTE}`}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextInput
          name="deposit"
          id={`${id}-deposit`}
          label="Deposit (£)"
          inputMode="numeric"
          value={deposit}
          error={error?.field === 'deposit' ? error.message : undefined}
          onChange={setDeposit}
        />
        <Select
          id={`${id}-term`}
          label="Term"
          value={String(months)}
          options={FINANCE_TERMS.map((term) => ({ value: String(term), label: `${term} months` }))}
          error={error?.field === 'months' ? error.message : undefined}
          onChange={(value) => setMonths(Number(value))}
        />
      </div>
      {example ? (
        <div aria-live="polite" className="mt-4 space-y-2 text-sm">
          <dl className="divide-y divide-slate-100">
            <div className="flex justify-between gap-4 py-1.5">
              <dt className="text-muted">
                {trade ? 'Monthly payment (with VAT)' : 'Monthly payment'}
              </dt>
              <dd
                data-testid="finance-monthly"
                className="text-right text-base font-bold text-brand-700"
              >
                {formatMoney(example.monthly)}
              </dd>
            </div>
            {withoutVat ? (
              <div className="flex justify-between gap-4 py-1.5">
                <dt className="text-muted">Monthly payment (without VAT)</dt>
                <dd data-testid="finance-monthly-net" className="text-right font-medium text-ink">
                  {formatMoney(withoutVat.monthly)}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 py-1.5">
              <dt className="text-muted">Total payable</dt>
              <dd data-testid="finance-total" className="text-right font-medium text-ink">
                {formatMoney(example.totalPayable)}
              </dd>
            </div>
          </dl>
          <p data-testid="finance-example" className="text-muted">
            {representativeExample(example)}
          </p>
        </div>
      ) : null}
    </section>
  );
}
