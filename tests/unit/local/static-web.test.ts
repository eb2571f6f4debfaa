import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpaShell, createStaticWeb } from '#infra/local/stage/gateway/static-web';

async function serve(handler: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the SPA shell without a build', () => {
  const emptyRoot = mkdtempSync(join(tmpdir(), 'vy-noweb-'));
  let server: Server;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serve(createSpaShell(join(emptyRoot, 'dist', 'web'))));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(emptyRoot, { recursive: true, force: true });
  });

  it('says to run npm run build', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('createStaticWeb serves the listed files of dist/web and nothing else', () => {
  const root = mkdtempSync(join(tmpdir(), 'vy-web-files-'));
  let server: Server;
  let url: string;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'static'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {};');
    writeFileSync(join(root, 'static', 'van.svg'), '<svg/>');
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(root, 'stray.txt'), 'not a file of the site');
    ({ server, url } = await serve(createStaticWeb(root, ['/assets/*', '/static/*'])));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves files under the listed paths', async () => {
    expect((await fetch(`${url}/assets/index-abc.js`)).status).toBe(200);
    expect(await (await fetch(`${url}/static/van.svg`)).text()).toBe('<svg/>');
  });

  it('does not serve other files of the folder, however the path is written', async () => {
    for (const path of [
      '/index.html',
      '/.vite/manifest.json',
      '/stray.txt',
      '/static/%2e%2e/index.html',
      '/static/..%2Fstray.txt',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${url}/static/van.svg`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
