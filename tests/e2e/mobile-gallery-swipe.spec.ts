import { expect, test } from '@playwright/test';
import { liveListing, photoViewer, swipe } from './support/listing';

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
