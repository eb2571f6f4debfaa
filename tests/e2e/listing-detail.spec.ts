import { expect, test } from '@playwright/test';
import { LABELS } from '#shared/catalogue';
import { listingTitle } from '#shared/format';
import { priceDisplay, priceText } from '#web/listing/price-vat';
import { expectNoSeriousA11yViolations } from './support/axe';
import { liveListing, mailRepliedTo, photoViewer } from './support/listing';

test('shows the van as the API describes it, with its meta data', async ({ page, request }) => {
  const detail = await liveListing(request);
  const { listing } = detail;
  const title = listingTitle(listing);
  await page.goto(detail.path);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const main = page.getByRole('main');
  await expect(page.getByTestId('listing-price')).toHaveText(priceText(priceDisplay(listing)));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'Used Vans', listing.make, listing.model, /.+/]);
  for (const heading of [
    'Vehicle history',
    'Key details',
    'Technical specifications',
    'Description',
    'Key features',
    'Seller',
    'Similar Vans',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const firstLine = listing.description.split('\n')[0]!.trim();
  await expect(main.locator('p', { hasText: firstLine }).first()).toBeVisible();
  const seller = page.getByRole('region', { name: 'Seller', exact: true });
  await expect(seller).toContainText(detail.seller!.name);
  await expect(seller).toContainText(LABELS.seller_type[detail.seller!.seller_type]);

  await expect(page).toHaveTitle(new RegExp(`^${title} for sale in .+ \\| VanYard$`));
  // On the stage's configured origin, which need not be the one the browser used.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+${detail.path}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type': string; description: string; offers: { priceCurrency: string; price: number } };
  expect(jsonLd['@type']).toBe('Vehicle');
  expect(jsonLd.offers).toMatchObject({ priceCurrency: 'GBP', price: listing.price });
  expect(jsonLd.description.length).toBeLessThanOrEqual(150);

  // Similar vans finish loading before the accessibility check.
  await expect(page.getByText('Loading similar vans…')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the photo viewer turns by arrow keys, wraps at both ends and closes on Escape', async ({
  page,
  request,
}) => {
  const detail = await liveListing(request);
  const count = detail.listing.image_urls.length;
  await page.goto(detail.path);

  const opener = page.getByRole('button', { name: /^View full screen: / });
  await opener.focus();
  await page.keyboard.press('Enter');
  const viewer = photoViewer(page);
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`Image 1 of ${count}`);

  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText(`Image 2 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toContainText(`Image ${count} of ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText(`Image 1 of ${count}`);

  // Focus stays inside the viewer.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the first click shows the phone number, the second dials it', async ({ page, request }) => {
  const detail = await liveListing(request);
  await page.goto(detail.path);
  const seller = page.getByRole('region', { name: 'Seller', exact: true });
  await seller.getByRole('button', { name: 'Show phone number' }).click();
  const call = seller.getByRole('link', { name: /^Call the seller on / });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+?\d{10,13}$/);
  await expect(call).toBeFocused();
});

test('an enquiry is checked, sent and arrives in the mailbox', async ({ page, request }) => {
  const detail = await liveListing(request);
  await page.goto(detail.path);
  await page
    .getByRole('region', { name: 'Seller', exact: true })
    .getByRole('button', { name: 'Email seller' })
    .click();
  const form = page.getByRole('region', { name: 'Email the seller' });
  await expect(form.getByLabel('Your name *')).toBeFocused();

  await form.getByLabel('Message *').fill('');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Your name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Your name *')).toHaveAccessibleDescription(
    'Please enter your name',
  );
  await expect(form.getByLabel('Your email *')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(form.getByLabel('Message *')).toHaveAccessibleDescription('Please enter a message');
  await expectNoSeriousA11yViolations(page);

  const email = `buyer-${Date.now()}-${test.info().project.name}@example.com`;
  await form.getByLabel('Your name *').fill('Sam Buyer');
  await form.getByLabel('Your email *').fill(email);
  await form
    .getByLabel('Message *')
    .fill('Is the van still available? Could I view it on Saturday?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent');

  const mail = await mailRepliedTo(request, email);
  expect(mail.subject).toContain(detail.listing.model);
  expect(mail.text).toContain('Could I view it on Saturday?');
});

test('on phones a bar keeps Call Seller and Email in reach @both', async ({ page, request }) => {
  const width = page.viewportSize()?.width ?? 1280;
  const detail = await liveListing(request);
  await page.goto(detail.path);
  const bar = page.getByRole('region', { name: 'Contact the seller' });
  if (width >= 768) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('region', { name: 'Email the seller' })).toBeVisible();
  // The page ends above the bar: the last content can scroll clear of it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const barTop = (await bar.boundingBox())!.y;
  const footer = page.getByRole('contentinfo');
  const footerBottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
});

test('a visit counts one view, however often the page renders', async ({ page, request }) => {
  const detail = await liveListing(request);
  const views: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/views')) views.push(sent.url());
  });
  // The shape without the year redirects to the canonical path: still one visit.
  const { listing } = detail;
  await page.goto(
    `/used-vans/${listing.make_slug}/${listing.model_slug}/${listing.location_slug}/${listing.id}`,
  );
  await expect(page).toHaveURL(new RegExp(`${detail.path}$`));
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.getByRole('button', { name: 'Next photo' }).click();
  await photos.getByRole('button', { name: /^View full screen: / }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  expect(views).toEqual([expect.stringContaining(`/api/listings/${listing.id}/views`)]);
});
