import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/account';
import { useStoredSession } from './support/session';
import { expectNoSeriousA11yViolations } from './support/axe';

// The admin lists fit a moderator's screen (issue 28), in Chromium at 1280 and 390 px on the
// seeded stage: Admin Listings shows each listing's main photo and one action menu a row, 25
// rows in at most about 1,400 px at 1280; e-mail addresses stay on one line, whole in their
// tooltips; the menu works by keyboard. Nothing here changes a listing (admin-listings.spec.ts
// acts from the menu on listings of its own).

/** The most a listing's row may be: two lines of text beside a 42 px photo, or a 40 px button. */
const ROW_MAX_PX = 56;
/** A user's: their phone and website links, one above the other with 24 px targets. */
const USER_ROW_MAX_PX = 60;

/** What the tests read of each row (a table row, or a card on a phone), in one pass. */
type RowFacts = {
  height: number;
  buttons: string[];
  images: { src: string; loading: string | null }[];
  /** Each e-mail address shown: how many lines it takes, its tooltip and its text. */
  emails: { lines: number; title: string | null; text: string | null }[];
};

/** The rows of a list: table rows on a wide screen, cards on a phone. */
function listRows(page: Page, noun: string, isMobile: boolean): Locator {
  const caption = new RegExp(`^Showing [\\d,]+ of [\\d,]+ ${noun}$`);
  return isMobile
    ? page.getByRole('list', { name: caption }).getByRole('listitem')
    : page.getByRole('table', { name: caption }).locator('tbody tr');
}

function rowFacts(rows: Locator): Promise<RowFacts[]> {
  return rows.evaluateAll((elements) =>
    elements.map((row) => ({
      height: row.getBoundingClientRect().height,
      buttons: [...row.querySelectorAll('button')].map(
        (button) => button.getAttribute('aria-label') ?? button.textContent ?? '',
      ),
      images: [...row.querySelectorAll('img')].map((img) => ({
        src: img.getAttribute('src') ?? '',
        loading: img.getAttribute('loading'),
      })),
      emails: [...row.querySelectorAll('span[title*="@"]')].map((span) => ({
        lines: Math.round(
          span.getBoundingClientRect().height /
            Number.parseFloat(getComputedStyle(span).lineHeight),
        ),
        title: span.getAttribute('title'),
        text: span.textContent,
      })),
    })),
  );
}

test('Admin Listings: 25 rows with their photos and one action menu each fit the screen @both', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/listings');
  const rows = listRows(page, 'listings', isMobile);
  await expect(rows).toHaveCount(25);

  for (const row of await rowFacts(rows)) {
    // One menu button is the row's only button; the photo is the small variant, loaded lazily.
    expect(row.buttons).toEqual([expect.stringMatching(/^Actions for /)]);
    expect(row.images).toEqual([
      { src: expect.stringMatching(/\/320\.webp$|\/van-placeholder\.svg$/), loading: 'lazy' },
    ]);
    // The owner's e-mail address on one line, whole in its tooltip.
    for (const email of row.emails)
      expect(email).toEqual({ ...email, lines: 1, title: email.text });
    expect(row.height).toBeLessThanOrEqual(isMobile ? 200 : ROW_MAX_PX);
  }
  if (!isMobile) {
    const body = page.getByRole('table').locator('tbody');
    expect((await body.boundingBox())!.height).toBeLessThanOrEqual(1_400);
  }
  // The photos of the rows in view load.
  const firstPhoto = rows.first().locator('img');
  await expect.poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  await expect(rows.first().getByRole('button')).toHaveText('Actions');
  await expectNoSeriousA11yViolations(page);
});

test('Admin Users: each e-mail address on one line, whole in its tooltip @both', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  await useStoredSession(page, DEMO_ADMIN);
  await page.goto('/admin/users');
  const rows = listRows(page, 'users', isMobile);
  await expect(rows.first()).toBeVisible();
  const facts = await rowFacts(rows);
  expect(facts.length).toBeGreaterThan(20);
  for (const row of facts) {
    expect(row.emails).toHaveLength(1);
    expect(row.emails[0]).toEqual({ ...row.emails[0], lines: 1, title: row.emails[0]!.text });
    if (!isMobile) expect(row.height).toBeLessThanOrEqual(USER_ROW_MAX_PX);
  }
  // One action menu a row beside the tag's, except on the admin's own row.
  const menus = facts.map((row) => row.buttons.filter((name) => name.startsWith('Actions for ')));
  expect(menus.filter((names) => names.length === 1)).toHaveLength(facts.length - 1);
  await expectNoSeriousA11yViolations(page);
});

test('a row’s action menu works by keyboard and gives the focus back', async ({ page }) => {
  test.setTimeout(60_000);
  await useStoredSession(page, DEMO_ADMIN);
  // Approved listings: the menu is Status (Active, Inactive, Sold), Edit and Delete.
  await page.goto('/admin/listings?approval=approved&status=active');
  const button = page.getByRole('button', { name: /^Actions for / }).first();
  const name = (await button.getAttribute('aria-label'))!;
  const menu = page.getByRole('menu', { name });
  const item = (label: string) =>
    menu.getByRole(/^(Edit|Delete)$/.test(label) ? 'menuitem' : 'menuitemradio', {
      name: label,
      exact: true,
    });

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Active')).toBeFocused();
  await expect(item('Active')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(item('Inactive')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Delete')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Active')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Delete')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Active')).toBeFocused();
  await page.keyboard.press('e');
  await expect(item('Edit')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Escape closes the menu, back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Up opens it on its last item; Delete asks first, and its dialog gives the focus back.
  await page.keyboard.press('ArrowUp');
  await expect(item('Delete')).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete listing' });
  await expect(confirm).toBeVisible();
  await expect(menu).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(button).toBeFocused();

  // Tab leaves the open menu; a press elsewhere closes it.
  await page.keyboard.press('Space');
  await expect(item('Active')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
});
