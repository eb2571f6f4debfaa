import type { S3Client } from '@aws-sdk/client-s3';
import { isLive, type Listing } from '#shared/listing';
import type { Db } from '#lambdas/platform/db';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import {
  setListingTallies,
  talliesOf,
  type ListingTally,
} from '#lambdas/listing/listing-state-repo';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { BoundedRunner } from '../concurrency';
import { demoListings, imageModeFor } from './generate-listings';
import { PhotoRenderer } from './van-renderer/render-cache';
import type { DemoListing } from './listing-factory';
import type { DemoPayments } from './boost-payments';
import { planDemoData } from './plan';
import { demoMotInputOf, seedMotHistories } from './seed-mot-histories';
import type { DemoMotInput } from './demo-mot-history';
import { seedDemoPayments } from './seed-payments';
import { demoReportTargets, seedDemoReports } from './seed-reports';
import { demoSellerProfiles } from './seller-profiles';
import { seedDemoDealerPages } from './demo-dealer-pages';
import { DEMO_BUYER } from './demo-buyer';
import {
  firstBandedVan,
  SAVED_FROM_DEALERS,
  seedDemoSavedVans,
  type MarketVan,
} from './demo-saved-vans';
import { PhotoUploader } from './upload-photos';
import type { ImageMode } from './photos';
import { DEMO_FIGURES_SELLER_ID, seedDemoPerformance } from './demo-performance';

export type SeedDeps = { db: Db; s3: S3Client; imagesBucket: string };

export type SeedOptions = {
  /** Live listings (approved and active); about 5% sold, pending and rejected come on top. */
  count: number;
  seed: number;
  /** Per-listing or shared (stock) photos; by default as imageModeFor(count) decides. */
  imageMode?: ImageMode;
  /** Called after each batch is stored, with listings done and the total (count + extras). */
  onProgress?: (done: number, total: number) => void;
  now?: Date;
};

export type SeedResult = {
  /** Listings written: count plus the sold, pending and rejected extras. */
  listings: number;
  /** Image objects written to the bucket (every width counts). */
  images: number;
  /** What the local DVSA stand-in needs to answer each demo plate (demo-mot-vehicles.ts). */
  motVehicles: DemoMotInput[];
};

const BATCH_SIZE = 25;
const BATCHES_IN_FLIGHT = 8;
const UPLOADS_IN_FLIGHT = 16;

/**
 * Fills an empty stage with believable vans: deterministic for a seed, so every machine gets
 * the same demo. Writing the same seed again overwrites the same listings.
 *
 * Photos: up to 1,000 listings each listing gets its own objects under the keys the upload
 * pipeline uses (images/listings/{id}/{imageId}/{width}.webp). Above that, copying the same
 * drawing thousands of times only costs time, so each distinct rendering is stored once under
 * images/stock/{view}-{colour}-{class}/{width}.webp and the listings' image_urls point there.
 */
function marketVan(listing: Listing): MarketVan {
  const { id, user_id, make_slug, model_slug, year, mileage } = listing;
  return { id, user_id, make_slug, model_slug, year, mileage };
}

export async function seedDemoData(deps: SeedDeps, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const plan = planDemoData(options.count, options.seed);
  const mode = options.imageMode ?? imageModeFor(options.count);
  const uploads = new BoundedRunner(UPLOADS_IN_FLIGHT);
  const photos = new PhotoUploader({
    s3: deps.s3,
    bucket: deps.imagesBucket,
    renderer: new PhotoRenderer(),
    uploads,
    mode,
  });
  // Shared stock photos are few and would only hold the first batches back, so in stock mode
  // the table is written while they upload; a listing's own photos are stored before it is.
  const stock = new BoundedRunner(Number.MAX_SAFE_INTEGER);
  const batches = new BoundedRunner(BATCHES_IN_FLIGHT);
  let done = 0;
  // My Listings' tab counts of every demo seller, set once every listing is written.
  const tallies = new Map<string, ListingTally>();
  const motVehicles: DemoMotInput[] = [];
  // The boosts' payments, numbered in the order they were paid once every one is known.
  const boostPayments: DemoPayments[] = [];
  // The listings the demo's buyers reported, kept as they are written for their reports.
  const reportTargets = demoReportTargets(plan, options.seed);
  const reported = { hidden: new Map<string, Listing>(), open: new Map<string, Listing>() };
  // What the demo buyer's saved list needs of the live stock: which dealer vans have a band.
  const market: MarketVan[] = [];
  // The demo seller's listings, for their figures over time (decision 073).
  const figuresOf: Listing[] = [];
  // The sellers' profiles first (two batch writes): every listing's seller card then has one.
  const profiles = demoSellerProfiles();
  await putProfilesBatch(deps.db, profiles);
  // Every demo dealer's page: slug, directory entry and logo (decision 069).
  await seedDemoDealerPages(deps, profiles, now);

  const store = (batch: DemoListing[]) =>
    batches.submit(async () => {
      const uploaded = () =>
        Promise.all(batch.map((item) => photos.uploadListingPhotos(item.listing.id, item.photos)));
      if (mode === 'per-listing') await uploaded();
      else await stock.submit(uploaded);
      const listings: Listing[] = batch.map((item) => item.listing);
      await seedMotHistories(deps.db, listings, now);
      await putListingsBatch(deps.db, listings);
      for (const listing of listings) {
        const mot = demoMotInputOf(listing);
        if (mot) motVehicles.push(mot);
      }
      for (const item of batch) if (item.payments) boostPayments.push(item.payments);
      for (const listing of listings) {
        if (isLive(listing)) market.push(marketVan(listing));
        if (listing.user_id === DEMO_FIGURES_SELLER_ID) figuresOf.push(listing);
        if (reportTargets.hidden.includes(listing.id)) reported.hidden.set(listing.id, listing);
        if (reportTargets.open.includes(listing.id)) reported.open.set(listing.id, listing);
      }
      for (const [userId, tally] of talliesOf(listings)) {
        const sum = tallies.get(userId) ?? { active: 0, sold: 0 };
        tallies.set(userId, { active: sum.active + tally.active, sold: sum.sold + tally.sold });
      }
      done += batch.length;
      options.onProgress?.(done, plan.total);
    });

  try {
    let batch: DemoListing[] = [];
    for (const item of demoListings(plan, { seed: options.seed, now, imageMode: mode })) {
      batch.push(item);
      if (batch.length === BATCH_SIZE) {
        await store(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await store(batch);
    await batches.drain();
    await stock.drain();
    await setListingTallies(deps.db, tallies);
    await seedDemoPerformance(deps.db, figuresOf, now);
    await seedDemoPayments(deps.db, boostPayments, now);
    await seedDemoReports(
      deps.db,
      {
        hidden: reportTargets.hidden.flatMap((id) => reported.hidden.get(id) ?? []),
        open: reportTargets.open.flatMap((id) => reported.open.get(id) ?? []),
      },
      now,
    );
    // Before the demo accounts' own call (which then finds them): a saved van with a band.
    const banded = firstBandedVan(market, SAVED_FROM_DEALERS);
    await seedDemoSavedVans(deps.db, DEMO_BUYER.id, now, banded ? [banded] : []);
  } finally {
    // On failure, let uploads already started finish before the caller stops the emulators.
    await Promise.allSettled([batches.drain(), stock.drain(), uploads.drain()]);
  }
  return { listings: plan.total, images: photos.objectsWritten, motVehicles };
}
