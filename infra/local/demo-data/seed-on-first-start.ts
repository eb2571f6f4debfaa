import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writeDemoMotVehicles } from '../stand-ins/demo-mot-vehicles';
import type { DemoMotInput } from './demo-mot-history';
import type { ImageMode } from './photos';

export type SeedDemoData = (
  deps: {
    db: { client: DynamoDBDocumentClient; tableName: string };
    s3: S3Client;
    imagesBucket: string;
  },
  options: {
    count: number;
    seed: number;
    imageMode?: ImageMode;
    onProgress?: (done: number, total: number) => void;
  },
) => Promise<{ listings: number; images: number; motVehicles?: DemoMotInput[] }>;

const SEED_MODULE = new URL('./seed-demo-data.ts', import.meta.url);

export const seededMarker = (dataDir: string) => join(dataDir, 'seeded.json');

/** The other half of the local stage's seeding, or undefined while that module is not written. */
async function importSeedModule(): Promise<SeedDemoData | undefined> {
  if (!existsSync(fileURLToPath(SEED_MODULE))) return undefined;
  return ((await import(SEED_MODULE.href)) as { seedDemoData: SeedDemoData }).seedDemoData;
}

/**
 * Seeds demo data the first time a data directory is used. The marker is written only after
 * seeding finished, so an interrupted first start seeds again next time.
 */
export async function seedOnFirstStart(input: {
  dataDir: string;
  deps: Parameters<SeedDemoData>[0];
  count: number;
  seed: number;
  /** Per listing or shared (stock) photos; by default as the count decides (photos.ts). */
  imageMode?: ImageMode;
  log: (line: string) => void;
  loadSeeder?: () => Promise<SeedDemoData | undefined>;
}): Promise<'seeded' | 'already-seeded' | 'unavailable'> {
  const marker = seededMarker(input.dataDir);
  if (existsSync(marker)) return 'already-seeded';
  const seedDemoData = await (input.loadSeeder ?? importSeedModule)();
  if (!seedDemoData) {
    input.log(
      'Warning: demo data not seeded: infra/local/demo-data/seed-demo-data.ts does not exist yet.',
    );
    return 'unavailable';
  }
  input.log(
    `Seeding ${input.count} demo listings (seed ${input.seed}); this happens on the first start only…`,
  );
  let lastTenth = -1;
  const { motVehicles, ...result } = await seedDemoData(input.deps, {
    count: input.count,
    seed: input.seed,
    ...(input.imageMode ? { imageMode: input.imageMode } : {}),
    onProgress: (done, total) => {
      const tenth = Math.floor((done / Math.max(total, 1)) * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        input.log(`  seeded ${done}/${total}`);
      }
    },
  });
  writeDemoMotVehicles(input.dataDir, motVehicles ?? []);
  writeFileSync(
    marker,
    JSON.stringify(
      { seededAt: new Date().toISOString(), count: input.count, seed: input.seed, ...result },
      null,
      2,
    ) + '\n',
  );
  input.log(`Seeded ${result.listings} listings with ${result.images} images.`);
  return 'seeded';
}
