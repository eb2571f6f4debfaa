import { isAbsolute, join, resolve } from 'node:path';
import { parseCommandLine, UsageError, wholeNumber } from '../cli/command-line';
import type { ImageMode } from '../demo-data/photos';
import { DEFAULT_PORT } from './running-stage';

export type StartOptions = {
  port: number;
  dataDir: string;
  seed: { count: number; seed: number; imageMode?: ImageMode } | false;
  dev: boolean;
  /** Seconds in a boost's day (BOOST_DAY_SECONDS): 86,400, or less to watch boosts expire. */
  boostDaySeconds: number;
  /** For test stages: DynamoDB Local in memory, the table gone when the stage stops. */
  dynamodbInMemory: boolean;
  /** For test stages: background functions in the stage's process instead of a thread each. */
  functionsIn: 'threads' | 'process';
  /** For test stages: milliseconds each CSV import chunk waits before it runs (0: none). */
  importChunkPauseMs: number;
};

export const DEFAULT_BOOST_DAY_SECONDS = 86_400;

export const DEFAULT_SEED_COUNT = 240;

export const USAGE = `Usage: npm start -- [options]   (or npm run dev -- [options])

  --port N          Port of the site (default: $PORT or ${DEFAULT_PORT})
  --data-dir DIR    Where data is kept between runs (default: <repo>/.data)
  --seed-count N    Demo listings seeded on the first start (default: ${DEFAULT_SEED_COUNT})
  --seed-value N    Seed of the demo data generator (default: 1)
  --no-seed         Start without demo data
  --seed-shared-images
                    Store each demo photo drawing once and let listings share it, as seeds of
                    more than 1,000 listings do (the browser tests' stage: 552 images, not 3,702)
  --dev             Vite dev server with hot reload; handlers reload when edited
  --boost-day-seconds N
                    Seconds in a boost's day, to watch boosts expire (default: ${DEFAULT_BOOST_DAY_SECONDS})
  --in-memory       Keep DynamoDB Local's table in memory: faster, and gone when the stage stops
                    (the browser tests' stages)
  --functions-in-process
                    Run the background functions in the stage's process, not a thread each
                    (the browser tests' stages: one module graph instead of one per function)
  --import-chunk-pause-ms N
                    Each CSV import chunk (50 rows) waits N ms before it runs, to watch a small
                    import under way (the browser tests' empty stage; default: 0)
  --help            This text`;

const START_COMMAND = {
  usage: USAGE,
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'seed-count': { type: 'string' },
    'seed-value': { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    'seed-shared-images': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    'boost-day-seconds': { type: 'string' },
    'in-memory': { type: 'boolean', default: false },
    'functions-in-process': { type: 'boolean', default: false },
    'import-chunk-pause-ms': { type: 'string' },
  },
} as const;

/**
 * `npm start` flags, with defaults from the environment and the repository. Throws UsageError
 * (exit code 2 in start.ts) for a wrong command line.
 */
export function parseStartOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
  repoRoot: string,
): StartOptions | 'help' {
  const parsed = parseCommandLine(START_COMMAND, argv);
  if (parsed === 'help') return 'help';
  const { values } = parsed;
  const port =
    values.port !== undefined
      ? wholeNumber('--port', values.port, { min: 1, max: 65535 })
      : env.PORT
        ? wholeNumber('PORT', env.PORT, { min: 1, max: 65535 })
        : DEFAULT_PORT;
  const dir = values['data-dir'];
  if (dir === '') throw new UsageError('--data-dir needs a directory');
  const dataDir = dir
    ? isAbsolute(dir)
      ? dir
      : resolve(process.cwd(), dir)
    : join(repoRoot, '.data');
  const count =
    values['seed-count'] === undefined
      ? DEFAULT_SEED_COUNT
      : wholeNumber('--seed-count', values['seed-count'], { min: 0 });
  const seedValue =
    values['seed-value'] === undefined
      ? 1
      : wholeNumber('--seed-value', values['seed-value'], { min: 0 });
  const imageMode = values['seed-shared-images'] ? ({ imageMode: 'stock' } as const) : {};
  const seed = !values['no-seed'] && count > 0 ? { count, seed: seedValue, ...imageMode } : false;
  const boostDaySeconds =
    values['boost-day-seconds'] === undefined
      ? DEFAULT_BOOST_DAY_SECONDS
      : wholeNumber('--boost-day-seconds', values['boost-day-seconds'], {
          min: 1,
          max: DEFAULT_BOOST_DAY_SECONDS,
        });
  const importChunkPauseMs =
    values['import-chunk-pause-ms'] === undefined
      ? 0
      : wholeNumber('--import-chunk-pause-ms', values['import-chunk-pause-ms'], {
          min: 0,
          max: 60_000,
        });
  return {
    port,
    dataDir,
    seed,
    dev: values.dev,
    boostDaySeconds,
    dynamodbInMemory: values['in-memory'],
    functionsIn: values['functions-in-process'] ? 'process' : 'threads',
    importChunkPauseMs,
  };
}
