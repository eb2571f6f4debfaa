import { expect, test, type Page } from '@playwright/test';
import type { LiveListingDetail } from '#shared/listing-detail';
import { cardHeadlineText, sellerHeadline } from '#shared/listing-headline';
import { DEMO_ADMIN, DEMO_SELLER, codeFromMailbox, signIn } from './support/account';
import { signInWithApi } from './support/api-session';
import { useStoredSession } from './support/session';
import { featuredFromApi } from './support/featured';
import { detailFromApi, liveListing } from './support/listing';
import { cognito, newAccount } from './support/new-account';
import { resultCards } from './support/search';

/*
 * Issue 28 (decision 031): a private sale never says 'Excluding VAT'; the account decides the
 * seller type and the VAT box; buyers see one 'Featured'; the seller's own title is the
 * listing's headline wherever the listing shows.
 */

const withHeadline = (detail: LiveListingDetail) => sellerHeadline(detail.listing) !== null;

test("a private seller's van says there is no VAT, on its card, page and structured data @mobile", async ({
  page,
}) => {
  await page.goto('/used-vans?sellerType=private_seller');
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await expect(cards.nth(index)).toContainText('No VAT (private sale)');
    await expect(cards.nth(index)).not.toContainText('Excluding VAT');
  }
  await cards.first().getByRole('link').first().click();
  await expect(page.getByTestId('listing-price')).toContainText('Private sale: no VAT to add');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"@type":"Vehicle"');
  expect(jsonLd.join('\n')).not.toContain('valueAddedTaxIncluded');
});

test('a boosted van shows buyers one Featured badge, never a product name @mobile', async ({
  page,
  request,
}) => {
  const [featured] = await featuredFromApi(request);
  expect(featured, 'the seeded stage has homepage-featured vans').toBeTruthy();
  const detail = await detailFromApi(request, featured!.id);
  expect(detail.availability).toBe('live');
  if (detail.availability !== 'live') return;
  expect(detail.homepage_featured).toBe(true);
  await page.goto(detail.path);
  const badges = page.getByRole('list', { name: 'Badges' }).getByRole('listitem');
  await expect(badges).toHaveText(['Featured']);
  await expect(page.getByRole('main')).not.toContainText('Homepage Featured');
});

