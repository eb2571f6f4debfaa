import type { ServiceHistory } from '#shared/catalogue';
import { listingSchema, type Listing } from '#shared/listing';
import { slugify } from '#shared/slug';
import { isUlezCompliant } from '#shared/ulez';
import { demoVanSpecs, ownersToldBy } from './demo-van-specs';
import { demoLiveUntil } from './demo-expiry';
import { writeDescription } from './description';
import { pickFeatures } from './features';
import { locationIn, pickTown, townByName, type DemoLocation } from './places/locations';
import { demoBoostPayments, demoBoostPurchase, type DemoPayments } from './boost-payments';
import type { BoostPlan, ListingRole } from './plan';
import {
  LISTING_IMAGE_WIDTH,
  photoObjectKey,
  planPhotos,
  type ImageMode,
  type PhotoSpec,
} from './photos';
import { demoAskingPrice } from './pricing';
import { hashId, Rng } from './random';
import { demoSellerTitle } from './seller-title';
import { DEMO_DEALERS, DEMO_PRIVATE_SELLERS, type DemoSeller } from './sellers';
import { pickVehicle, type DemoVehicle } from './vehicle';

export type DemoListing = {
  listing: Listing;
  photos: PhotoSpec[];
  /** A boosted listing's payments and boost record: every demo boost was bought. */
  payments?: DemoPayments;
};

export type ListingInput = {
  seed: number;
  index: number;
  role: ListingRole;
  boost: BoostPlan | undefined;
  now: Date;
  imageMode: ImageMode;
};

const DAY_MS = 24 * 3600 * 1000;

/** Deterministic, URL-safe, 16 characters: the same seed and index always give the same id. */
export function demoListingId(seed: number, index: number): string {
  return hashId(16, 'listing', seed, index);
}

