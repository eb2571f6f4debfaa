import type { Feature, SellerType, ServiceHistory } from '#shared/catalogue';
import { LISTING_LIMITS } from '#shared/listing-form';
import { isUlezCompliant } from '#shared/ulez';
import { ONE_OWNER_SENTENCE } from './description';
import type { Rng } from './random';
import type { DemoVehicle } from './vehicle';

/** What a title may claim: only what the rest of the advert says too. */
export type TitleFacts = {
  vehicle: DemoVehicle;
  sellerType: SellerType;
  description: string;
  serviceHistory: ServiceHistory | null;
  features: readonly Feature[];
  /** YYYY-MM-DD or null. */
  motExpiry: string | null;
  now: Date;
};

const DAY_MS = 24 * 3600 * 1000;

/** The selling points a seller could put in the title of this van, truest first. */
function sellingPoints(f: TitleFacts): string[] {
  const v = f.vehicle;
  const points: string[] = [];
  if (v.condition === 'new') points.push('delivery miles');
  if (f.description.includes(ONE_OWNER_SENTENCE)) points.push('one owner');
  if (v.condition === 'used' && f.serviceHistory === 'full') points.push('full service history');
  if (f.sellerType === 'private_seller') points.push('no VAT');
  if (v.condition === 'used' && v.ageYears >= 2 && v.mileage < v.ageYears * 6_000) {
    points.push('low mileage');
  }
  if (f.features.includes('Ply Lining')) points.push('ply lined');
  if (f.features.includes('Racking')) points.push('racking');
  if (f.features.includes('Tow Bar')) points.push('tow bar');
  // Past its first MOT (due at three years): a fresh long MOT is then worth saying.
  if (v.ageYears >= 3 && f.motExpiry && Date.parse(f.motExpiry) - f.now.getTime() > 300 * DAY_MS) {
    points.push('long MOT');
  }
  if (isUlezCompliant(v.fuel, v.year)) points.push('ULEZ compliant');
  return points;
}

/**
 * The seller's own Listing Title of a demo advert, as UK van adverts are written: the vehicle
 * line ('2019 Ford Transit Custom 2.0 EcoBlue 130ps Limited L1H1') and, for most, one or two
 * selling points the advert backs up ('one owner', 'full service history', 'no VAT'), within
 * the form's 100 characters. Its own random stream: the other fields stay as they were.
 */
export function demoSellerTitle(rng: Rng, facts: TitleFacts): string {
  const base = facts.vehicle.title;
  const points = sellingPoints(facts);
  const wanted =
    points.length === 0
      ? 0
      : rng.weighted([
          [0, 2],
          [1, 5],
          [2, 3],
        ] as const);
  const chosen = rng.sample(points.slice(0, 4), wanted);
  let title = base;
  for (const point of chosen) {
    const longer = `${title}, ${point}`;
    if (longer.length > LISTING_LIMITS.maxTitle) break;
    title = longer;
  }
  return title;
}
