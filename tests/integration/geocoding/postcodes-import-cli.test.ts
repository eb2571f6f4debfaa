import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
} from '#infra/local/stage/emulators/dynamodb';
import { REPO_ROOT } from '#infra/local/repo-root';
import { countPostcodes, getPostcode } from '#lambdas/geocoding/postcodes-repo';
import { startLocalTable, type LocalTable } from '../../support/local-table';

const run = promisify(execFile);
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const CLI = join(REPO_ROOT, 'infra', 'local', 'cli', 'postcodes-import.ts');

/** Runs `npm run postcodes:import -- ...args` (the same script) and keeps its output and status. */
async function importCli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], { cwd: REPO_ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const ONS_HEADER = '"pcd","pcd2","pcds","dointr","doterm","osgrdind","lat","long"';

describe('npm run postcodes:import', () => {
  let local: LocalTable;
  let dir: string;
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  beforeAll(async () => {
    local = await startLocalTable('vanyard-import-cli-test');
    dir = mkdtempSync(join(tmpdir(), 'vanyard-import-cli-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await local?.stop();
  });

  it('imports an ONS Postcode Directory file, derives district centres and reports skipped rows', async () => {
    const ons = file(
      'onspd.csv',
      [
        ONS_HEADER,
        '"M1  9AB","M1  9AB","M1 9AB","198001","","1",53.4760,-2.2300',
        '"M1  1AD","M1  1AD","M1 1AD","198001","","1",53.4780,-2.2400',
        '"M1  1AA","M1  1AA","M1 1AA","198001","200012","1",53.4800,-2.2360',
        '"LS1 4AP","LS1  4AP","LS1 4AP","198001","","1",53.7980,-1.5490',
        '"AB1 0AA","AB1  0AA","AB1 0AA","198001","","9",99.999999,0.000000',
      ].join('\n'),
    );
    const result = await importCli(
      ons,
      '--endpoint',
      local.emulator.endpoint,
      '--table',
      local.db.tableName,
    );
    expect(result.stderr).not.toMatch(/failed/);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Imported 3 postcodes from the ONS Postcode Directory');
    expect(result.stdout).toContain('and 2 district centres (mean of their postcodes)');
    expect(result.stdout).toContain('Skipped 2 rows:');
    expect(result.stdout).toMatch(/1 {2}terminated postcode/);
    expect(result.stdout).toMatch(/1 {2}no grid reference/);
    expect(result.stdout).toContain('e.g. line 4 (terminated postcode)');

    const db = local.db;
    expect(await countPostcodes(db)).toEqual({ postcodes: 3, outcodes: 2 });
    expect(await getPostcode(db, 'M19AB')).toEqual({
      postcode: 'M1 9AB',
      kind: 'postcode',
      latitude: 53.476,
      longitude: -2.23,
      source: 'onspd',
    });
    expect(await getPostcode(db, 'M1')).toEqual({
      postcode: 'M1',
      kind: 'outcode',
      latitude: 53.477,
      longitude: -2.235,
      source: 'onspd-mean',
    });
    expect(await getPostcode(db, 'M1 1AA')).toBeUndefined();
  });

  it('says clearly when the file is missing, has an unknown header or no valid rows', async () => {
    const target = ['--endpoint', local.emulator.endpoint, '--table', local.db.tableName];
    const missing = join(dir, 'missing.csv');
    expect(await importCli(missing, ...target)).toMatchObject({
      code: 1,
      stderr: `Postcode import failed: File not found: ${missing}\n`,
    });

    const unknown = file('unknown.csv', 'postcode,lat,lng\nM1 9AB,53,-2\n');
    const unknownResult = await importCli(unknown, ...target);
    expect(unknownResult.code).toBe(1);
    expect(unknownResult.stderr).toContain(
      `Postcode import failed: ${unknown}: unknown header "postcode,lat,lng"`,
    );

    const invalid = file('invalid.csv', 'outcode,latitude,longitude\nXX,53,-2\nM1,0,0\n');
    expect(await importCli(invalid, ...target)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `Postcode import failed: ${invalid} has no valid rows (skipped: 1 invalid outcode, 1 latitude not a number in the UK (49 to 61))`,
      ),
    });

    const usage = await importCli('--aws');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Missing FILE');
    expect(usage.stderr).toContain('Usage: npm run postcodes:import -- FILE');
  });

  it('without --endpoint writes into the stage data directory with its own DynamoDB Local', async () => {
    const dataDir = join(dir, 'data');
    const outcodes = file(
      'outcodes.csv',
      'outcode,latitude,longitude\nM1,53.4794,-2.2343\nLS1,53.797,-1.548\n',
    );
    const result = await importCli(outcodes, '--data-dir', dataDir);
    expect(result.stderr).toContain(`Starting DynamoDB Local on ${join(dataDir, 'dynamodb')}`);
    expect(result.stdout).toContain('Imported 2 district centres from an outcode file');
    expect(result.code).toBe(0);

    // The data outlives the CLI's emulator: a new one on the same directory finds it.
    const emulator = await startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb') });
    const raw = new DynamoDBClient({
      endpoint: emulator.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    try {
      const db = { client: DynamoDBDocumentClient.from(raw), tableName: 'vanyard-local' };
      expect(await getPostcode(db, 'LS1')).toMatchObject({
        latitude: 53.797,
        source: 'outcode-csv',
      });
    } finally {
      raw.destroy();
      await emulator.stop();
    }
  });
});
