import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SEEDED_PORT } from './support/stage';

test('the about page tells the story and credits the data @mobile', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About VanYard | VanYard');
  const main = page.getByRole('main');
  for (const heading of [
    'Our mission',
    'Why choose VanYard',
    'Our story',
    'Our values',
    'Data credits',
  ]) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(main).toContainText('founded in 2024');
  for (const value of ['Transparency', 'Quality', 'Customer focus'])
    await expect(main).toContainText(value);
  await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await expect(main.getByRole('link', { name: 'GeoNames' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the contact page shows the configured details and quick links @mobile', async ({
  page,
  request,
}) => {
  type Contact = { email: string; phone: string; addressLines: string[]; mapUrl: string };
  const configured = (await (await request.get('/config.json')).json()) as { contact: Contact };
  // An admin's details (Settings) come first; the stage's configured ones otherwise.
  const settings = (await (await request.get('/api/settings')).json()) as {
    contact: Contact | null;
  };
  const config = { contact: settings.contact ?? configured.contact };
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | VanYard');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: config.contact.email })).toHaveAttribute(
    'href',
    `mailto:${config.contact.email}`,
  );
  await expect(main.getByRole('link', { name: config.contact.phone })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  for (const line of config.contact.addressLines)
    await expect(main.locator('address')).toContainText(line);
  await expect(main.getByRole('link', { name: 'View on a map' })).toHaveAttribute(
    'href',
    config.contact.mapUrl,
  );
  await expect(main).toContainText('within 24 hours');
  const quick = page.getByRole('navigation', { name: 'Quick links' });
  for (const href of ['/faq', '/how-it-works', '/add-listing']) {
    await expect(quick.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

// Every content page's status, heading, title and description (each its own) are checked as the
// server renders them (web/src/routes/static-pages-render.test.tsx), and each page's
// accessibility by its own spec (legal-pages, help-and-faq, info-pages, blog, and these two
// tests at 1280 px in valuation and ulez-checker); these two pages are checked at 390 px here.
test('the valuation and ULEZ checker pages have no serious accessibility issue @mobile', async ({
  page,
}) => {
  for (const path of ['/value-my-van', '/ulez-van-checker']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('sitemaps and robots.txt are served at the site root @mobile', async ({ request }) => {
  // The stage's own origin (SITE_ORIGIN) is localhost on its port.
  const origin = `http://localhost:${SEEDED_PORT}`;
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await index.text()).toContain(`<loc>${origin}/sitemap-listings.xml</loc>`);
});
