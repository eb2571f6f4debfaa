import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { liveListing, photoViewer } from './support/listing';

/** The zoom the viewer's photo is drawn at, from its transform ('scale(2)'). */
async function photoScale(viewer: Locator): Promise<number> {
  const transform = await viewer
    .getByTestId('viewer-stage')
    .locator('img')
    .evaluate((image) => image.style.transform);
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? '1');
}

async function isTouchDevice(page: Page): Promise<boolean> {
  return page.evaluate(() => window.matchMedia('(pointer: coarse)').matches);
}

async function openViewer(page: Page) {
  await page
    .getByRole('region', { name: 'Photos' })
    .getByRole('button', { name: /^View full screen: / })
    .click();
  const viewer = photoViewer(page);
  await expect(viewer).toBeVisible();
  return viewer;
}

test("the viewer's controls are all inside the screen @both", async ({ page, request }) => {
  const detail = await liveListing(request);
  await page.goto(detail.path);
  const viewer = await openViewer(page);
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  }));

  for (const name of [
    'Previous photo',
    'Next photo',
    'Zoom in',
    'Zoom out',
    'Close full-screen photos',
  ]) {
    const box = (await viewer.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    expect(box.y + box.height, name).toBeLessThanOrEqual(height);
  }
  if (width >= 768) {
    // Beside the photo, not over it.
    const photo = (await viewer.getByTestId('viewer-stage').locator('img').boundingBox())!;
    const previous = (await viewer.getByRole('button', { name: 'Previous photo' }).boundingBox())!;
    const next = (await viewer.getByRole('button', { name: 'Next photo' }).boundingBox())!;
    expect(previous.x + previous.width).toBeLessThanOrEqual(photo.x + 1);
    expect(next.x).toBeGreaterThanOrEqual(photo.x + photo.width - 1);
  }
  await expectNoSeriousA11yViolations(page);
});

test('the viewer has a strip of thumbnails', async ({ page, request }) => {
  const detail = await liveListing(request);
  const count = detail.listing.image_urls.length;
  await page.goto(detail.path);
  const viewer = await openViewer(page);

  const thumbnails = viewer.getByRole('list', { name: 'Thumbnails' }).getByRole('button');
  await expect(thumbnails).toHaveCount(count);
  await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
  await viewer.getByRole('button', { name: `Show image 3 of ${count}` }).click();
  await expect(viewer.getByText(`Image 3 of ${count}`, { exact: true })).toBeVisible();
  await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');

  // Closing leaves the page at the photo last seen, and focus back on it.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  const opener = page.getByRole('button', { name: /^View full screen: / });
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAccessibleName(new RegExp(`image 3 of ${count}$`));
});

test('the viewer zooms by its buttons, the keyboard and a double click or tap @both', async ({
  page,
  request,
}) => {
  const detail = await liveListing(request);
  await page.goto(detail.path);
  const viewer = await openViewer(page);
  const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
  const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

  await zoomIn.click();
  await expect(viewer).toContainText('200%');
  await expect.poll(() => photoScale(viewer)).toBe(2);
  await zoomIn.click();
  await expect.poll(() => photoScale(viewer)).toBe(3);
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await zoomOut.click();
  await zoomOut.click();
  await expect.poll(() => photoScale(viewer)).toBe(1);
  await expect(viewer).toContainText('100%');

  await page.keyboard.press('+');
  await expect.poll(() => photoScale(viewer)).toBe(2);
  // Turning the photo fits the next one to the screen.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => photoScale(viewer)).toBe(1);
  await page.keyboard.press('+');
  await page.keyboard.press('-');
  await expect.poll(() => photoScale(viewer)).toBe(1);

  const stage = viewer.getByTestId('viewer-stage');
  const box = (await stage.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (await isTouchDevice(page)) {
    await page.touchscreen.tap(centre.x, centre.y);
    await page.touchscreen.tap(centre.x, centre.y);
    await expect.poll(() => photoScale(viewer)).toBe(2);
    await page.touchscreen.tap(centre.x, centre.y);
    await page.touchscreen.tap(centre.x, centre.y);
    await expect.poll(() => photoScale(viewer)).toBe(1);
  } else {
    await page.mouse.dblclick(centre.x, centre.y);
    await expect.poll(() => photoScale(viewer)).toBe(2);
    // A zoomed photo follows the mouse when dragged.
    const image = stage.locator('img');
    const before = await image.evaluate((element) => element.style.transform);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x - 120, centre.y - 60, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => image.evaluate((element) => element.style.transform)).not.toBe(before);
    await page.mouse.dblclick(centre.x, centre.y);
    await expect.poll(() => photoScale(viewer)).toBe(1);
  }
  await expectNoSeriousA11yViolations(page);
});

test("the viewer's hint fits the device: no arrow keys on touch, no swiping with a mouse @both", async ({
  page,
  request,
}) => {
  const detail = await liveListing(request);
  await page.goto(detail.path);
  const viewer = await openViewer(page);
  const hint = viewer.getByTestId('viewer-hint');
  if (await isTouchDevice(page)) {
    await expect(hint).toContainText('Swipe');
    await expect(hint).not.toContainText(/arrow keys|click/i);
  } else {
    await expect(hint).toContainText('arrow keys');
    await expect(hint).not.toContainText(/swipe|tap/i);
  }
});

test('the page shows thumbnails from 640 px and dots on phones @both', async ({
  page,
  request,
}) => {
  const detail = await liveListing(request);
  const count = detail.listing.image_urls.length;
  await page.goto(detail.path);
  const photos = page.getByRole('region', { name: 'Photos' });
  const opener = photos.getByRole('button', { name: /^View full screen: / });
  const thumbnails = photos.getByRole('list', { name: 'Thumbnails' });
  const dots = photos.getByTestId('photo-dots');

  if (page.viewportSize()!.width >= 640) {
    await expect(thumbnails.getByRole('button')).toHaveCount(count);
    await expect(dots).toBeHidden();
    await thumbnails.getByRole('button', { name: `Show image 2 of ${count}` }).click();
    await expect(opener).toHaveAccessibleName(new RegExp(`image 2 of ${count}$`));
    // The arrows on the photo turn it too, wrapping at the start.
    await photos.getByRole('button', { name: 'Previous photo' }).click();
    await photos.getByRole('button', { name: 'Previous photo' }).click();
    await expect(opener).toHaveAccessibleName(new RegExp(`image ${count} of ${count}$`));
  } else {
    await expect(thumbnails).toBeHidden();
    await expect(dots.locator('span')).toHaveCount(count);
    await expect(dots.locator('[data-current]')).toHaveCount(1);
    await photos.getByRole('button', { name: 'Next photo' }).click();
    await expect(dots.locator('span').nth(1)).toHaveAttribute('data-current', 'true');
    await expect(opener).toHaveAccessibleName(new RegExp(`image 2 of ${count}$`));
  }
  await expectNoSeriousA11yViolations(page);
});
