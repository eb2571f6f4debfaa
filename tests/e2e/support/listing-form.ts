import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Three real JPEGs of different colours, written once per worker. */
export async function photoFiles(name: string): Promise<string[]> {
  const dir = join(process.cwd(), '.test-output', 'photos', name);
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    [0, 1, 2].map(async (i) => {
      const file = join(dir, `van-${i}.jpg`);
      await sharp({
        create: {
          width: 1200,
          height: 900,
          channels: 3,
          background: { r: 30 + i * 80, g: 90, b: 170 - i * 40 },
        },
      })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
}

/** Fills the seller's listing form (a 2021 Ford Transit Custom in Manchester) with these photos. */
export async function fillListingForm(page: Page, title: string, photos: string[]) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Listing Title').fill(title);
  await expect(field('Model')).toBeDisabled();
  await field('Make').selectOption('Ford');
  await field('Model').selectOption('Transit Custom');
  await field('Year').fill('2021');
  await field('Engine Size (CC)').fill('1995');
  await field('Mileage').fill('38,000');
  await field('Condition').selectOption({ label: 'Used' });
  await field('Fuel Type').selectOption({ label: 'Diesel' });
  await field('Transmission').selectOption({ label: 'Manual' });
  await field('Body Type').selectOption({ label: 'Panel Van' });
  await field('Colour').selectOption('Silver');
  // Diesel from 2016 meets ULEZ: the switch follows the rule until the seller touches it.
  await expect(page.getByRole('switch', { name: 'ULEZ Compliant' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await field('Price (£)').fill('18995');
  await field('Postcode').fill('m19ab');
  await field('Location').fill('Manchester');
  await field('Description').fill('Short');
  await expect(page.getByText(/more characters needed|5 \/ 10,000/).first()).toBeVisible();
  await field('Description').fill(
    'One owner from new, full Ford service history, ply lined with racking, tow bar and two keys.',
  );
  if (photos.length === 0) return;
  await addPhotos(page, photos);
  await expect(page.getByText('Ready', { exact: true })).toHaveCount(photos.length, {
    timeout: 30_000,
  });
}

/** Adds photos as a seller does: Choose photos opens the file picker, which is given the files. */
export async function addPhotos(page: Page, photos: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles(photos);
}
