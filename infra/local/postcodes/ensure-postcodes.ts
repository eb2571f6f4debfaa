import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '#lambdas/platform/db';
import {
  getPostcodeDefaultsMarker,
  putPostcodeDefaultsMarker,
  putPostcodesBatch,
  type PostcodePoint,
} from '#lambdas/geocoding/postcodes-repo';
import { outcodeOf } from '#shared/postcode';
import { REPO_ROOT } from '../repo-root';
import { UK_TOWNS } from '../demo-data/places/uk-towns';
import { importPostcodeFile } from './import-postcodes';

/** The outcode centres beside the repository (never copied into it), or VANYARD_OUTCODES_CSV. */
export function findOutcodesCsv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [
    env.VANYARD_OUTCODES_CSV,
    join(REPO_ROOT, '..', 'shared', 'data', 'uk-outcodes.csv'),
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/**
 * Gives a local table the postcode districts search needs, once (a marker item records it):
 * every UK district from the outcode file when it is on this machine, and the demo towns'
 * districts at their town centres for any the file lacks (or all of them without the file),
 * so postcode search works on the demo vans even offline with no data file.
 */
export async function ensureLocalPostcodes(
  db: Db,
  log: (line: string) => void,
  /** The outcode file to load; null for none (tests); findOutcodesCsv() when left out. */
  outcodesCsv: string | null = findOutcodesCsv() ?? null,
): Promise<void> {
  if (await getPostcodeDefaultsMarker(db)) return;
  const wanted = process.env.VANYARD_OUTCODES_CSV;
  if (wanted && !existsSync(wanted)) {
    log(`Warning: VANYARD_OUTCODES_CSV=${wanted} does not exist.`);
  }
  const file = outcodesCsv ?? undefined;
  const stored = new Set<string>();
  let fromFile = 0;
  if (file) {
    const summary = await importPostcodeFile(db, file, {
      concurrency: 16,
      // By district, so an ONS file given by mistake still counts its districts as covered.
      onWritten: (points) =>
        points.forEach((point) => stored.add(outcodeOf(point.postcode) ?? point.postcode)),
    });
    fromFile = summary.written;
  }
  const demo = await demoDistrictsMissing(stored);
  await putPostcodesBatch(db, demo);
  await putPostcodeDefaultsMarker(db, {
    loadedAt: new Date().toISOString(),
    outcodes: fromFile + demo.length,
    source: file ? basename(file) : 'demo-towns',
  });
  const demoPart = `${demo.length} demo-town districts at their town centres`;
  log(
    file
      ? `Postcode search: loaded ${fromFile.toLocaleString('en-GB')} districts from ${basename(file)}` +
          (demo.length > 0 ? ` and ${demoPart}` : '')
      : `Postcode search: loaded ${demoPart} (no uk-outcodes.csv found: other districts will not be found)`,
  );
}

/** Demo towns' districts not already stored, placed at the town's centre. */
async function demoDistrictsMissing(stored: ReadonlySet<string>): Promise<PostcodePoint[]> {
  if (UK_TOWNS.every((town) => town.districts.every((district) => stored.has(district)))) {
    return [];
  }
  // Imported only when needed: finding the towns reads a 17 MB gazetteer (over a second).
  const { resolvedTowns } = await import('../demo-data/places/locations');
  return resolvedTowns().flatMap((town) =>
    town.districts
      .filter((district) => !stored.has(district))
      .map((district) => ({
        postcode: district,
        kind: 'outcode' as const,
        latitude: town.latitude,
        longitude: town.longitude,
        source: 'demo-towns',
      })),
  );
}
