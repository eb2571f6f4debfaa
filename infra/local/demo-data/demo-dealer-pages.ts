import type { S3Client } from '@aws-sdk/client-s3';
import { dealerSlugBase, defaultOpeningHours, type OpeningHours } from '#shared/dealer';
import { dealerLogoUrl } from '#shared/image-keys';
import type { Profile } from '#shared/profile';
import { directoryItem, slugItem } from '#lambdas/account/dealer/dealer-repo';
import { directoryEntryOf } from '#lambdas/account/dealer/dealer-page';
import { batchPutItems } from '#lambdas/platform/batch-write';
import type { Db } from '#lambdas/platform/db';
import { DEMO_LOGO_ID, uploadDealerLogo } from './dealer-logos';
import { Rng } from './random';
import type { DemoSeller } from './sellers';

/** Demo dealers an admin has verified, and when (a spread of dates in 2025). */
const VERIFIED: Readonly<Record<string, string>> = {
  'demo-dealer-01': '2025-02-14T10:00:00.000Z',
  'demo-dealer-02': '2025-03-03T11:30:00.000Z',
  'demo-dealer-03': '2025-05-20T09:15:00.000Z',
  'demo-dealer-05': '2025-07-08T14:00:00.000Z',
  'demo-dealer-07': '2025-09-12T16:45:00.000Z',
  'demo-dealer-09': '2025-10-01T08:30:00.000Z',
  'demo-dealer-11': '2025-11-18T13:20:00.000Z',
};

/** A demo dealer whose page an admin hid: its vans stay listed, without a dealer page. */
export const DEMO_HIDDEN_DEALER = 'demo-dealer-14';

/** Demo dealers without a logo: their page shows their initials. */
const WITHOUT_LOGO = ['demo-dealer-06', 'demo-dealer-12'];

const SPECIALITIES = [
  'panel vans, from city vans to high-roof long-wheelbase workhorses',
  'tippers, dropsides and Luton box vans for the building trades',
  'low-mileage ex-fleet vans with full service history',
  'crew cabs and double cabs for teams on the move',
  'electric and Euro 6 vans ready for clean air zones',
];

const PROMISES = [
  'Every van is HPI checked and comes with a fresh MOT.',
  'Part exchange welcome, and we can arrange finance.',
  'We prepare every van in our own workshop before it goes on sale.',
  'Nationwide delivery, or collect from any of our branches.',
];

function aboutOf(seller: DemoSeller, rng: Rng): string {
  const towns = seller.branches;
  const where =
    towns.length > 1
      ? `from ${towns.length} branches: ${towns.slice(0, -1).join(', ')} and ${towns[towns.length - 1]}`
      : `from our yard in ${towns[0]}`;
  const since = rng.int(1986, 2016);
  return [
    `${seller.full_name} has sold used vans ${where} since ${since}.`,
    `We specialise in ${rng.pick(SPECIALITIES)}.`,
    `${rng.pick(PROMISES)} ${rng.pick(PROMISES.filter((line) => line !== PROMISES[0]))}`,
  ].join('\n\n');
}

/** Usual trade hours with a dealer's own variation: some open Sundays, some close early Saturday. */
function hoursOf(rng: Rng): OpeningHours {
  const opens = rng.pick(['08:00', '08:30', '09:00']);
  const closes = rng.pick(['17:00', '17:30', '18:00']);
  const sunday = rng.chance(0.3);
  return defaultOpeningHours().map((day, index) => {
    if (index < 5) return { open: true, opens, closes };
    if (index === 5) return { open: true, opens, closes: rng.pick(['13:00', '16:00', '17:00']) };
    return sunday ? { open: true, opens: '10:00', closes: '16:00' } : day;
  });
}

/** A demo dealer's page fields on their profile: coherent with their name and branches. */
export function demoDealerPage(seller: DemoSeller): Partial<Profile> {
  const rng = new Rng('dealer-page', seller.id);
  return {
    about: aboutOf(seller, rng),
    opening_hours: hoursOf(rng),
    dealer_slug: dealerSlugBase(seller.full_name),
    logo_url: WITHOUT_LOGO.includes(seller.id) ? null : dealerLogoUrl(seller.id, DEMO_LOGO_ID),
    dealer_verified_at: VERIFIED[seller.id] ?? null,
    dealer_hidden: seller.id === DEMO_HIDDEN_DEALER,
  };
}

/**
 * The demo dealers' slugs, directory entries and logos, beside their profiles (which carry the
 * page's fields): what a dealer's first save and an admin's verify or hide would have written.
 */
export async function seedDemoDealerPages(
  deps: { db: Db; s3: S3Client; imagesBucket: string },
  profiles: readonly Profile[],
  now: Date,
): Promise<void> {
  const dealers = profiles.flatMap((profile) =>
    profile.dealer_slug ? [{ ...profile, dealer_slug: profile.dealer_slug }] : [],
  );
  await batchPutItems(
    deps.db,
    dealers.flatMap((profile) => [
      slugItem(profile.dealer_slug, profile.id, profile.created_at),
      directoryItem(directoryEntryOf(profile, now)),
    ]),
  );
  await Promise.all(
    dealers
      .filter((profile) => profile.logo_url)
      .map((profile) => uploadDealerLogo({ s3: deps.s3, bucket: deps.imagesBucket }, profile)),
  );
}
