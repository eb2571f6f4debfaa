import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEB_FILE_PATHS } from '#infra/stack/definitions/page-renderer';
import { securityHeaders } from '#infra/stack/definitions/security-headers';
import {
  importHandlerLoader,
  type LambdaHandler,
  type LoadHandler,
} from '#infra/local/stage/gateway/handler-loader';
import { RENDER_PAGE_ROUTE } from '#infra/local/stage/gateway/page-renderer';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { REPO_ROOT } from '#infra/local/repo-root';
import { startTestStage, type TestStage } from './test-stage';

const INDEX_HTML = '<!doctype html><title>VanYard client shell</title><div id="root"></div>';
/** A page well over the 1,000 bytes from which CloudFront compresses. */
const PAGE_HTML = `<!doctype html><html><head><title>Rendered</title></head><body><main>${'<p>Ford Transit Custom, 2021, 34,000 miles</p>'.repeat(60)}</main></body></html>`;
const SMALL_HTML = '<!doctype html><title>Small</title>';
const NOT_FOUND_HTML = `<!doctype html><title>Page not found</title>${'<p>x</p>'.repeat(200)}`;

/** The files of web/public the test web root also holds (top-level files, not folders). */
const PUBLIC_FILE = WEB_FILE_PATHS.find((path) => !path.endsWith('*') && path !== '/config.json');

/** The fake renderer: what it was sent, and an answer chosen by path. */
const events: APIGatewayProxyEventV2[] = [];
let fail = false;
const fakeRenderer: LambdaHandler = async (event) => {
  events.push(event as APIGatewayProxyEventV2);
  if (fail) throw new Error('renderer exploded');
  const head = event.requestContext.http.method === 'HEAD';
  const known = ['/', '/used-vans', '/used-vans/ford/transit-custom', '/about', '/small'];
  const page = known.includes(event.rawPath)
    ? { status: 200, html: event.rawPath === '/small' ? SMALL_HTML : PAGE_HTML }
    : { status: 404, html: NOT_FOUND_HTML };
  return {
    statusCode: page.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300',
      'server-timing': 'data;dur=3, render;dur=7',
    },
    body: head ? '' : page.html,
  };
};

type RawAnswer = { status: number; headers: Record<string, unknown>; body: Buffer };

