import { expect, test, type Locator, type Page } from '@playwright/test';
import { BOOST_LABELS } from '#shared/boosts';
import { BOOST_REFUND_HOURS } from '#shared/site-facts';
import { expectNoSeriousA11yViolations } from './support/axe';

// The help centre's and the FAQ's title, categories, questions and structured data are checked as
// the server renders them (web/src/routes/static-pages-render.test.tsx); here, what needs a
// browser: searching, jumping to a category, the keyboard, the narrow screen and accessibility.

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search the help centre' });
}

/** The live result count under the search box (the toaster's status sits outside main). */
function resultCount(page: Page): Locator {
  return page.getByRole('main').getByRole('status');
}

function questions(page: Page): Locator {
  return page.getByRole('main').locator('summary');
}

test.describe('help centre @mobile', () => {
  test('a category link jumps to its section and moves the keyboard there', async ({ page }) => {
    await page.goto('/help');
    await page
      .getByRole('navigation', { name: 'Help categories' })
      .getByRole('link', { name: 'Listing Boosts', exact: true })
      .click();
    await expect(page).toHaveURL(/\/help#listing-boosts$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Listing Boosts', exact: true });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#what-is-a-boost > summary')).toBeFocused();
  });

  test('the search box shows its whole placeholder, at 390 px as at 1280 px @both', async ({
    page,
  }) => {
    await page.goto('/help');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', /\S/);
    // The placeholder's width in the box's own font against the room inside its padding.
    const { text, room } = await box.evaluate(async (input: HTMLInputElement) => {
      await document.fonts.ready;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(text).toBeGreaterThan(0);
    expect(text).toBeLessThanOrEqual(room);
  });

  test('typing "boost" filters to the boost questions and shows the count', async ({ page }) => {
    await page.goto('/');
    await page.goto('/help');
    await searchBox(page).pressSequentially('boost');

    await expect(resultCount(page)).toHaveText(/^\d+ results for "boost"$/);
    const shown = Number((await resultCount(page).textContent())?.split(' ')[0]);
    await expect(questions(page)).toHaveCount(shown);
    await expect(page.getByText('What is a listing boost?')).toBeVisible();
    await expect(page.getByText('How much does a boost cost?')).toBeVisible();
    await expect(page.getByText('How do I change my password?')).toHaveCount(0);
    // The category navigation belongs to browsing; results are grouped under their category.
    await expect(page.getByRole('navigation', { name: 'Help categories' })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Listing Boosts', exact: true }),
    ).toBeVisible();

    // The search is in the URL, replacing the entry: Back leaves the help centre.
    await expect(page).toHaveURL(/\/help\?q=boost$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('narrowing the search opens the answers', async ({ page }) => {
    await page.goto('/help');
    await searchBox(page).pressSequentially(`${BOOST_LABELS.homepage_featured} cost`);
    await expect(resultCount(page)).toHaveText(/^\d results? for "Homepage Featured cost"$/);
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(
      await questions(page).count(),
    );
  });

  test('a nonsense query shows No results with a way to contact us', async ({ page }) => {
    await page.goto('/help');
    await searchBox(page).fill('qwxzv flibbertigibbet');
    await expect(resultCount(page)).toHaveText('No results for "qwxzv flibbertigibbet"');
    await expect(page.getByRole('heading', { level: 2, name: 'No results' })).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact our support team' }),
    ).toHaveAttribute('href', '/contact');

    await page.getByRole('button', { name: 'browse all help topics' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\/help$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Payments & Billing', exact: true }),
    ).toBeVisible();
  });

  test('a shared URL with ?q=refund shows the refund answer', async ({ page }) => {
    await page.goto('/help?q=refund');
    await expect(searchBox(page)).toHaveValue('refund');
    await expect(resultCount(page)).toHaveText(/^\d+ results? for "refund"$/);
    await expect(page.getByText('Can I get a refund for a boost?')).toBeVisible();
    await expect(page.getByText(`within ${BOOST_REFUND_HOURS} hours of paying`)).toBeVisible();
  });

  test('has no serious accessibility violations, browsing, searching or finding nothing', async ({
    page,
  }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await searchBox(page).fill('boost');
    await expect(resultCount(page)).toHaveText(/results for "boost"/);
    await expectNoSeriousA11yViolations(page);

    await searchBox(page).fill('qwxzv');
    await expect(page.getByRole('heading', { level: 2, name: 'No results' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('FAQ @mobile', () => {
  test('opens and closes an answer from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    // A `has` locator is matched inside each details element, so it must not start at main.
    const details = page.getByRole('main').locator('details', {
      has: page.locator('summary', { hasText: 'Do I need an account to contact a seller?' }),
    });
    const summary = details.locator('summary');
    const answer = details.getByText('You can contact any seller without an account');

    await summary.focus();
    await expect(summary).toBeFocused();
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
  });

  test('has no serious accessibility violations, with an answer open', async ({ page }) => {
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await questions(page).first().click();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
