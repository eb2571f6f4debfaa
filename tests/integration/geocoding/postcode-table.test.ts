import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { ensureLocalPostcodes, findOutcodesCsv } from '#infra/local/postcodes/ensure-postcodes';
import { importPostcodeFile } from '#infra/local/postcodes/import-postcodes';
import { provisionTable } from '#infra/local/stage/provision-table';
import { UK_TOWNS } from '#infra/local/demo-data/places/uk-towns';
import type { Db } from '#lambdas/platform/db';
import {
  countPostcodes,
  getPostcode,
  getPostcodeDefaultsMarker,
  putPostcodesBatch,
} from '#lambdas/geocoding/postcodes-repo';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import { POSTCODE_PK_PREFIX, postcodePk, POSTCODE_SK } from '#shared/table-keys';
import { createGeocoder, TABLE_NOT_FOUND_SECONDS } from '#lambdas/geocoding/create-geocoder';
import { GeocodingUnavailableError } from '#lambdas/geocoding/geocoder';
import { postcodeTableGeocoder } from '#lambdas/geocoding/postcode-table-geocoder';
import { startLocalTable, type LocalTable } from '../../support/local-table';

const DISTRICTS = 2973;

function outcodesFile(): string {
  const file = findOutcodesCsv();
  if (!file) {
    throw new Error(
      'uk-outcodes.csv not found: expected it at ../shared/data/uk-outcodes.csv beside the ' +
        'repository, or set VANYARD_OUTCODES_CSV to its path',
    );
  }
  return file;
}

/** The file's rows by outcode, read plainly (no quoting in it) to check the import against. */
function outcodeRows(file: string): Map<string, { latitude: number; longitude: number }> {
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/).slice(1);
  return new Map(
    lines.map((line) => {
      const [outcode, latitude, longitude] = line.split(',');
      return [outcode!, { latitude: Number(latitude), longitude: Number(longitude) }];
    }),
  );
}

/** Every postcode item of the table by key, read with one paginated Scan (test only). */
async function storedItems(db: Db): Promise<Map<string, Record<string, unknown>>> {
  const items = new Map<string, Record<string, unknown>>();
  const pages = paginateScan(
    { client: db.client },
    {
      TableName: db.tableName,
      FilterExpression: 'begins_with(PK, :prefix)',
      ExpressionAttributeValues: { ':prefix': POSTCODE_PK_PREFIX },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) items.set(String(item.PK), item);
  }
  return items;
}