describe('local gateway: pages go to the renderer, files come from dist/web', () => {
  let stage: TestStage;
  const webRoot = mkdtempSync(join(tmpdir(), 'vy-pages-web-'));
  const bundleDir = mkdtempSync(join(tmpdir(), 'vy-pages-bundle-'));
  const bundle = join(bundleDir, 'render-page.js');

  beforeAll(async () => {
    // A stand-in for dist/web with files the site serves and files it must not.
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, 'static'));
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("hi")');
    writeFileSync(join(webRoot, 'static', 'van.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{"secret":"build internals"}');
    writeFileSync(join(webRoot, 'favicon.ico'), 'not in web/public');
    if (PUBLIC_FILE) writeFileSync(join(webRoot, PUBLIC_FILE.slice(1)), 'public file');
    writeFileSync(bundle, '// stands in for dist/render/render-page.js');
    const products = importHandlerLoader(REPO_ROOT);
    const loadHandler: LoadHandler = async (route) =>
      route.id === RENDER_PAGE_ROUTE.id ? fakeRenderer : products(route);
    stage = await startTestStage({ gateway: { webRoot, renderBundle: bundle, loadHandler } });
  });

  afterAll(async () => {
    await stage?.cleanup();
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    events.length = 0;
    fail = false;
  });

  /** The answer as sent (fetch would decode it), with the headers given and no others. */
  function raw(
    path: string,
    options: { method?: string; headers?: Record<string, string> } = {},
  ): Promise<RawAnswer> {
    const { hostname, port } = new URL(stage.url);
    return new Promise((resolve, reject) => {
      httpRequest(
        { host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
        .on('error', reject)
        .end();
    });
  }

  it('sends page paths to the renderer as a payload 2.0 event, without the origin secret', async () => {
    for (const path of ['/', '/used-vans', '/used-vans/ford/transit-custom', '/about']) {
      const answer = await raw(`${path}?page=2&utm_source=x`);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toBe(PAGE_HTML);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
      expect(answer.headers['server-timing']).toBe('data;dur=3, render;dur=7');
    }
    expect(events).toHaveLength(4);
    const event = events[3]!;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: '$default',
      rawPath: '/about',
      rawQueryString: 'page=2&utm_source=x',
      queryStringParameters: { page: '2', utm_source: 'x' },
      requestContext: { http: { method: 'GET', path: '/about' } },
    });
    expect(event.headers[ORIGIN_VERIFY_HEADER]).toBeUndefined();
    expect(event.body).toBeUndefined();
  });

  it('keeps the raw path, as a function URL does: encoded slashes reach the renderer as sent', async () => {
    await raw('/used-vans/ford%2Ftransit');
    await raw('/used-vans/%2e%2e/%2e%2e/etc/passwd');
    expect(events.map((event) => event.rawPath)).toEqual([
      '/used-vans/ford%2Ftransit',
      '/used-vans/%2e%2e/%2e%2e/etc/passwd',
    ]);
  });

  it('serves the WEB_FILE_PATHS files from disk, never through the renderer', async () => {
    const asset = await raw('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.body.toString()).toBe('console.log("hi")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/static/van.svg')).headers['content-type']).toBe('image/svg+xml');
    if (PUBLIC_FILE) expect((await raw(PUBLIC_FILE)).body.toString()).toBe('public file');
    const config = await raw('/config.json');
    expect(JSON.parse(config.body.toString())).toMatchObject({ stage: 'local' });
    // A listed path with no file is a plain 404, never a page.
    const missing = await raw('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(events).toEqual([]);
  });

  it('sends every other path to the renderer, including files dist/web holds but the site does not serve', async () => {
    for (const path of ['/index.html', '/.vite/manifest.json', '/favicon.ico', '/no-such-page']) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(NOT_FOUND_HTML);
    }
    expect(events.map((event) => event.rawPath)).toEqual([
      '/index.html',
      '/.vite/manifest.json',
      '/favicon.ico',
      '/no-such-page',
    ]);
  });

  it('keeps the API, local pages and other methods away from the renderer', async () => {
    expect((await raw('/api/health')).status).toBe(200);
    expect((await raw('/_local/no-such-page')).status).toBe(404);
    const post = await raw('/about', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(events).toEqual([]);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await raw('/about', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.length).toBe(0);
    expect(events[0]?.requestContext.http.method).toBe('HEAD');
  });

  it('compresses rendered pages as CloudFront does: brotli first, else gzip, with Vary', async () => {
    const br = await raw('/about', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE_HTML);

    const gzip = await raw('/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE_HTML);

    const identity = await raw('/about', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('accept-encoding');
    expect(identity.body.toString()).toBe(PAGE_HTML);

    // The renderer's 404 page is compressed too.
    const notFound = await raw('/no-such-page', { headers: { 'accept-encoding': 'br' } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('br');
  });

  it('does not compress a page under 1,000 bytes', async () => {
    const answer = await raw('/small', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SMALL_HTML);
  });

  it('puts the deployed security headers on rendered pages', async () => {
    const answer = await raw('/about');
    // s3rver for presigned uploads; the Google sign-in stand-in's token endpoint (decision 076).
    const expected = securityHeaders({ connectSources: [stage.endpoints.s3, stage.hostedUiUrl] });
    for (const [name, value] of Object.entries(expected)) {
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('answers 502 when the renderer fails, and logs why', async () => {
    fail = true;
    const answer = await raw('/about');
    expect(answer.status).toBe(502);
    expect(stage.logs.some((line) => line.includes('renderer exploded'))).toBe(true);
  });

  it('falls back to the client-rendered index.html while the bundle is missing, and says so once', async () => {
    rmSync(bundle);
    try {
      const page = await raw('/about');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(INDEX_HTML);
      const unknown = await raw('/no-such-page');
      expect(unknown.status).toBe(404);
      expect(unknown.body.toString()).toBe(INDEX_HTML);
      expect(events).toEqual([]);
      const told = stage.logs.filter((line) => line.includes('not server-rendered'));
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(bundle);
    } finally {
      writeFileSync(bundle, '// back');
    }
    expect((await raw('/about')).body.toString()).toBe(PAGE_HTML);
  });
});
