import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './emulators/dynamodb';

/**
 * `.data/stage.json`: a running local stage publishes its URL and emulator endpoints there, so the
 * command-line tools (`infra/local/cli/target.ts`) use its emulators instead of starting their
 * own on the same files (docs/local-stage.md, "Data").
 */

export const LOCAL_STAGE = 'local';
export const DEFAULT_PORT = 3000;

export type Endpoints = { dynamodb: string; s3: string };

const stageFile = (dataDir: string) => join(dataDir, 'stage.json');

/**
 * Endpoints of a running local stage, if it published them in .data/stage.json and they answer.
 * Accepted shapes: { dynamodb, s3, cognito? } or { endpoints: { dynamodb, s3, cognito? } } (URLs).
 */
export async function runningStageEndpoints(
  dataDir: string,
): Promise<(Endpoints & { cognito?: string }) | undefined> {
  const file = stageFile(dataDir);
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const root = record(parsed);
  const source = 'endpoints' in root ? record(root.endpoints) : root;
  const { dynamodb, s3, cognito } = source;
  if (typeof dynamodb !== 'string' || typeof s3 !== 'string') return undefined;
  if (!(await answers(dynamodb))) return undefined;
  return { dynamodb, s3, ...(typeof cognito === 'string' && { cognito }) };
}

async function answers(endpoint: string): Promise<boolean> {
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
  try {
    await client.send(new ListTablesCommand({}), { abortSignal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/**
 * True when some DynamoDB Local already runs on this data directory (Linux: from /proc). A second
 * one on the same SQLite file would corrupt it, so the CLI refuses rather than starts its own.
 */
export function dynamoDbLocalUsing(dataDir: string): boolean {
  if (process.platform !== 'linux' || !existsSync('/proc')) return false;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const args = cmdline.split('\u0000');
    const at = args.indexOf('-dbPath');
    const dbPath = at >= 0 ? args[at + 1] : undefined;
    const isDynamoDbLocal = args.some((arg) => arg.endsWith('DynamoDBLocal.jar'));
    if (isDynamoDbLocal && dbPath && resolve(dbPath) === resolve(dataDir)) return true;
  }
  return false;
}

/** Written by a running local stage: its URL and emulator endpoints (removed when it stops). */
export function publishRunningStage(
  dataDir: string,
  stage: { url: string; endpoints: Endpoints & { cognito: string } },
): void {
  writeFileSync(stageFile(dataDir), `${JSON.stringify({ ...stage, pid: process.pid }, null, 2)}\n`);
}

export function unpublishRunningStage(dataDir: string): void {
  rmSync(stageFile(dataDir), { force: true });
}

/** The running local stage's URL, if one publishes it on this data directory. */
export function runningStageUrl(dataDir: string): string | undefined {
  try {
    const { url } = JSON.parse(readFileSync(stageFile(dataDir), 'utf8')) as { url?: unknown };
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}