describe('the postcode table on DynamoDB Local', () => {
  let local: LocalTable;
  let db: Db;
  let rows: Map<string, { latitude: number; longitude: number }>;
  let tmp: string;

  beforeAll(async () => {
    local = await startLocalTable('vanyard-geocoding-test');
    db = local.db;
    rows = outcodeRows(outcodesFile());
    tmp = mkdtempSync(join(tmpdir(), 'vanyard-postcodes-'));
  });

  afterAll(async () => {
    rmSync(tmp, { recursive: true, force: true });
    await local?.stop();
  });

  describe('importing uk-outcodes.csv', () => {
    it('stores every one of the 2,973 districts with its centre', async () => {
      expect(rows.size).toBe(DISTRICTS);
      const summary = await importPostcodeFile(db, outcodesFile());
      expect(summary).toMatchObject({
        format: 'outcodes',
        written: DISTRICTS,
        districtsDerived: 0,
        skipped: {},
      });
      expect(await countPostcodes(db)).toEqual({ postcodes: 0, outcodes: DISTRICTS });
      const stored = await storedItems(db);
      expect(stored.size).toBe(DISTRICTS);
      for (const [outcode, centre] of rows) {
        expect(stored.get(postcodePk(outcode)), outcode).toEqual({
          PK: postcodePk(outcode),
          SK: POSTCODE_SK,
          postcode: outcode,
          kind: 'outcode',
          ...centre,
          source: 'outcode-csv',
        });
      }
    });

    it('is idempotent: importing again overwrites and adds nothing', async () => {
      await importPostcodeFile(db, outcodesFile());
      expect(await countPostcodes(db)).toEqual({ postcodes: 0, outcodes: DISTRICTS });
    });
  });

  describe('postcodeTableGeocoder', () => {
    it("resolves 'M1 9AB' to the M1 district centre", async () => {
      const m1 = rows.get('M1')!;
      const geocoder = postcodeTableGeocoder(db);
      expect(await geocoder.geocodePostcode('M1 9AB')).toEqual(m1);
      expect(await geocoder.geocodePostcode('m19ab')).toEqual(m1);
    });

    it('prefers a full postcode item to its district', async () => {
      const exact = { latitude: 53.47612, longitude: -2.23011 };
      await putPostcodesBatch(db, [
        { postcode: 'M1 9AB', kind: 'postcode', ...exact, source: 'test' },
      ]);
      const geocoder = postcodeTableGeocoder(db);
      expect(await geocoder.geocodePostcode('M19AB')).toEqual(exact);
      expect(await geocoder.geocodePostcode('M1 1AA')).toEqual(rows.get('M1'));
      await local.db.client.send(
        new DeleteCommand({
          TableName: db.tableName,
          Key: { PK: postcodePk('M1 9AB'), SK: POSTCODE_SK },
        }),
      );
    });

    it('answers null for a district that does not exist', async () => {
      const geocoder = postcodeTableGeocoder(db);
      expect(rows.has('ZZ9')).toBe(false);
      expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toBeNull();
      expect(await geocoder.geocodePostcode('not a postcode')).toBeNull();
    });

    it('through createGeocoder, finds a district imported after a miss within minutes', async () => {
      let nowMs = Date.parse('2026-11-22T12:00:00Z');
      const geocoder = createGeocoder({ provider: 'table' }, { db, now: () => new Date(nowMs) });
      expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toBeNull();
      const zz9 = { latitude: 55, longitude: -3 };
      await putPostcodesBatch(db, [{ postcode: 'ZZ9', kind: 'outcode', ...zz9, source: 'test' }]);
      expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toBeNull(); // remembered for a while
      nowMs += TABLE_NOT_FOUND_SECONDS * 1000;
      expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toEqual(zz9);
      await db.client.send(
        new DeleteCommand({
          TableName: db.tableName,
          Key: { PK: postcodePk('ZZ9'), SK: POSTCODE_SK },
        }),
      );
    });

    it('reads the postcode, then its district: two GetItems of 0.5 RCU (capacity meter)', async () => {
      const meter = meterCapacity(db.client);
      const geocoder = postcodeTableGeocoder(db);
      await geocoder.geocodePostcode('M1 9AB'); // the postcode (absent), then its district
      const used = meter.take();
      meter.stop();
      expect(used.readRequests).toEqual([0.5, 0.5]);
    });

    it('throws GeocodingUnavailableError when DynamoDB fails', async () => {
      const geocoder = postcodeTableGeocoder({ ...db, tableName: 'vanyard-no-such-table' });
      const error = await geocoder.geocodePostcode('M1 9AB').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeocodingUnavailableError);
      expect((error as Error).cause).toMatchObject({ name: 'ResourceNotFoundException' });
    });
  });

  describe('ensureLocalPostcodes', () => {
    let raw: DynamoDBClient;
    const table = async (name: string): Promise<Db> => {
      await provisionTable(raw, name);
      return { client: local.db.client, tableName: name };
    };

    beforeAll(() => {
      raw = new DynamoDBClient({
        endpoint: local.emulator.endpoint,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
      });
    });
    afterAll(() => raw?.destroy());

    it('loads every district from the outcode file once and marks the table', async () => {
      const fresh = await table('vanyard-ensure-test');
      const lines: string[] = [];
      await ensureLocalPostcodes(fresh, (line) => lines.push(line));

      expect(await countPostcodes(fresh)).toEqual({ postcodes: 0, outcodes: DISTRICTS });
      // Every demo district is in the file, so the slow gazetteer of town centres is not read.
      expect(lines).toEqual(['Postcode search: loaded 2,973 districts from uk-outcodes.csv']);
      expect(await getPostcodeDefaultsMarker(fresh)).toMatchObject({
        outcodes: DISTRICTS,
        source: 'uk-outcodes.csv',
      });
      // A second run finds the marker and writes nothing: a deleted district stays deleted.
      await local.db.client.send(
        new DeleteCommand({
          TableName: fresh.tableName,
          Key: { PK: postcodePk('M1'), SK: POSTCODE_SK },
        }),
      );
      await ensureLocalPostcodes(fresh, (line) => lines.push(line));
      expect(lines).toHaveLength(1);
      expect(await getPostcode(fresh, 'M1')).toBeUndefined();
    });

    it("places the demo towns' districts missing from the file at their town centres", async () => {
      const fresh = await table('vanyard-ensure-partial-test');
      const file = join(tmp, 'two-districts.csv');
      writeFileSync(file, 'outcode,latitude,longitude\nM1,53.4794,-2.2343\nZE1,60.15,-1.15\n');
      const lines: string[] = [];
      await ensureLocalPostcodes(fresh, (line) => lines.push(line), file);

      const demoDistricts = new Set(UK_TOWNS.flatMap((town) => town.districts));
      expect(demoDistricts.has('M1')).toBe(true);
      expect(await countPostcodes(fresh)).toEqual({
        postcodes: 0,
        outcodes: demoDistricts.size + 1,
      });
      expect(await getPostcode(fresh, 'M1')).toMatchObject({
        source: 'outcode-csv',
        latitude: 53.4794,
      });
      const leeds = await getPostcode(fresh, 'LS1');
      expect(leeds).toMatchObject({ kind: 'outcode', source: 'demo-towns' });
      expect(leeds!.latitude).toBeCloseTo(53.8, 1);
      expect(leeds!.longitude).toBeCloseTo(-1.55, 1);
      expect(lines).toEqual([
        `Postcode search: loaded 2 districts from two-districts.csv and ${demoDistricts.size - 1} demo-town districts at their town centres`,
      ]);
    });

    it("without any outcode file still loads the demo towns' districts", async () => {
      const fresh = await table('vanyard-ensure-none-test');
      const lines: string[] = [];
      await ensureLocalPostcodes(fresh, (line) => lines.push(line), null);
      const demoDistricts = new Set(UK_TOWNS.flatMap((town) => town.districts));
      expect(await countPostcodes(fresh)).toEqual({ postcodes: 0, outcodes: demoDistricts.size });
      expect(await postcodeTableGeocoder(fresh).geocodePostcode('LS1 4AB')).not.toBeNull();
      expect(await postcodeTableGeocoder(fresh).geocodePostcode('ZE1 0AA')).toBeNull();
      expect(demoDistricts.has('ZE1')).toBe(false);
      expect(lines).toEqual([
        `Postcode search: loaded ${demoDistricts.size} demo-town districts at their town centres (no uk-outcodes.csv found: other districts will not be found)`,
      ]);
    });
  });
});
