import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { sendMail } from '#lambdas/mail/mailer';
import { startTestStage, type TestStage } from './test-stage';

const INDEX_HTML = '<!doctype html><title>VanYard test build</title><div id="root"></div>';

// Page paths (the renderer, or index.html while it is not built) are gateway-pages.test.ts's.
describe('local stage: web files, images, sitemaps and the mailbox', () => {
  let stage: TestStage;
  let s3: S3Client;
  const webRoot = mkdtempSync(join(tmpdir(), 'vy-web-'));

  beforeAll(async () => {
    // A tiny stand-in for dist/web, so the test does not depend on a build.
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, 'static'));
    writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("hi")');
    writeFileSync(join(webRoot, 'static', 'van.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // No renderer bundle, so page paths get the client shell whether or not dist/render is built.
    stage = await startTestStage({
      gateway: { webRoot, renderBundle: join(webRoot, 'no-render-bundle.js') },
    });
    s3 = new S3Client({
      endpoint: stage.endpoints.s3,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
  });

  afterAll(async () => {
    s3?.destroy();
    await stage?.cleanup();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await fetch(`${stage.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${stage.url}/static/van.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const response = await fetch(`${stage.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('does not serve files outside the web root', async () => {
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await fetch(`${stage.url}${path}`);
      expect(await response.text(), path).not.toContain('root:');
    }
  });

  it('serves /images/* from the images bucket in s3rver', async () => {
    const key = 'images/listings/l1/i1/320.webp';
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    await s3.send(
      new PutObjectCommand({
        Bucket: stage.buckets.images,
        Key: key,
        Body: bytes,
        ContentType: 'image/webp',
      }),
    );
    const response = await fetch(`${stage.url}/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const etag = response.headers.get('etag')!;
    const again = await fetch(`${stage.url}/${key}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${stage.url}/images/listings/l1/i1/missing.webp`)).status).toBe(404);
  });

  it('serves sitemaps and robots.txt from the sitemaps bucket', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: stage.buckets.sitemaps,
        Key: 'sitemap.xml',
        Body: '<urlset/>',
        ContentType: 'application/xml',
      }),
    );
    await s3.send(
      new PutObjectCommand({
        Bucket: stage.buckets.sitemaps,
        Key: 'robots.txt',
        Body: 'User-agent: *\n',
        ContentType: 'text/plain',
      }),
    );
    const sitemap = await fetch(`${stage.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toBe('<urlset/>');
    expect(await (await fetch(`${stage.url}/robots.txt`)).text()).toBe('User-agent: *\n');
    expect((await fetch(`${stage.url}/sitemap-listings-9.xml`)).status).toBe(404);
  });

  it('lists mail the handlers send on the local mailbox page and as JSON', async () => {
    // The stage set MAIL_PROVIDER=local-mailbox and LOCAL_MAILBOX_DIR for the handlers.
    await sendMail({
      to: 'buyer@example.com',
      subject: 'Your enquiry about the Transit',
      text: 'The seller will reply soon.',
    });
    const page = await fetch(`${stage.url}/_local/mailbox`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Your enquiry about the Transit');
    expect(html).toContain('buyer@example.com');
    const { mails } = (await (await fetch(`${stage.url}/_local/mailbox.json`)).json()) as {
      mails: { subject: string; from: string }[];
    };
    expect(mails[0]).toMatchObject({
      subject: 'Your enquiry about the Transit',
      from: 'VanYard <no-reply@vanyard.co.uk>',
    });
  });
});