/** 'Northern Van Centre' -> 'NVC': the start of a demo dealer's stock references. */
function dealerInitials(name: string): string {
  return name
    .split(/[\s&]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The cut that brought a demo van to its price: about 5 %, in £250s, a week after listing (or
 * at its last change, when that came sooner).
 */
function demoPriceCut(price: number, created: string, updated: string, boughtAt?: number) {
  const cut = Math.max(250, Math.round((price * 0.05) / 250) * 250);
  const at = Math.min(boughtAt ?? Date.parse(created) + 7 * DAY_MS, Date.parse(updated));
  return { at: iso(at), from: price + cut, to: price };
}

/**
 * Which dealer vans were cut once (decisions 071, 077): by index alone, so a van is the same
 * whatever the count; one in seven, and one in four more as dealers shift stock.
 */
const cutByDealer = (index: number) => index % 7 === 3 || index % 4 === 1;

/** One listing, from its own random stream: it depends on the seed and index, never on count. */
export function buildListing(input: ListingInput): DemoListing {
  const { now, role } = input;
  const id = demoListingId(input.seed, input.index);
  const rng = new Rng('listing', input.seed, input.index);

  // Drafts are the demo dealer's CSV imports still short of photos, so the demo seller has some;
  // the listing buyers' reports hide is theirs too, so the demo seller sees it held for review.
  const draft = role === 'draft';
  const ownedByDemoDealer = draft || role === 'reported' || role === 'ending' || role === 'ended';
  const sellerType = ownedByDemoDealer || rng.chance(0.55) ? 'trade_dealer' : 'private_seller';
  const seller = ownedByDemoDealer
    ? DEMO_DEALERS[0]!
    : sellerType === 'trade_dealer'
      ? rng.weighted(DEMO_DEALERS.map((dealer) => [dealer, dealer.weight] as const))
      : rng.pick(DEMO_PRIVATE_SELLERS);
  const vehicle = pickVehicle(rng, now, sellerType === 'trade_dealer');
  const place = sellerPlace(rng, seller);

  // A private sale has no VAT (shared/vat.ts). The draw is kept so every later field of the
  // listing's stream stays as it was.
  const vatDraw = rng.chance(sellerType === 'trade_dealer' ? 0.72 : 0.03);
  const includesVat = sellerType === 'trade_dealer' && vatDraw;
  const negotiable = rng.chance(sellerType === 'trade_dealer' ? 0.2 : 0.55);
  const serviceHistory = pickServiceHistory(rng, vehicle);
  const motExpiry = pickMotExpiry(rng, vehicle, now);
  const v5c = vehicle.condition === 'new' ? false : rng.chance(0.95);
  const hpiClear = rng.chance(0.94);
  const features = pickFeatures(rng, vehicle);
  const description = writeDescription(rng, {
    vehicle,
    features,
    sellerType,
    sellerName: seller.full_name,
    town: place.town,
    serviceHistory,
    motExpiry,
    includesVat,
    negotiable,
    v5c,
    hpiClear,
  });
  // A stream of its own, so a change to the price model leaves every other field as it was.
  const price = demoAskingPrice(
    new Rng('listing-price', input.seed, input.index),
    vehicle,
    {
      make: vehicle.spec.make,
      model: vehicle.spec.model,
      year: vehicle.year,
      mileage: vehicle.mileage,
      condition: vehicle.condition,
      service_history: serviceHistory,
      description,
    },
    sellerType,
    now,
  );
  const purchase = input.boost ? demoBoostPurchase(input.boost, now) : undefined;
  const times = listingTimes(rng, role, input.boost, now, purchase?.paidAt);
  const liveUntil = demoLiveUntil({ id, role, created: times.created, now });
  // Dealers photograph more than private sellers; both stay within the site's 3 to 10. A draft
  // has fewer than 3 (some of its import's photo addresses failed, or it had none).
  const photoCount = draft
    ? rng.pick([0, 1, 2] as const)
    : sellerType === 'trade_dealer'
      ? rng.weighted([
          [5, 2],
          [6, 3],
          [7, 3],
          [8, 2],
          [9, 1],
          [10, 1],
        ] as const)
      : rng.weighted([
          [3, 3],
          [4, 4],
          [5, 3],
          [6, 2],
          [7, 1],
          [8, 0.5],
        ] as const);
  const photos = planPhotos(rng, id, {
    count: photoCount,
    colour: vehicle.colour,
    sizeClass: vehicle.sizeClass,
  });

  // A stream of its own: the specification leaves every earlier field as it was.
  const specs = demoVanSpecs(new Rng('listing-specs', input.seed, input.index), vehicle);
  const listing: Listing = {
    id,
    user_id: seller.id,
    title: demoSellerTitle(new Rng('listing-title', input.seed, input.index), {
      vehicle,
      sellerType,
      description,
      serviceHistory,
      features,
      motExpiry,
      now,
    }),
    make: vehicle.spec.make,
    model: vehicle.spec.model,
    year: vehicle.year,
    price,
    price_includes_vat: includesVat,
    price_negotiable: negotiable,
    mileage: vehicle.mileage,
    fuel_type: vehicle.fuel,
    transmission: vehicle.transmission,
    condition: vehicle.condition,
    body_type: vehicle.body,
    engine_size_cc: vehicle.engine.cc,
    // Most sellers leave it unset and the site derives it; some state it.
    ulez_compliant: rng.chance(0.4) ? isUlezCompliant(vehicle.fuel, vehicle.year) : null,
    description,
    features,
    image_urls: photos.map(
      (photo) => `/${photoObjectKey(id, photo, LISTING_IMAGE_WIDTH, input.imageMode)}`,
    ),
    location: place.location,
    postcode: place.postcode,
    seller_type: sellerType,
    status: role === 'sold' ? 'sold' : 'active',
    approval_status:
      role === 'pending' || role === 'rejected' || role === 'draft' ? role : 'approved',
    homepage_featured: input.boost?.homepage ?? false,
    search_featured: input.boost?.search ?? false,
    boost_expires: purchase ? iso(purchase.end) : null,
    ...(role === 'reported' ? { reports_hidden: true } : {}),
    ...(liveUntil ? { live_until: liveUntil } : {}),
    // Each type's own end and the Top of Search purchase, as a paid boost leaves them.
    ...(purchase && input.boost?.search
      ? { search_featured_until: iso(purchase.end), search_boosted_at: iso(purchase.paidAt) }
      : {}),
    ...(purchase && input.boost?.homepage ? { homepage_featured_until: iso(purchase.end) } : {}),
    mot_expiry_date: motExpiry,
    service_history: serviceHistory,
    v5c_logbook_available: v5c,
    hpi_clear: hpiClear,
    views: times.views,
    created_at: times.created,
    updated_at: times.updated,
    latitude: place.latitude,
    longitude: place.longitude,
    geohash: place.geohash,
    make_slug: slugify(vehicle.spec.make),
    model_slug: slugify(vehicle.spec.model),
    location_slug: place.location_slug,
    colour: vehicle.colour,
    ...specs,
    previous_owners: ownersToldBy(description, sellerType, specs.previous_owners),
    // A dealer's own id for the van (decision 071): their initials and the listing's number,
    // one per listing of a seed. Drawn from no random stream, so every other field stays.
    // Cut by about 5 % a week after listing, or the day its boost was bought, as dealers cut
    // and boost together: so recent cuts show 'Price reduced' on the home page (decision 077).
    ...(sellerType === 'trade_dealer' && cutByDealer(input.index)
      ? { price_changes: [demoPriceCut(price, times.created, times.updated, purchase?.paidAt)] }
      : {}),
    stock_reference:
      sellerType === 'trade_dealer'
        ? `${dealerInitials(seller.full_name)}-${1000 + input.index}`
        : null,
  };
  const parsed = listingSchema.parse(listing);
  return {
    listing: parsed,
    photos,
    ...(input.boost && purchase
      ? { payments: demoBoostPayments(parsed, input.boost, purchase, input.seed, input.index) }
      : {}),
  };
}

/**
 * Dealers sell from their branches, each at one fixed yard (same postcode whatever the seed);
 * private sellers are anywhere in the country.
 */
function sellerPlace(rng: Rng, seller: DemoSeller): DemoLocation {
  if (seller.seller_type === 'trade_dealer') {
    const branch = rng.pick(seller.branches);
    return locationIn(townByName(branch), new Rng('dealer-yard', seller.id, branch));
  }
  return locationIn(pickTown(rng), rng);
}

function pickServiceHistory(rng: Rng, vehicle: DemoVehicle): ServiceHistory | null {
  if (vehicle.condition === 'new') return 'full';
  const old = vehicle.ageYears > 12;
  return rng.weighted<ServiceHistory | null>([
    ['full', old ? 25 : 52],
    ['partial', old ? 45 : 31],
    ['none', old ? 25 : 12],
    [null, 5],
  ]);
}

/** Vans need a first MOT at three years; most adverts have months left, a few have run out. */
function pickMotExpiry(rng: Rng, vehicle: DemoVehicle, now: Date): string | null {
  const firstDue = new Date(vehicle.registered);
  firstDue.setUTCFullYear(firstDue.getUTCFullYear() + 3);
  if (firstDue.getTime() > now.getTime()) return isoDate(firstDue.getTime());
  // Over 40 years old: exempt from the MOT, though some owners test anyway.
  if (vehicle.ageYears > 40 && rng.chance(0.6)) return null;
  const roll = rng.next();
  if (roll < 0.05) return null;
  if (roll < 0.09) return isoDate(now.getTime() - rng.range(1, 60) * DAY_MS);
  return isoDate(now.getTime() + rng.range(14, 364) * DAY_MS);
}

function listingTimes(
  rng: Rng,
  role: ListingRole,
  boost: BoostPlan | undefined,
  now: Date,
  /** A boosted listing existed before its boost was bought, and changed with it. */
  boughtAt?: number,
) {
  const t = now.getTime();
  const ago = (minDays: number, maxDays: number) => t - rng.range(minDays, maxDays) * DAY_MS;
  let created: number;
  let updated: number;
  switch (role) {
    case 'pending':
    case 'draft':
      created = ago(0.01, 6);
      updated = created;
      break;
    case 'rejected':
      created = ago(1, 45);
      updated = Math.min(created + rng.range(0.1, 2) * DAY_MS, t);
      break;
    case 'sold':
      created = ago(20, 90);
      updated = created + rng.range(3, (t - created) / DAY_MS) * DAY_MS;
      break;
    case 'reported':
      // Approved days ago (near the top of the demo seller's My Listings); hidden since its
      // third report (seed-reports.ts), a day ago or less.
      created = ago(2, 4);
      updated = t - rng.range(0.1, 1) * DAY_MS;
      break;
    case 'ending':
      // Went live 53 to 59 days ago, unchanged since: its 60 days end within the week.
      created = ago(53, 59);
      updated = created;
      break;
    case 'ended':
      // Went live 61 to 65 days ago, unchanged since: its 60 days ended 1 to 5 days ago.
      created = ago(61, 65);
      updated = created;
      break;
    case 'live':
      created = boost ? ago(1, 90) : ago(0.01, 90);
      if (boughtAt !== undefined) created = Math.min(created, boughtAt - 6 * 3600 * 1000);
      updated = rng.chance(0.35) ? created + rng.next() * (t - created) : created;
      if (boughtAt !== undefined) updated = Math.max(updated, Math.min(boughtAt, t));
      break;
  }
  const daysLive = Math.max(
    0,
    (Math.min(updated, t) - created) / DAY_MS + (role === 'live' ? (t - updated) / DAY_MS : 0),
  );
  const perDay = rng.logNormal(10, 0.6) * (boost && boost.expiresInDays > 0 ? 2.5 : 1);
  const views =
    role === 'pending' || role === 'draft'
      ? 0
      : role === 'rejected'
        ? rng.int(0, 4)
        : Math.round(daysLive * perDay);
  return { created: iso(created), updated: iso(Math.max(updated, created)), views };
}

function iso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
