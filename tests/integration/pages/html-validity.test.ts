import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { REPO_ROOT } from '#infra/local/repo-root';
import { ARTICLES } from '#shared/content/articles';
import { listingPath } from '#shared/listing-paths';
import { RENDER_BUNDLE } from '#shared/page-render';
import { aListing } from '../../support/listing-fixture';
import { sharedTestStage } from '../local-stage/shared-stage';
import type { TestStage } from '../local-stage/test-stage';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { syncDealerPage } from '#lambdas/account/dealer/dealer-page';
import { defaultOpeningHours } from '#shared/dealer';

// Every kind of page the site serves, as the local stage's gateway answers it from the built
// site and renderer (npm test builds first), checked by the Nu HTML checker (vnu) in one JVM
// run over a folder of saved pages: no errors on any of them. On the worker's shared stage
// (decision 058): the pages are of this file's listings (ids no other file uses); what the
// other files left there only adds content to the search pages, which must be valid too.

const VNU_JAR = join(REPO_ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
const BUILT = existsSync(join(REPO_ROOT, RENDER_BUNDLE));

const SELLER = {
  id: 'seller-1',
  email: 'sales@leedsvans.example',
  full_name: 'Leeds Van Centre',
  phone_number: '0113 496 0000',
  location: 'Leeds',
  website_url: 'https://leedsvans.example',
  seller_type: 'trade_dealer' as const,
  created_at: '2024-01-01T00:00:00.000Z',
  // Its dealer page (decision 069): the about text, the hours table and the address.
  about: 'Family run since 1998.\n\nPart exchange welcome.',
  opening_hours: defaultOpeningHours(),
  address: 'Unit 4, Riverside Trade Park\nLeeds\nLS1 4AB',
};
const photos = (id: string) =>
  ['a', 'b', 'c'].map((photo) => `/images/listings/${id}/${photo}/640.webp`);

const live = aListing({ id: 'LiveVan1', image_urls: photos('LiveVan1') });
const featured = aListing({
  id: 'Featured1',
  make: 'Volkswagen',
  model: 'Transporter T6',
  location: 'york',
  location_slug: 'york',
  price_includes_vat: true,
  homepage_featured: true,
  search_featured: true,
  boost_expires: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  image_urls: photos('Featured1'),
});
const noPhotos = aListing({ id: 'NoPhotos1', image_urls: [], seller_type: 'private_seller' });
const sold = aListing({ id: 'SoldVan1', status: 'sold' });
const pending = aListing({ id: 'WaitVan1', approval_status: 'pending' });

/** One path of each kind of page (ADR 028 table 4), with the status it answers. */
const PAGES: readonly (readonly [string, number])[] = [
  ['/', 200],
  ['/used-vans', 200],
  ['/used-vans/ford', 200],
  ['/used-vans/ford/transit-custom', 200],
  ['/used-vans/ford/transit-custom/leeds', 200],
  ['/used-vans?fuelType=diesel&sort=price-asc&minYear=2015&maxMileage=90000', 200],
  ['/used-vans?postcode=XYZ', 200],
  ['/used-vans?minPrice=cheap', 200],
  // A town with no vans: the alternatives.
  ['/used-vans/ford/transit-custom/bristol', 200],
  ['/used-vans?page=99', 404],
  ['/used-vans/trabant', 404],
  [listingPath(live), 200],
  [listingPath(featured), 200],
  [listingPath(noPhotos), 200],
  [listingPath(sold), 410],
  [listingPath(pending), 404],
  ['/blog', 200],
  [`/blog/${ARTICLES[0]!.slug}`, 200],
  ['/blog/no-such-article', 404],
  ['/about', 200],
  ['/contact', 200],
  ['/faq', 200],
  ['/help', 200],
  ['/help/listing-import', 200],
  ['/how-it-works', 200],
  ['/how-to-sell-your-van-quickly-and-easily', 200],
  ['/register-to-sell', 200],
  ['/terms', 200],
  ['/privacy', 200],
  ['/value-my-van', 200],
  ['/free-van-valuation', 200],
  ['/ulez-van-checker', 200],
  ['/dealers', 200],
  ['/dealers/leeds-van-centre', 200],
  ['/dealers/leeds-van-centre?make=ford&sort=price-asc', 200],
  ['/no-such-page', 404],
  // The client shell of the private pages.
  ['/auth/login', 200],
  ['/auth/register', 200],
  ['/auth/reset-password', 200],
  ['/dashboard', 200],
];

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

let stage: TestStage;
let folder: string;

beforeAll(async () => {
  stage = await sharedTestStage();
  const client = new DynamoDBClient({
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    endpoint: stage.endpoints.dynamodb,
  });
  const db = { client: DynamoDBDocumentClient.from(client), tableName: stage.tableName };
  // The profile with its slug and directory entry, as a dealer's save writes them.
  await putProfilesBatch(db, [await syncDealerPage(db, SELLER)]);
  await putListingsBatch(db, [live, featured, noPhotos, sold, pending]);
  client.destroy();
  await stage.search.rebuild();
  resetSearchIndex();
  folder = mkdtempSync(join(tmpdir(), 'vy-vnu-'));
}, 180_000);

afterAll(async () => {
  resetSearchIndex();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the Nu HTML checker', () => {
  it('finds no error on any page the site serves', async () => {
    expect(BUILT, 'dist/render is missing: run `npm run build` first').toBe(true);
    const files = new Map<string, string>();
    for (const [index, [path, status]] of PAGES.entries()) {
      const response = await fetch(`${stage.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(status);
      const file = join(folder, `page-${String(index).padStart(2, '0')}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, path);
    }

    // A page with one known error: the run must report it, so it did check the folder.
    const canary = join(folder, 'canary.html');
    writeFileSync(canary, '<!doctype html><html lang="en"><title>x</title><p><div></div></p>');

    // One JVM for every page; vnu writes its JSON report to stderr.
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', folder], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(
      run.error,
      'java must be installed (the DynamoDB emulator needs it too)',
    ).toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    expect(messages.filter((m) => m.url === `file:${canary}`)).toHaveLength(1);
    const errors = messages
      .filter((m) => m.url !== `file:${canary}`)
      .map(
        (m) =>
          `${files.get(m.url) ?? m.url} line ${m.lastLine ?? '?'}: ${m.message}` +
          (m.extract ? ` [${m.extract.trim().slice(0, 160)}]` : ''),
      );
    expect(errors).toEqual([]);
  }, 120_000);
});
