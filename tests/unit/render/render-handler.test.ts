import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '#lambdas/platform/logger';
import { loadRenderer, rendererPath, resetRenderer } from '#lambdas/render/load-renderer';
import { createRenderHandler, pageUrl } from '#lambdas/render/render-handler';
import type { RenderDeps, RenderPage } from '#shared/page-render';
import { RENDER_BUNDLE } from '#shared/page-render';
import { fakePageData } from '#web/server/fake-page-data';
import { pageEvent } from '../../support/api-event';

const ORIGIN = 'https://www.vanyard.co.uk';
const CONTACT = {
  email: 'hello@vanyard.example',
  phone: '0113 496 0000',
  addressLines: ['VanYard Ltd', '1 Street', 'Leeds LS1 4AB'],
  mapUrl: 'https://www.openstreetmap.org/search?query=LS1%204AB',
};

type LogLine = { level: string; message: string };

/** A logger that keeps its lines for the test to read instead of printing them. */
function captureLog(lines: LogLine[]): Logger {
  const at = (level: string) => (message: string) => void lines.push({ level, message });
  const log: Logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: () => log,
  };
  return log;
}

type Call = { url: URL; deps: RenderDeps; method: string | undefined };

function fakeRenderer(calls: Call[]): RenderPage {
  return async (url, deps, method) => {
    calls.push({ url, deps, method });
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'x' },
      html: method === 'HEAD' ? '' : '<!doctype html><title>page</title>',
    };
  };
}

function handlerWith(options: {
  calls?: Call[];
  loadRenderer?: () => Promise<RenderPage>;
  contactJson?: string;
  log?: LogLine[];
}) {
  const calls = options.calls ?? [];
  return createRenderHandler({
    loadRenderer: options.loadRenderer ?? (async () => fakeRenderer(calls)),
    siteOrigin: async () => ORIGIN,
    contactJson: () => options.contactJson,
    pages: fakePageData(() => ({ status: 200, body: null })).pages,
    log: captureLog(options.log ?? []),
    now: () => new Date('2026-11-26T12:00:00Z'),
  });
}

describe('createRenderHandler', () => {
  it('renders the request on the site origin with the stage contact details', async () => {
    const calls: Call[] = [];
    const handler = handlerWith({ calls, contactJson: JSON.stringify(CONTACT) });
    const result = await handler(pageEvent('GET', '/used-vans/ford', 'page=2&fuelType=diesel'));

    expect(result).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'x' },
      body: '<!doctype html><title>page</title>',
    });
    const [call] = calls;
    expect(call?.url.href).toBe(`${ORIGIN}/used-vans/ford?page=2&fuelType=diesel`);
    expect(call?.method).toBe('GET');
    expect(call?.deps).toMatchObject({
      siteOrigin: ORIGIN,
      contact: CONTACT,
      now: new Date('2026-11-26T12:00:00Z'),
    });
  });

  it('answers HEAD without a body', async () => {
    const calls: Call[] = [];
    const result = await handlerWith({ calls })(pageEvent('HEAD', '/'));
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('');
    expect(calls[0]?.method).toBe('HEAD');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('refuses %s with 405', async (method) => {
    const calls: Call[] = [];
    const result = await handlerWith({ calls })(pageEvent(method, '/'));
    expect(result.statusCode).toBe(405);
    expect(result.headers?.allow).toBe('GET, HEAD');
    expect(calls).toHaveLength(0);
  });

  it('renders the contact page without details when RENDER_CONTACT is not valid', async () => {
    const calls: Call[] = [];
    await handlerWith({ calls, contactJson: '{"email":"not an email"}' })(
      pageEvent('GET', '/contact'),
    );
    expect(calls[0]?.deps.contact).toBeNull();
  });

  it('answers a plain 503 that no cache keeps when the bundle will not load', async () => {
    const log: LogLine[] = [];
    const handler = handlerWith({
      log,
      loadRenderer: async () => {
        throw new Error('Cannot find module dist/render/render-page.js');
      },
    });
    const result = await handler(pageEvent('GET', '/'));
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({
      'cache-control': 'no-store',
      'retry-after': '30',
      'x-robots-tag': 'noindex',
    });
    expect(result.body).not.toContain('dist/render');
    expect(log).toEqual([{ level: 'error', message: 'page renderer unavailable' }]);
  });
});

describe('pageUrl', () => {
  it('keeps a path that looks like another host on this site', () => {
    const url = pageUrl(pageEvent('GET', '//evil.example/x'), ORIGIN);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('//evil.example/x');
  });

  it('keeps encoded separators encoded, for the guards to refuse', () => {
    expect(pageUrl(pageEvent('GET', '/used-vans/ford%2Ftransit'), ORIGIN).pathname).toBe(
      '/used-vans/ford%2Ftransit',
    );
  });

  it('reads the raw path, not the decoded requestContext path', () => {
    const event = pageEvent('GET', '/used-vans/ford%2Ftransit', 'page=2');
    event.requestContext.http.path = '/used-vans/ford/transit';
    const url = pageUrl(event, ORIGIN);
    expect(url.pathname).toBe('/used-vans/ford%2Ftransit');
    expect(url.search).toBe('?page=2');
  });

  it('never lets a decoded ? or # in the path become a query or a fragment', () => {
    const url = pageUrl(pageEvent('GET', '/about?admin=1#x', 'page=2'), ORIGIN);
    expect(url.pathname).toBe('/about%3Fadmin=1%23x');
    expect(url.search).toBe('?page=2');
    expect(url.hash).toBe('');
  });

  it('resolves dot segments as a browser would before sending', () => {
    expect(pageUrl(pageEvent('GET', '/used-vans/../about'), ORIGIN).pathname).toBe('/about');
    expect(pageUrl(pageEvent('GET', '/used-vans/..%2F..'), ORIGIN).pathname).toBe(
      '/used-vans/..%2F..',
    );
  });
});

describe('loadRenderer', () => {
  let dir: string | undefined;
  afterEach(() => {
    resetRenderer();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the bundle from the repository unless the asset folder is given', () => {
    expect(rendererPath({}).endsWith(RENDER_BUNDLE)).toBe(true);
    expect(rendererPath({ RENDER_BUNDLE_DIR: '/var/task/render' })).toBe(
      '/var/task/render/render-page.js',
    );
  });

  it('imports renderPage from the bundle once, and retries after a failure', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vy-render-'));
    const source = { RENDER_BUNDLE_DIR: dir };
    await expect(loadRenderer(source)).rejects.toThrow();

    writeFileSync(
      join(dir, 'render-page.js'),
      "export const renderPage = async () => ({ status: 200, headers: {}, html: 'built' });\n",
    );
    const renderPage = await loadRenderer(source);
    expect(await loadRenderer(source)).toBe(renderPage);
    const page = await renderPage(new URL(ORIGIN), {} as RenderDeps);
    expect(page.html).toBe('built');
  });

  it('refuses a bundle without renderPage', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vy-render-'));
    writeFileSync(join(dir, 'render-page.js'), 'export const other = 1;\n');
    await expect(loadRenderer({ RENDER_BUNDLE_DIR: dir })).rejects.toThrow(/renderPage/);
  });
});
