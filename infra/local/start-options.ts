import { isAbsolute, join, resolve } from 'node:path';
import { LocalStageSetupError } from './setup-error';

export type StartOptions = {
  port: number;
  dataDir: string;
  seed: { count: number; seed: number } | false;
  dev: boolean;
};

export const DEFAULT_SEED_COUNT = 240;

export const USAGE = `Usage: npm start -- [options]   (or npm run dev -- [options])

  --port N          Port of the site (default: $PORT or 3000)
  --data-dir DIR    Where data is kept between runs (default: <repo>/.data)
  --seed-count N    Demo listings seeded on the first start (default: ${DEFAULT_SEED_COUNT})
  --seed-value N    Seed of the demo data generator (default: 1)
  --no-seed         Start without demo data
  --dev             Vite dev server with hot reload; handlers reload when edited
  --help            This text`;

function integer(flag: string, value: string | undefined, min: number): number {
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number < min) {
    throw new LocalStageSetupError(`${flag} needs a whole number of at least ${min}.\n\n${USAGE}`);
  }
  return number;
}

/** `npm start` flags, with defaults from the environment and the repository. */
export function parseStartOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
  repoRoot: string,
): StartOptions | 'help' {
  let port = env.PORT ? integer('PORT', env.PORT, 1) : 3000;
  let dataDir = join(repoRoot, '.data');
  let count = DEFAULT_SEED_COUNT;
  let seedValue = 1;
  let seed = true;
  let dev = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--port':
        port = integer('--port', value(), 1);
        break;
      case '--data-dir': {
        const dir = value();
        if (!dir) throw new LocalStageSetupError(`--data-dir needs a directory.\n\n${USAGE}`);
        dataDir = isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
        break;
      }
      case '--seed-count':
        count = integer('--seed-count', value(), 0);
        break;
      case '--seed-value':
        seedValue = integer('--seed-value', value(), 0);
        break;
      case '--no-seed':
        seed = false;
        break;
      case '--dev':
        dev = true;
        break;
      case '--help':
      case '-h':
        return 'help';
      default:
        throw new LocalStageSetupError(`Unknown option ${arg}.\n\n${USAGE}`);
    }
  }
  if (port > 65535) throw new LocalStageSetupError(`--port must be at most 65535.`);
  return { port, dataDir, seed: seed && count > 0 ? { count, seed: seedValue } : false, dev };
}
