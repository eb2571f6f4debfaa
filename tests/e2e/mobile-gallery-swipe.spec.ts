import { expect, test } from '@playwright/test';
import { liveListing, photoViewer, swipe } from './support/listing';
import { waitForHydration } from './support/ssr';

// A mobile-* file: only the mobile project (touch input, 390 px) runs it.
test('a swipe of 50 px or more turns the photos on a touch screen', async ({ page, request }) => {
  const detail = await liveListing(request);
  const count = detail.listing.image_urls.length;
  await page.goto(detail.path);
  await page.getByRole('button', { name: /^View full screen: / }).click();
  const viewer = photoViewer(page);
  await expect(viewer).toContainText(`Image 1 of ${count}`);

  const box = (await viewer.getByTestId('viewer-stage').boundingBox())!;
  const y = box.y + box.height / 2;
  const centre = box.x + box.width / 2;
  await swipe(page, centre + 60, centre - 60, y);
  await expect(viewer).toContainText(`Image 2 of ${count}`);
  await swipe(page, centre - 60, centre + 60, y);
  await swipe(page, centre - 60, centre + 60, y);
  await expect(viewer).toContainText(`Image ${count} of ${count}`);
  // Shorter than the threshold: nothing happens.
  await swipe(page, centre + 20, centre - 20, y);
  await expect(viewer).toContainText(`Image ${count} of ${count}`);
});

test('the main photo swipes on a phone, with dots for where it is', async ({ page, request }) => {
  const detail = await liveListing(request);
  const count = detail.listing.image_urls.length;
  await page.goto(detail.path);
  // The gallery's swipe is React's: a swipe before the app has taken the page over is not seen.
  await waitForHydration(page);
  const photos = page.getByRole('region', { name: 'Photos' });
  const opener = photos.getByRole('button', { name: /^View full screen: / });
  const dots = photos.getByTestId('photo-dots').locator('span');
  await expect(dots).toHaveCount(count);
  await expect(dots.first()).toHaveAttribute('data-current', 'true');

  const box = (await photos.getByTestId('main-photo').boundingBox())!;
  const y = box.y + box.height / 2;
  const centre = box.x + box.width / 2;
  await swipe(page, centre + 80, centre - 80, y);
  await expect(opener).toHaveAccessibleName(new RegExp(`image 2 of ${count}$`));
  await expect(dots.nth(1)).toHaveAttribute('data-current', 'true');
  // Back past the first photo: round to the last.
  await swipe(page, centre - 80, centre + 80, y);
  await swipe(page, centre - 80, centre + 80, y);
  await expect(opener).toHaveAccessibleName(new RegExp(`image ${count} of ${count}$`));
  await expect(dots.nth(count - 1)).toHaveAttribute('data-current', 'true');
  // A swipe is not a tap: the viewer stayed shut.
  await expect(photoViewer(page)).toBeHidden();
  // Shorter than the threshold: nothing happens.
  await swipe(page, centre + 20, centre - 20, y);
  await expect(opener).toHaveAccessibleName(new RegExp(`image ${count} of ${count}$`));
  // A tap still opens the viewer, at the photo shown.
  await opener.tap();
  await expect(photoViewer(page)).toContainText(`Image ${count} of ${count}`);
});
