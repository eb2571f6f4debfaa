import { expect, test, type APIRequestContext } from '@playwright/test';
import { isDemoClocked } from '#infra/local/demo-data/demo-mot-history';
import { demoListingId } from '#infra/local/demo-data/listing-factory';
import { planDemoData } from '#infra/local/demo-data/plan';
import { formatMileage } from '#shared/format';
import type { LiveListingDetail } from '#shared/listing-detail';
import { ukDateText } from '#shared/uk-date';
import { expectNoSeriousA11yViolations } from './support/axe';
import { detailFromApi } from './support/listing';
import { SEED_COUNT, SEED_VALUE } from './support/stage';

/**
 * A live demo van whose stored MOT history passes `accept`: the seed is deterministic, so its
 * plan says which listings are live, and isDemoClocked which of them read as clocked.
 */
async function demoVanWithHistory(
  request: APIRequestContext,
  clocked: boolean,
  accept: (detail: LiveListingDetail) => boolean,
): Promise<LiveListingDetail> {
  const plan = planDemoData(SEED_COUNT, SEED_VALUE);
  for (const [index, role] of plan.roles.entries()) {
    const id = demoListingId(SEED_VALUE, index);
    if (role !== 'live' || isDemoClocked(id) !== clocked) continue;
    const detail = await detailFromApi(request, id);
    if (detail.availability === 'live' && detail.mot_history && accept(detail)) return detail;
  }
  throw new Error(`No live demo van with a ${clocked ? 'clocked' : 'consistent'} MOT history`);
}

test('a buyer reads the MOT history and its mileage chart on a demo advert', async ({
  page,
  request,
}) => {
  const detail = await demoVanWithHistory(
    request,
    false,
    (d) => (d.mot_history?.tests.length ?? 0) >= 3 && d.mot_history?.check.kind === 'consistent',
  );
  const history = detail.mot_history!;
  await page.goto(detail.path);

  const section = page.getByRole('region', { name: 'MOT history' });
  await expect(section).toBeVisible();
  if (history.check.kind !== 'consistent') throw new Error('chosen as consistent');
  await expect(section.getByTestId('mot-mileage-consistent')).toContainText(
    `Mileage consistent with MOT records: the last reading was ${formatMileage(history.check.last_reading)} on ${ukDateText(history.check.last_reading_date)}.`,
  );
  await expect(section.getByTestId('mot-mileage-warning')).toHaveCount(0);

  // The chart: an image named by its title and described in words.
  const chart = section.getByRole('img', { name: /^Mileage at each MOT test/ });
  await expect(chart).toBeVisible();
  const newest = history.tests[0]!;
  await expect(chart).toHaveAccessibleName(/Advertised: [\d,]+ miles\.$/);
  await expect(chart.locator('circle')).toHaveCount(
    history.tests.filter((t) => t.mileage !== null).length,
  );

  // Each test, newest first: UK date, result and mileage.
  const tests = section.getByTestId('mot-test');
  await expect(tests.first()).toContainText(ukDateText(newest.date));
  await expect(tests.first()).toContainText(newest.result === 'pass' ? 'Pass' : 'Fail');
  if (newest.mileage !== null)
    await expect(tests.first()).toContainText(formatMileage(newest.mileage));
  await expect(tests).toHaveCount(Math.min(history.tests.length, 5));

  await expectNoSeriousA11yViolations(page);
});

test('a buyer is warned on a demo advert whose mileage is below its MOT record', async ({
  page,
  request,
}) => {
  const detail = await demoVanWithHistory(
    request,
    true,
    (d) => d.mot_history?.check.kind === 'below_recorded',
  );
  const check = detail.mot_history!.check;
  if (check.kind !== 'below_recorded') throw new Error('chosen as clocked');
  await page.goto(detail.path);

  const warning = page
    .getByRole('region', { name: 'MOT history' })
    .getByTestId('mot-mileage-warning');
  await expect(warning).toContainText('Advertised mileage is below the MOT record');
  await expect(warning).toContainText(
    `This advert gives ${formatMileage(detail.listing.mileage)}, but the MOT test on ${ukDateText(check.last_reading_date)} recorded ${formatMileage(check.last_reading)}.`,
  );
  await expect(page.getByTestId('mot-mileage-consistent')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
