import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
} from '#infra/local/stage/emulators/dynamodb';
import { supervise, type WatchedEmulator } from '#infra/local/stage/emulators/supervise';

const until = async (check: () => boolean, timeoutMs = 60_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the local stage restarts an emulator that dies', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vanyard-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says so and brings DynamoDB Local back on the same port with its data', async () => {
    const lines: string[] = [];
    let latest: (WatchedEmulator & { pid: number | undefined }) | undefined;
    const emulator = await supervise({
      name: 'DynamoDB Local',
      log: (line) => lines.push(line),
      start: async (port) => (latest = await startDynamoDbLocal({ dataDir: dir, port })),
    });
    const client = new DynamoDBClient({
      endpoint: emulator.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    try {
      await client.send(
        new CreateTableCommand({
          TableName: 'kept',
          AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
      const first = latest!.pid!;
      process.kill(first, 'SIGKILL');
      await until(() => lines.some((line) => line.includes('is running again')));
      expect(lines[0]).toMatch(
        /DynamoDB Local stopped unexpectedly \(signal SIGKILL\); restarting/,
      );
      expect(latest!.pid).not.toBe(first);
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual(['kept']);
    } finally {
      client.destroy();
      await emulator.stop();
    }
    // Stopped on purpose: no restart.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.filter((line) => line.includes('restarting'))).toHaveLength(1);
  });

  it('leaves an emulator that keeps dying down, with a message, instead of looping', async () => {
    const lines: string[] = [];
    let starts = 0;
    const dying = (): WatchedEmulator => {
      starts += 1;
      return {
        endpoint: 'http://127.0.0.1:1',
        port: 1,
        stop: async () => undefined,
        exited: new Promise((resolve) => setTimeout(() => resolve('exit code 1'), 20)),
      };
    };
    await supervise({
      name: 'flaky',
      log: (line) => lines.push(line),
      start: async () => dying(),
      maxRestarts: 2,
    });
    await until(() => lines.some((line) => line.includes('not restarting it')), 5_000);
    expect(starts).toBe(3);
    expect(lines.at(-1)).toMatch(
      /flaky stopped unexpectedly \(exit code 1\) and has failed 2 times/,
    );
  });
});
