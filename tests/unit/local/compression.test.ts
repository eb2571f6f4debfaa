import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compressBody,
  isCompressible,
} from '#infra/local/stage/gateway/compression';
import { createSpaShell, createStaticWeb } from '#infra/local/stage/gateway/static-web';

describe('choosing an encoding as CloudFront does', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
  });

  it('compresses text types of 1,000 bytes to 10 MB only', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 247_000)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', 999)).toBe(false);
    expect(isCompressible('application/json; charset=utf-8', 1000)).toBe(true);
    expect(isCompressible('image/svg+xml', 5000)).toBe(true);
    expect(isCompressible('image/webp', 50_000)).toBe(false);
    expect(isCompressible('font/woff2', 50_000)).toBe(false);
    expect(isCompressible('text/css', 10_000_001)).toBe(false);
  });
});

describe('compressing a generated answer (a rendered page)', () => {
  const html = Buffer.from(
    `<!doctype html><main>${'<p>Ford Transit Custom</p>'.repeat(100)}</main>`,
  );

  it('brotli first, else gzip, with Vary; identity untouched but still Vary', () => {
    const br = compressBody(html, 'text/html; charset=utf-8', 'gzip, br');
    expect(br.headers).toEqual({ vary: 'accept-encoding', 'content-encoding': 'br' });
    expect(brotliDecompressSync(br.body)).toEqual(html);
    const gzip = compressBody(html, 'text/html; charset=utf-8', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(html);
    const identity = compressBody(html, 'text/html; charset=utf-8', 'identity');
    expect(identity).toEqual({ body: html, headers: { vary: 'accept-encoding' } });
  });

  it('leaves bodies under 1,000 bytes and types CloudFront does not compress alone', () => {
    const small = Buffer.from('<!doctype html><title>Moved</title>');
    expect(compressBody(small, 'text/html', 'br')).toEqual({ body: small, headers: {} });
    expect(compressBody(html, 'image/webp', 'br')).toEqual({ body: html, headers: {} });
  });
});

describe('the local gateway serves the build compressed', () => {
  const root = mkdtempSync(join(tmpdir(), 'vy-compress-'));
  const script = `export const vans = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `van ${i}`))};\n`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'static'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>VanYard</title>');
    writeFileSync(join(root, 'assets', 'index-abc.js'), script);
    writeFileSync(join(root, 'static', 'logo.png'), Buffer.alloc(4000, 1));
    const files = createStaticWeb(root);
    const shell = createSpaShell(root);
    server = createServer((request, response) =>
      (request.url === '/' ? shell : files)(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  /** The raw answer (fetch would decode it). */
  function raw(path: string, acceptEncoding?: string) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  }

  it('sends brotli to a browser that accepts it, smaller and the same once decoded', async () => {
    const answer = await raw('/assets/index-abc.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, twice the same', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await raw('/assets/index-abc.js', 'gzip');
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('sends the file as it is without Accept-Encoding, and never compresses images', async () => {
    const plain = await raw('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const image = await raw('/static/logo.png', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4000);
  });

  it('leaves a body under 1,000 bytes alone (the page shell here)', async () => {
    const page = await raw('/', 'br');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toContain('<title>VanYard</title>');
  });
});
