import { expect, test, type Locator, type Page } from '@playwright/test';
import { openFilters, searchFromApi, statusLine } from './support/search';
import { lookAt } from './support/shots';

// Price, mileage and year are each typed in two boxes and set with a two-thumb slider: the
// thumbs and the boxes always say the same (decision 035). An empty box is a thumb at its end
// of the scale, and a thumb taken to its end empties its box. Runs in the side panel (desktop);
// typing and dragging also in the drawer (phones).

type Range = {
  ends: readonly [string, string];
  /** The slider's scale and step. */
  scale: readonly [number, number];
  step: number;
};

const year = new Date().getFullYear();

/** The oldest model year among the live vans, from the API's own answer. */
async function oldestYearInStock(page: Page): Promise<number> {
  const first = await searchFromApi(page.request, { sort: 'year-desc' });
  const last = await searchFromApi(page.request, { sort: 'year-desc', page: first.pages });
  return last.items.at(-1)!.year;
}

async function ranges(page: Page): Promise<Range[]> {
  return [
    { ends: ['Min price', 'Max price'], scale: [0, 100_000], step: 1000 },
    { ends: ['Min mileage', 'Max mileage'], scale: [0, 250_000], step: 1000 },
    { ends: ['From year', 'To year'], scale: [await oldestYearInStock(page), year + 1], step: 1 },
  ];
}

/** Each box and its thumb agree: a number is the thumb's place (kept on the scale), none its end. */
async function expectInStep(panel: Locator, { ends, scale, step }: Range) {
  for (const [index, name] of ends.entries()) {
    const box = panel.getByLabel(name, { exact: true });
    const slider = panel.getByRole('slider', { name: `${name} slider`, exact: true });
    await expect(slider, name).toHaveAttribute('min', String(scale[0]));
    await expect(slider, name).toHaveAttribute('max', String(scale[1]));
    await expect(slider, name).toHaveAttribute('step', String(step));
    const typed = (await box.inputValue()).replace(/[£,\s]/g, '');
    if (typed === '') {
      await expect(slider, `${name}: empty box, thumb at its end`).toHaveValue(
        String(scale[index]),
      );
      await expect(slider, name).toHaveAttribute('aria-valuetext', index ? 'No max' : 'No min');
      await expect(box, name).toHaveAttribute('placeholder', index ? 'No max' : 'No min');
    } else {
      const place = Math.min(Math.max(Number(typed), scale[0]), scale[1]);
      await expect(slider, `${name}: ${typed} typed`).toHaveValue(String(place));
    }
  }
}

async function expectAllInStep(panel: Locator, all: Range[]) {
  for (const range of all) await expectInStep(panel, range);
}

test('with no filter every thumb sits at its end of the scale, the year scale spanning the stock', async ({
  page,
}, testInfo) => {
  await page.goto('/used-vans');
  const all = await ranges(page);
  const { panel } = await openFilters(page);
  await expectAllInStep(panel, all);
  // The year scale runs from the oldest van in stock to next year, and says so at its ends.
  const years = panel.getByRole('group', { name: 'Year' });
  await expect(years).toContainText(String(all[2]!.scale[0]));
  await expect(years).toContainText(String(year + 1));
  await lookAt(page, testInfo, 'buyer-sliders-at-rest');
});

test('typing, clearing and dragging keep the boxes and the thumbs together @both', async ({
  page,
}) => {
  await page.goto('/used-vans');
  const all = await ranges(page);
  const [price, mileage, years] = all as [Range, Range, Range];
  const controls = await openFilters(page);
  const { panel } = controls;

  // Typing moves the thumb; a number past the scale keeps the thumb at its end.
  await panel.getByLabel('Max mileage', { exact: true }).fill('120000');
  await panel.getByLabel('From year', { exact: true }).fill('2015');
  await panel.getByLabel('Min price', { exact: true }).fill('250000');
  await expectAllInStep(panel, all);
  await expect(panel.getByRole('slider', { name: 'Max mileage slider' })).toHaveValue('120000');
  await expect(panel.getByRole('slider', { name: 'From year slider' })).toHaveValue('2015');

  // Clearing a box takes its thumb back to the end.
  await panel.getByLabel('Max mileage', { exact: true }).fill('');
  await panel.getByLabel('Min price', { exact: true }).fill('');
  await expectInStep(panel, mileage);
  await expectInStep(panel, price);

  // Keys: a step in from the end sets a number; End takes it away again.
  const maxPrice = panel.getByRole('slider', { name: 'Max price slider' });
  await maxPrice.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByLabel('Max price', { exact: true })).toHaveValue('99000');
  await page.keyboard.press('End');
  await expect(panel.getByLabel('Max price', { exact: true })).toHaveValue('');
  const fromYear = panel.getByRole('slider', { name: 'From year slider' });
  await fromYear.focus();
  await page.keyboard.press('Home');
  await expect(panel.getByLabel('From year', { exact: true })).toHaveValue('');
  await expectAllInStep(panel, all);

  // The pointer: the top mileage thumb dragged to the middle of the track, then back.
  const slider = panel.getByRole('slider', { name: 'Max mileage slider' });
  await slider.scrollIntoViewIfNeeded();
  const track = (await slider.boundingBox())!;
  const y = track.y + track.height / 2;
  // The thumbs are 24 px wide: the top one's centre sits 12 px in from the right.
  await page.mouse.move(track.x + track.width - 12, y);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width / 2, y, { steps: 8 });
  await page.mouse.up();
  await expect(panel.getByLabel('Max mileage', { exact: true })).not.toHaveValue('');
  await expectInStep(panel, mileage);
  await page.mouse.move(track.x + track.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width + 40, y, { steps: 8 });
  await page.mouse.up();
  await expect(panel.getByLabel('Max mileage', { exact: true })).toHaveValue('');
  await expectInStep(panel, mileage);
  await expectInStep(panel, years);
});

test('filters from the URL place the thumbs; Clear all filters takes them to the ends', async ({
  page,
}, testInfo) => {
  await page.goto('/used-vans?minPrice=5000&maxMileage=80000&minYear=2015&maxYear=2020');
  const all = await ranges(page);
  let controls = await openFilters(page);
  await expect(controls.panel.getByRole('slider', { name: 'Min price slider' })).toHaveValue(
    '5000',
  );
  await expect(controls.panel.getByRole('slider', { name: 'Max mileage slider' })).toHaveValue(
    '80000',
  );
  await expect(controls.panel.getByRole('slider', { name: 'To year slider' })).toHaveValue('2020');
  await expectAllInStep(controls.panel, all);
  await lookAt(page, testInfo, 'buyer-sliders-from-url');

  await page.getByRole('button', { name: 'Clear all filters', exact: true }).click();
  await expect(page).toHaveURL('/used-vans');
  await expect(statusLine(page)).toHaveText(/vans? found/);
  if (controls.isDrawer) controls = await openFilters(page);
  for (const range of all) {
    for (const name of range.ends) {
      await expect(controls.panel.getByLabel(name, { exact: true })).toHaveValue('');
    }
  }
  await expectAllInStep(controls.panel, all);
});
