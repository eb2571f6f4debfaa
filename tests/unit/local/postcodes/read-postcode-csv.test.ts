import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  detectColumns,
  PostcodeFileError,
  readPostcodeCsv,
  type PostcodeCsvItem,
} from '#infra/local/postcodes/read-postcode-csv';

const dir = mkdtempSync(join(tmpdir(), 'vanyard-postcode-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function csv(text: string): string {
  const path = join(dir, `file-${++files}.csv`);
  writeFileSync(path, text);
  return path;
}

async function readAll(path: string): Promise<PostcodeCsvItem[]> {
  const items: PostcodeCsvItem[] = [];
  for await (const item of readPostcodeCsv(path)) items.push(item);
  return items;
}

const rows = (items: PostcodeCsvItem[]) =>
  items.flatMap((item) => (item.kind === 'row' ? [item.point] : []));
const skips = (items: PostcodeCsvItem[]) =>
  items.flatMap((item) => (item.kind === 'skip' ? [[item.line, item.reason]] : []));

describe('readPostcodeCsv: ONS Postcode Directory', () => {
  // The real file has about 50 columns; these are the ones that matter, in ONS order.
  const header = '"pcd","pcd2","pcds","dointr","doterm","osgrdind","lat","long"';

  it('yields live postcodes formatted and skips terminated, ungridded and invalid rows', async () => {
    const path = csv(
      [
        header,
        '"M1  9AB","M1  9AB","M1 9AB","198001","","1",53.476,-2.230',
        '"M1  1AA","M1  1AA","M1 1AA","198001","200012","1",53.480,-2.236',
        '"AB1 0AA","AB1  0AA","AB1 0AA","198001","","9",99.999999,0.000000',
        '"ZZ1 1ZZ","ZZ1 1ZZ","not one","198001","","1",53,-2',
        '"SW1A1AA","SW1A 1AA","SW1A 1AA","198001","","1",51.501009,-0.141588',
        '"M2  1AA","M2  1AA","M2 1AA","198001","","1",,-2.2',
        '"M2  2AA","M2  2AA","M2 2AA","198001","","1",53.4,12.5',
        '"M2  3AA","M2  3AA","M2 3AA","198001","","1",north,-2.2',
      ].join('\n'),
    );
    const items = await readAll(path);
    expect(rows(items)).toEqual([
      { postcode: 'M1 9AB', kind: 'postcode', latitude: 53.476, longitude: -2.23, source: 'onspd' },
      {
        postcode: 'SW1A 1AA',
        kind: 'postcode',
        latitude: 51.501009,
        longitude: -0.141588,
        source: 'onspd',
      },
    ]);
    expect(skips(items)).toEqual([
      [3, 'terminated postcode'],
      [4, 'no grid reference'],
      [5, 'invalid postcode'],
      [7, 'latitude not a number in the UK (49 to 61)'],
      [8, 'longitude not a number in the UK (-9 to 2.5)'],
      [9, 'latitude not a number in the UK (49 to 61)'],
    ]);
  });

  it('reads the fixed-width pcd when there is no pcds column, upper-case headers and a BOM', async () => {
    const path = csv('\uFEFFPCD,LAT,LONG\r\n"M1  9AB",53.476,-2.230\r\n');
    expect(rows(await readAll(path))).toEqual([
      { postcode: 'M1 9AB', kind: 'postcode', latitude: 53.476, longitude: -2.23, source: 'onspd' },
    ]);
  });

  it('skips a malformed record and goes on', async () => {
    const path = csv(
      `${header}\n"M1  9AB,"x"y,"M1 9AB","","","1",53,-2\n"M4 1AA","M4 1AA","M4 1AA","","","1",53.48,-2.22\n`,
    );
    const items = await readAll(path);
    expect(rows(items).map((p) => p.postcode)).toEqual(['M4 1AA']);
    expect(skips(items)).toEqual([[2, 'malformed CSV record']]);
  });
});

describe('readPostcodeCsv: outcode centres', () => {
  it('yields districts and skips bad ones with their reasons', async () => {
    const path = csv(
      [
        'outcode,latitude,longitude',
        'M1,53.4794,-2.2343',
        'sw1a,51.5010,-0.1416',
        'M1 9AB,53.4,-2.2',
        'XX,53.4,-2.2',
        'BT1,54.597,-5.93',
        'HS1,58.21,-6.39',
        'FR1,48.85,2.35',
        'E1,51.5',
        '',
      ].join('\n'),
    );
    const items = await readAll(path);
    expect(rows(items)).toEqual([
      {
        postcode: 'M1',
        kind: 'outcode',
        latitude: 53.4794,
        longitude: -2.2343,
        source: 'outcode-csv',
      },
      {
        postcode: 'SW1A',
        kind: 'outcode',
        latitude: 51.501,
        longitude: -0.1416,
        source: 'outcode-csv',
      },
      {
        postcode: 'BT1',
        kind: 'outcode',
        latitude: 54.597,
        longitude: -5.93,
        source: 'outcode-csv',
      },
      {
        postcode: 'HS1',
        kind: 'outcode',
        latitude: 58.21,
        longitude: -6.39,
        source: 'outcode-csv',
      },
    ]);
    expect(skips(items)).toEqual([
      [4, 'invalid outcode'],
      [5, 'invalid outcode'],
      [8, 'latitude not a number in the UK (49 to 61)'],
      [9, 'longitude not a number in the UK (-9 to 2.5)'],
    ]);
  });
});

describe('readPostcodeCsv: files it cannot read', () => {
  it('names a missing file', async () => {
    const missing = join(dir, 'nope.csv');
    await expect(readAll(missing)).rejects.toThrow(
      new PostcodeFileError(`File not found: ${missing}`),
    );
  });

  it('refuses a directory', async () => {
    const sub = join(dir, 'a-directory');
    mkdirSync(sub);
    await expect(readAll(sub)).rejects.toThrow(`Not a file: ${sub}`);
  });

  it('explains an unknown header', async () => {
    const path = csv('postcode,x,y\nM1 9AB,1,2\n');
    await expect(readAll(path)).rejects.toThrow(
      `${path}: unknown header "postcode,x,y". Expected the ONS Postcode Directory (columns pcds or pcd, lat, long) or an outcode file (outcode,latitude,longitude).`,
    );
  });

  it('explains an empty file', async () => {
    const path = csv('');
    await expect(readAll(path)).rejects.toThrow(`${path} is empty: expected a header row and data`);
  });
});

describe('detectColumns', () => {
  it('prefers pcds to pcd and finds the optional ONS columns', () => {
    expect(detectColumns(['pcd', 'pcds', 'doterm', 'osgrdind', 'lat', 'long'])).toEqual({
      format: 'onspd',
      postcode: 1,
      lat: 4,
      long: 5,
      doterm: 2,
      quality: 3,
    });
    expect(detectColumns([' Outcode ', 'Latitude', 'Longitude'])).toEqual({
      format: 'outcodes',
      outcode: 0,
      lat: 1,
      long: 2,
    });
    expect(detectColumns(['pcds', 'lat'])).toBeUndefined();
  });
});
