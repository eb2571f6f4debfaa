import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import { demoMotVehicle, type DemoMotInput } from '../demo-data/demo-mot-history';

/**
 * How the local DVSA stand-in knows the demo listings' vans: the seed writes, next to its
 * marker in the data directory, each demo van's plate with the listing fields its history is
 * made from; the stand-in makes the same record the seed stored (demo-mot-history.ts) when
 * the plate is asked for. A data directory seeded before this file existed has none: its
 * plates are 'not found', as any unknown plate.
 */
export const demoMotVehiclesFile = (dataDir: string) => join(dataDir, 'demo-mot-vehicles.json');

export function writeDemoMotVehicles(dataDir: string, vans: readonly DemoMotInput[]): void {
  writeFileSync(demoMotVehiclesFile(dataDir), JSON.stringify(vans));
}

/** The demo vans of this data directory by plate, their records made on demand. */
export function readDemoMotVehicles(
  dataDir: string,
): Pick<ReadonlyMap<string, DvsaVehicle>, 'get'> {
  const file = demoMotVehiclesFile(dataDir);
  const vans = new Map<string, DemoMotInput>();
  if (existsSync(file)) {
    for (const van of JSON.parse(readFileSync(file, 'utf8')) as DemoMotInput[]) {
      if (van.registration) vans.set(van.registration, van);
    }
  }
  return {
    get: (plate) => {
      const van = vans.get(plate);
      return van ? demoMotVehicle(van) : undefined;
    },
  };
}
