import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';
import { liveListing } from './support/listing';
import { useStoredSession } from './support/session';
import { lookAt } from './support/shots';

// The van specification (issue 31): the lookup and the catalogue fill the Add Listing form, and
// the advert shows the specification with the plate masked, in the page as served too.

test.describe('van specification @both', () => {
  test('a demo plate and a catalogued wheelbase and roof fill the specification', async ({
    page,
  }, testInfo) => {
    await useStoredSession(page, DEMO_SELLER);
    await page.goto('/dashboard/add-listing');
    await page.getByLabel('Enter your registration').fill('VY19VAN');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByLabel('Model')).toHaveValue('Transit Custom');
    await expect(page.getByLabel('Registration', { exact: true })).toHaveValue('VY19 VAN');
    await expect(page.getByLabel('Euro emissions standard')).toHaveValue('euro_6');
    await expect(page.getByLabel('Gross vehicle weight (kg)')).toHaveValue('3000');
    await expect(page.getByLabel('Show the full registration to buyers')).not.toBeChecked();

    await page.getByLabel('Wheelbase', { exact: true }).selectOption({ label: 'Short (SWB, L1)' });
    await page.getByLabel('Roof height', { exact: true }).selectOption({ label: 'Low (H1)' });
    const length = page.getByLabel('Load length (mm)');
    await expect(length).toHaveValue('2555');
    await expect(length).toHaveAccessibleDescription("From the manufacturer's figures");
    // The lookup's GVW is the seller's answer: the catalogue leaves it be.
    await expect(page.getByLabel('Gross vehicle weight (kg)')).toHaveValue('3000');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('heading', { name: 'Van Specification' }).scrollIntoViewIfNeeded();
    await lookAt(page, testInfo, 'vf-add-listing-specification');

    // Edited, a figure is the seller's own: no mark.
    await length.fill('2500');
    await expect(length).not.toHaveAccessibleDescription("From the manufacturer's figures");
    // A rule between figures is shown at the field before anything is sent.
    await page.getByLabel('Payload (kg)').fill('4000');
    await page.getByRole('button', { name: 'Add Listing' }).click();
    await expect(page.getByLabel('Payload (kg)')).toHaveAccessibleDescription(
      /Payload cannot be more than the gross vehicle weight/,
    );
  });

  test('the advert shows the specification and only the first part of a hidden plate', async ({
    page,
    request,
  }, testInfo) => {
    const detail = await liveListing(
      request,
      { make: 'ford' },
      (found) =>
        found.listing.registration?.endsWith(' ***') === true &&
        typeof found.listing.load_length_mm === 'number',
    );
    const masked = detail.listing.registration!;
    const prefix = masked.replace(' ***', '');
    // The page as served: the masked plate, never the whole of it.
    const html = await (await request.get(detail.path)).text();
    expect(html).toContain(masked);
    expect(html).not.toMatch(new RegExp(`${prefix}\\s?[A-Z]{3}\\b`));

    await page.goto(detail.path);
    const section = page.getByRole('region', { name: 'Van specification' });
    await expect(section).toBeVisible();
    await expect(section.getByText(masked)).toBeVisible();
    await expect(section.getByText('Load length')).toBeVisible();
    await expect(section.getByText('Euro pallets that fit')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await section.scrollIntoViewIfNeeded();
    await lookAt(page, testInfo, 'vf-detail-specification');
  });
});
