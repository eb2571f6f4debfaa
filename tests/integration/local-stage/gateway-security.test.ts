import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '#infra/stack/definitions/security-headers';
import { stageS3Client, startTestStage, type TestStage } from './test-stage';

const SECRET = 'search snapshot: never served';

type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** GET with the path sent exactly as written (fetch would resolve `..` itself). */
function rawGet(url: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer for ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

describe('local gateway: only public images, and the deployed security headers', () => {
  let stage: TestStage;
  let s3: S3Client;
  const webRoot = mkdtempSync(join(tmpdir(), 'vy-web-'));

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("hi")');
    stage = await startTestStage({ gateway: { webRoot } });
    s3 = stageS3Client(stage);
    const put = (Bucket: string, Key: string, Body: string) =>
      s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentType: 'text/plain' }));
    await put(stage.buckets.search, 'probe/secret.json', SECRET);
    await put(stage.buckets.sitemaps, 'probe/secret.json', SECRET);
    await put(stage.buckets.images, 'uploads/probe/secret.json', SECRET);
    await put(stage.buckets.images, 'images/probe/photo.webp', 'public photo');
    await put(stage.buckets.sitemaps, 'sitemap.xml', '<urlset/>');
  });

  afterAll(async () => {
    s3?.destroy();
    await stage?.cleanup();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('never serves another bucket or a private prefix through /images/*', async () => {
    const search = stage.buckets.search;
    for (const path of [
      `/images/..%2F..%2F${search}/probe/secret.json`,
      `/images/..%2f..%2f${stage.buckets.sitemaps}/probe/secret.json`,
      `/images/../../${search}/probe/secret.json`,
      `/images/%2E%2E/%2E%2E/${search}/probe/secret.json`,
      `/images/..%5C..%5C${search}/probe/secret.json`,
      `/images/..\\..\\${search}/probe/secret.json`,
      '/images/..%2Fuploads/probe/secret.json',
      '/images/../uploads/probe/secret.json',
      '/images/%2E%2E/uploads/probe/secret.json',
    ]) {
      const answer = await rawGet(stage.url, path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toContain(SECRET);
    }
    const photo = await rawGet(stage.url, '/images/probe/photo.webp');
    expect(photo).toMatchObject({ status: 200, body: 'public photo' });
  });

  it('answers 400 for a key longer than S3 allows, not 500', async () => {
    const answer = await rawGet(stage.url, `/images/${'a'.repeat(1100)}.webp`);
    expect(answer.status).toBe(400);
  });

  it('sends the whole header set on pages, assets, images, sitemaps, API and errors', async () => {
    // s3rver for presigned uploads; the Google sign-in stand-in's token endpoint (decision 076).
    const expected = securityHeaders({ connectSources: [stage.endpoints.s3, stage.hostedUiUrl] });
    for (const path of [
      '/',
      '/used-vans',
      '/no-such-page',
      '/assets/index-abc123.js',
      '/assets/missing.js',
      '/images/probe/photo.webp',
      '/images/probe/missing.webp',
      '/images/..%2Fx',
      '/sitemap.xml',
      '/config.json',
      '/api/no-such-route',
      '/_local/stage.json',
    ]) {
      const answer = await rawGet(stage.url, path);
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    }
    // The built SPA runs under the deployed policy: no inline script, no inline style.
    const csp = expected['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
  });

  it('lets only the mailbox page keep its inline styles', async () => {
    const answer = await rawGet(stage.url, '/_local/mailbox');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(answer.headers['content-security-policy']).toContain("script-src 'self';");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(contentSecurityPolicy({ connectSources: [] })).not.toContain('unsafe-inline');
  });
});