test("the seller's own title is the headline under the heading, on the page and the card @mobile", async ({
  page,
  request,
}) => {
  const detail = await liveListing(request, { make: 'ford' }, withHeadline);
  const headline = sellerHeadline(detail.listing)!;
  await page.goto(detail.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${detail.listing.year} ${detail.listing.make} ${detail.listing.model}`,
  );
  await expect(page.getByTestId('listing-headline')).toHaveText(headline);

  // On the result cards: one line, cut with an ellipsis, the whole of it in the title (the line
  // leaves out a leading repeat of the card's heading).
  await page.goto('/used-vans');
  const card = resultCards(page).first();
  const line = card.getByTestId('card-headline');
  await expect(line).toBeVisible();
  const full = await line.getAttribute('title');
  expect(full).toBeTruthy();
  const heading = (await card.getByRole('heading').textContent())!;
  await expect(line).toHaveText(cardHeadlineText(full!, heading));
  const style = await line.evaluate((element) => {
    const css = getComputedStyle(element);
    return {
      overflow: css.textOverflow,
      wrap: css.whiteSpace,
      lines: element.getBoundingClientRect().height / parseFloat(css.lineHeight),
    };
  });
  expect(style).toMatchObject({ overflow: 'ellipsis', wrap: 'nowrap' });
  expect(style.lines).toBeLessThan(1.5);
  // A long line never widens the page (a phone's one column of cards).
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});

test("the seller sees their own title in My Listings and on their listing's page @mobile", async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/dashboard/listings');
  const first = page.getByTestId('row-headline').first();
  await expect(first).toBeVisible();
  const title = (await first.getAttribute('title'))!;
  const row = page.locator('[data-row-link]').first();
  const heading = (await row.textContent())!;
  // One line, without a leading repeat of the row's title; the whole of it in the title.
  await expect(first).toHaveText(cardHeadlineText(title, heading));
  // The row's own page says it whole, under the year, make and model.
  await row.click();
  await expect(page.getByTestId('listing-headline')).toHaveText(title);
});

async function registerThroughPage(page: Page, path: string): Promise<string> {
  const email = `trade.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  await page.goto(path);
  await page.getByLabel('Full name', { exact: true }).fill('Northern Vans Ltd');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('van-dealer-2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('van-dealer-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const config = (await (await page.request.get('/config.json')).json()) as {
    auth: { userPoolClientId: string };
  };
  // Confirmed through cognito-local, whatever the page does next.
  const confirmed = await cognito(page.request, 'ConfirmSignUp', {
    ClientId: config.auth.userPoolClientId,
    Username: email,
    ConfirmationCode: await codeFromMailbox(page, email),
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

test('a trade account starts at the trade sellers page, and its form has the VAT box @mobile', async ({
  page,
}) => {
  await page.goto('/register-to-sell');
  await page.getByRole('main').getByRole('link', { name: 'Register to Sell' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register\?account=trade$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a trade account');

  const email = await registerThroughPage(page, '/auth/register?account=trade');
  await page.goto('/auth/login');
  await signIn(page, email, 'van-dealer-2026');
  await page.goto('/add-listing');
  await expect(page.getByLabel('Seller Type', { exact: true })).toHaveValue('Trade Dealer');
  await expect(page.getByLabel('Price includes VAT', { exact: true })).toBeVisible();
});

test('a private account lists with its seller type shown and no VAT box @mobile', async ({
  page,
}) => {
  const account = await newAccount(page);
  await signInWithApi(page, account);
  await page.goto('/add-listing');
  const sellerType = page.getByLabel('Seller Type', { exact: true });
  await expect(sellerType).toHaveValue('Private Seller');
  await expect(sellerType).not.toBeEditable();
  await expect(page.getByText('A private sale has no VAT')).toBeVisible();
  await expect(page.getByLabel('Price includes VAT', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Seller Type' })).toHaveCount(0);
});

test("an admin makes an account a trade account from the user's page @mobile", async ({ page }) => {
  const account = await newAccount(page);
  const login = await cognito(page.request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: account.clientId,
    AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
  });
  const token = ((await login.json()) as { AuthenticationResult: { IdToken: string } })
    .AuthenticationResult.IdToken;
  const userId = (
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }
  ).sub;

  await useStoredSession(page, DEMO_ADMIN);
  await page.goto(`/admin/users/${userId}`);
  const access = page.getByRole('region', { name: 'Role, tag and account' });
  await expect(access).toContainText('Private Seller');
  await access.getByRole('button', { name: /^Make trade account: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Make this a trade account' });
  await expect(dialog).toContainText('Every listing of this user becomes Trade Dealer');
  await dialog.getByRole('button', { name: 'Make trade account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(access).toContainText('Trade Dealer');
  await expect(access.getByRole('button', { name: /^Make private account: / })).toBeVisible();
  await expect(page.getByText('Account type changed by')).toBeVisible();
});

test("the boost page names the listing by its heading and the seller's headline @mobile", async ({
  page,
}) => {
  await useStoredSession(page, DEMO_SELLER);
  await page.goto('/dashboard/listings');
  const headline = page.getByTestId('row-headline').first();
  await expect(headline).toBeVisible();
  const title = (await headline.getAttribute('title'))!;
  const id = (await page.locator('[data-row-link]').first().getAttribute('data-row-link'))!;
  await page.goto(`/dashboard/listings/${id}/boost`);
  const summary = page.getByRole('region', { name: 'Listing' });
  await expect(summary.getByTestId('listing-headline')).toHaveText(title);
  // The demo dealer's prices are trade prices: including or excluding VAT.
  await expect(summary).toContainText(/(including|excluding) VAT/);
});
