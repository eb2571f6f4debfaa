import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { assertPortFree } from '#infra/local/stage/ports';
import { LocalStageSetupError } from '#infra/local/stage/setup-error';
import { startTestStage, type TestStage } from './test-stage';

/** DynamoDB Local JVMs listening on this port (its command line ends with `-port N ...`). */
function dynamoDbLocalProcesses(port: number): number {
  try {
    const out = execFileSync('pgrep', ['-f', `DynamoDBLocal\\.jar -port ${port} `], {
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean).length;
  } catch {
    return 0; // pgrep exits 1 when nothing matches
  }
}

const document = (endpoint: string) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );

describe('local stage: stopping and restarting', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vy-lifecycle-'));
  let stage: TestStage | undefined;

  afterAll(async () => {
    await stage?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stop() leaves no DynamoDB Local process and frees every port', async () => {
    stage = await startTestStage({ dataDir, keepTable: true });
    const ports = stage.emulatorPorts;
    expect(dynamoDbLocalProcesses(ports.dynamodb)).toBe(1);
    const gatewayPort = Number(new URL(stage.url).port);
    await stage.stop();
    stage = undefined;
    expect(dynamoDbLocalProcesses(ports.dynamodb)).toBe(0);
    for (const port of [gatewayPort, ports.dynamodb, ports.s3, ports.cognito]) {
      await expect(assertPortFree(port, 'test')).resolves.toBeUndefined();
    }
  });

  it('keeps data, buckets and the user pool when restarted on the same data directory', async () => {
    stage = await startTestStage({ dataDir, keepTable: true });
    const first = stage;
    const db = document(first.endpoints.dynamodb);
    await db.send(
      new PutCommand({
        TableName: first.tableName,
        Item: { PK: 'TEST#restart', SK: 'TEST', note: 'kept' },
      }),
    );
    db.destroy();
    await first.stop();

    // The same emulator ports, because the handlers' SDK clients in this process keep theirs.
    stage = await startTestStage({ dataDir, emulatorPorts: first.emulatorPorts, keepTable: true });
    expect(stage.userPool).toEqual(first.userPool);
    const again = document(stage.endpoints.dynamodb);
    const { Item } = await again.send(
      new GetCommand({ TableName: stage.tableName, Key: { PK: 'TEST#restart', SK: 'TEST' } }),
    );
    again.destroy();
    expect(Item).toMatchObject({ note: 'kept' });
    expect((await fetch(`${stage.url}/api/health`)).status).toBe(200);
    expect(existsSync(join(dataDir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
  });

  it('refuses a busy port with a clear message and starts nothing', async () => {
    const busy = Number(new URL(stage!.url).port);
    const otherDir = mkdtempSync(join(tmpdir(), 'vy-busy-'));
    const error = await startTestStage({ dataDir: otherDir, port: busy }).catch((e: unknown) => e);
    rmSync(otherDir, { recursive: true, force: true });
    expect(error).toBeInstanceOf(LocalStageSetupError);
    expect((error as Error).message).toMatch(new RegExp(`Port ${busy} .* already in use`));
  });
});
