import { expect, test } from '@playwright/test';
import { DEFAULT_FINANCE_SETTINGS } from '#shared/finance';
import {
  GOOD_PRICE_FILTER_LABEL,
  PRICE_BAND_LABELS,
  PRICE_INDICATOR_EXPLANATION,
} from '#shared/valuation/price-band';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectResultsFor, openFilters, resultCards, searchFromApi } from './support/search';
import { waitForHydration } from './support/ssr';

// The price indicator and the monthly cost (issue 32 §3/3b, decision 066) on the seeded stage
// at 1280 px: the demo stock has vans in every band (decision 066's demo data), and the site's
// settings are the defaults (9.9 % APR, monthly figures on cards).

/** '£1,234.56' as the page writes money, to a number. */
const pounds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test("a buyer filters by 'Good price or better', reads the advert's band and works out a monthly cost", async ({
  page,
  request,
}) => {
  // Two pages, a filter, the calculator and two axe runs: more than the default on this machine.
  test.slow();
  const good = await searchFromApi(request, { goodPrice: true });
  expect(good.total).toBeGreaterThan(0);

  await page.goto('/used-vans');
  await waitForHydration(page);
  const controls = await openFilters(page);
  const checkbox = controls.panel.getByRole('checkbox', { name: /^Good price or better/ });
  await expect(checkbox).toHaveAccessibleName(
    `${GOOD_PRICE_FILTER_LABEL} (${good.total.toLocaleString('en-GB')} vans)`,
  );
  await checkbox.check();
  await controls.apply();
  await expect(page).toHaveURL('/used-vans?goodPrice=true');
  await expectResultsFor(page, request, { goodPrice: true });
  await expect(
    page.getByRole('button', { name: `Remove filter: ${GOOD_PRICE_FILTER_LABEL}` }),
  ).toBeVisible();

  // Every card says great or good, with its monthly figure from the settings' APR.
  const cards = resultCards(page);
  for (const card of await cards.all()) {
    await expect(card.getByTestId('price-band')).toHaveText(
      new RegExp(`^(${PRICE_BAND_LABELS.great}|${PRICE_BAND_LABELS.good})$`),
    );
    await expect(card.getByTestId('card-monthly')).toHaveText(/^From £[\d,]+ a month$/);
  }
  await expectNoSeriousA11yViolations(page);

  const first = good.items[0]!;
  await cards.first().getByRole('link', { name: first.title }).first().click();
  await expect(page).toHaveURL(first.path);
  await waitForHydration(page);

  // Under the price: the same band, the comparison behind it, and how it is worked out.
  const indicator = page.getByTestId('price-indicator');
  await expect(indicator.getByTestId('price-band')).toHaveText(
    PRICE_BAND_LABELS[first.price_band!],
  );
  await expect(indicator).toContainText(/Compared with \d+ similar vans for sale, typically £/);
  const explanation = indicator.getByText(PRICE_INDICATOR_EXPLANATION.paragraphs[0]);
  await expect(explanation).toBeHidden();
  await indicator.getByText(PRICE_INDICATOR_EXPLANATION.title).click();
  await expect(explanation).toBeVisible();

  // The calculator: a bigger deposit lowers the payment, a shorter term raises it.
  const calculator = page.getByTestId('finance-calculator');
  await expect(calculator).toContainText(
    `At a representative ${DEFAULT_FINANCE_SETTINGS.representative_apr}% APR`,
  );
  const monthly = calculator.getByTestId('finance-monthly');
  const start = pounds(await monthly.textContent());
  expect(start).toBeGreaterThan(0);
  const deposit = calculator.getByLabel('Deposit (£)');
  await deposit.fill(String(Math.round(first.price / 2)));
  await expect.poll(async () => pounds(await monthly.textContent())).toBeLessThan(start);
  const halfDown = pounds(await monthly.textContent());
  await calculator.getByLabel('Term').selectOption('24');
  await expect.poll(async () => pounds(await monthly.textContent())).toBeGreaterThan(halfDown);
  await expect(calculator.getByTestId('finance-example')).toHaveText(
    new RegExp(
      `^Representative example: .*24 monthly payments of £[\\d,.]+.*representative ${DEFAULT_FINANCE_SETTINGS.representative_apr}% APR\\.$`,
    ),
  );
  await expect(calculator).toContainText('An illustration, not an offer of finance');

  // A deposit of the whole price is refused in the field's words, and no figures are shown.
  await deposit.fill(String(first.price * 2));
  await expect(calculator.getByText('The deposit must be less than the price')).toBeVisible();
  await expect(monthly).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
