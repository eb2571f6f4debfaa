import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from './support/account';
import { expectNoSeriousA11yViolations } from './support/axe';
import { useStoredSession } from './support/session';

// 'Enter your registration' (issue 31 §2) on the seeded stage: the demo plates answered by the
// local stage's DVLA and DVSA stand-ins through the real clients (docs/vehicle-data.md).

test.describe('registration lookup @both', () => {
  test('a seller enters a demo plate on Add Listing and sees the form filled', async ({ page }) => {
    await useStoredSession(page, DEMO_SELLER);
    await page.goto('/dashboard/add-listing');
    const plate = page.getByLabel('Enter your registration');
    await plate.fill('vy19 van');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Found VY19 VAN' })).toContainText(
      'Found VY19 VAN: 2019 Ford Transit Custom.',
    );
    await expect(page.getByLabel('Make')).toHaveValue('Ford');
    await expect(page.getByLabel('Model')).toHaveValue('Transit Custom');
    await expect(page.getByLabel('Year')).toHaveValue('2019');
    await expect(page.getByLabel('Engine Size (CC)')).toHaveValue('1995');
    await expect(page.getByLabel('Listing Title')).toHaveValue('2019 Ford Transit Custom');
    await expectNoSeriousA11yViolations(page);

    // Enter in the field looks up; it never submits the listing.
    await plate.fill('ZZ99 ZZZ');
    await plate.press('Enter');
    await expect(
      page.getByText(
        'We could not find that registration. Check it, or enter the details yourself.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/add-listing$/);
    await expect(page.getByText('Please upload at least 3 images')).toHaveCount(0);

    // A foreign plate is refused in the browser, and a car is flagged for the seller to check.
    await plate.fill('B-AB 1234');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('Enter a UK registration, like AB19 CDE')).toBeVisible();
    await plate.fill('CA20CAR');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(
      page.getByText('The DVLA records this vehicle as a car. Check it is a van before you go on.'),
    ).toBeVisible();
  });

  test('the valuation tool takes make, model and year from a plate, signed out', async ({
    page,
  }) => {
    await page.goto('/free-van-valuation');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByLabel('Enter your registration').fill('VY68LWB');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByLabel('Make')).toHaveValue('Mercedes-Benz');
    await expect(page.getByLabel('Model')).toHaveValue('Sprinter');
    await expect(page.getByLabel('Year')).toHaveValue('2018');
    // The DVLA down: the seller is told to type the details, nothing else changes.
    await page.getByLabel('Enter your registration').fill('ER19MNT');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(
      page.getByText(
        'The registration lookup is not available just now. Enter the details yourself, or try again later.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Make')).toHaveValue('Mercedes-Benz');
  });
});
