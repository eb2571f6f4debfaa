import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { loadStageConfig, runtimeConfigOf } from '#infra/stack/stage-config';
import { runtimeConfigSchema } from '#shared/runtime-config';
import type { Db } from '#lambdas/platform/db';
import {
  getSearchIndex,
  resetSearchIndex,
  type SearchIndexDeps,
} from '#lambdas/search/projection/search-index-provider';
import { readLatestSnapshot } from '#lambdas/search/projection/snapshot-store';
import { aListing } from '../../support/listing-fixture';
import { checkSitemap } from '../../support/sitemap-check';
import { startTestStage, type TestStage } from './test-stage';
import { putListing } from '#lambdas/listing/listing-writer';

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

// A new local stage with an empty table (decision 058: one stage for what needs it new): its
// API through the gateway (nothing written yet: no featured vans, no listing sitemaps), then
// its search projection following the table from a first, empty snapshot. The API's checks
// write no listing, so the projection's still starts from nothing.

let stage: TestStage;

beforeAll(async () => {
  // Its stream consumers in threads of their own, as `npm start` runs them (decision 054).
  stage = await startTestStage({ functionsIn: 'threads' });
});

afterAll(async () => {
  await stage?.cleanup();
});

describe('local stage: the API through the gateway', () => {
  it('GET /api/health runs the real handler against DynamoDB Local', async () => {
    const response = await fetch(`${stage.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('apigw-requestid')).toMatch(/[0-9a-f-]{36}/);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      stage: 'local',
      table: 'reachable',
    });
  });

  it('GET /api/listings/featured answers from the (empty) table', async () => {
    const response = await fetch(`${stage.url}/api/listings/featured`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
  });

  it('routes GET /api/listings/{id} to the detail handler, literal paths still first', async () => {
    const response = await fetch(`${stage.url}/api/listings/no-such-van`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'This van could not be found.' },
    });
    const phone = await fetch(`${stage.url}/api/listings/no-such-van/phone`);
    expect(phone.status).toBe(404);
    expect(phone.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${stage.url}/api/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/unknown.' },
    });
  });

  it('answers a wrong method through the catch-all route with a JSON 404, as API Gateway does', async () => {
    const response = await fetch(`${stage.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for DELETE /api/health.' },
    });
  });

  it('refuses a body over 1 MB with a JSON 413 before any handler runs', async () => {
    const response = await fetch(`${stage.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers a malformed percent-encoded path with 400', async () => {
    const response = await fetch(`${stage.url}/api/listings/%E0%A4%A`);
    expect(response.status).toBe(400);
  });

  it('serves the stage description for local clients', async () => {
    const response = await fetch(`${stage.url}/_local/stage.json`);
    expect(await response.json()).toMatchObject({
      stage: 'local',
      userPoolId: stage.userPool.id,
      userPoolClientId: stage.userPool.clientId,
      userPoolEndpoint: '/_local/cognito/',
    });
  });

  it('serves the public runtime settings at /config.json, as the web deployment writes them', async () => {
    const response = await fetch(`${stage.url}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=0, must-revalidate');
    const config = runtimeConfigSchema.parse(await response.json());
    expect(config).toEqual(
      runtimeConfigOf(loadStageConfig('local'), {
        region: 'eu-west-2',
        userPoolId: stage.userPool.id,
        userPoolClientId: stage.userPool.clientId,
        userPoolEndpoint: '/_local/cognito/',
        passwordFlow: 'USER_PASSWORD_AUTH',
        // The hosted sign-in stand-in, returning to the name the site was asked on (decision 076).
        oauth: {
          domain: expect.stringMatching(/^localhost:\d+$/) as unknown as string,
          redirectSignIn: `${stage.url}/auth/callback`,
          redirectSignOut: `${stage.url}/`,
        },
      }),
    );
    expect(config.contact.email).toMatch(/@/);
  });

  it('serves the sitemaps it wrote on start, and robots.txt naming them, at the site root', async () => {
    const robots = await fetch(`${stage.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${stage.url}/sitemap.xml`);
    const index = await fetch(`${stage.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = checkSitemap(await index.text(), stage.url).entries.map((entry) => entry.loc);
    // An empty stage: no listing or category sitemap, the static pages and the blog.
    expect(files).toEqual([`${stage.url}/sitemap-static.xml`, `${stage.url}/sitemap-blog.xml`]);
    const blog = await fetch(`${stage.url}/sitemap-blog.xml`);
    expect(checkSitemap(await blog.text(), stage.url).entries).toHaveLength(2);
  });
});

describe('local stage: the search projection follows the table', () => {
  let db: Db;
  let deps: SearchIndexDeps;
  const clients: { destroy(): void }[] = [];

  beforeAll(async () => {
    const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    const dynamodb = new DynamoDBClient({ ...client, endpoint: stage.endpoints.dynamodb });
    const s3 = new S3Client({ ...client, endpoint: stage.endpoints.s3, forcePathStyle: true });
    clients.push(dynamodb, s3);
    db = { client: DynamoDBDocumentClient.from(dynamodb), tableName: stage.tableName };
    // What the search route's handler uses, with its default refresh (SEARCH_REFRESH_MS 1 s).
    deps = { db, s3, bucket: stage.buckets.search };
  });
  afterAll(() => clients.forEach((c) => c.destroy()));

  it('has a snapshot as soon as it has started, even with an empty table', async () => {
    const snapshot = await readLatestSnapshot({ s3: deps.s3, bucket: deps.bucket });
    expect(snapshot?.docs).toEqual([]);
    expect((await getSearchIndex(deps)).size).toBe(0);
  });

  it('shows a listing written while it runs within a couple of seconds, with no help', async () => {
    await getSearchIndex(deps);
    await putListing(db, aListing({ id: 'written-live' }));
    const took = await eventually(
      async () => (await getSearchIndex(deps)).has('written-live'),
      3000,
    );
    expect(took).toBeLessThan(3000);
  });

  it('drains: once drain() resolves, the next refresh has every change', async () => {
    await putListing(db, aListing({ id: 'drained', price: 1234 }));
    await putListing(db, aListing({ id: 'written-live', approval_status: 'rejected' }));
    await stage.search.drain();
    resetSearchIndex();
    const index = await getSearchIndex({ ...deps, refreshMs: 0 });
    expect(index.has('drained')).toBe(true);
    expect(index.has('written-live')).toBe(false);
  });

  it('compacts on request, and rebuilds with the listing count', async () => {
    await stage.search.compact();
    const compacted = await readLatestSnapshot({ s3: deps.s3, bucket: deps.bucket });
    expect(compacted?.docs.map((d) => d.id)).toEqual(['drained']);
    await putListing(db, aListing({ id: 'second' }));
    expect(await stage.search.rebuild()).toEqual({ docs: 2, ms: expect.any(Number) });
  });
});
