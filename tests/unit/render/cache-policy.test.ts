import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  edgeSeconds,
  pageHeaders,
  serverTiming,
  type CacheCase,
} from '#web/server/cache-policy';

// The rows of docs/decisions/028-server-rendered-pages.md, table 4.
describe('edgeSeconds', () => {
  it.each<[string, CacheCase, number | null]>([
    ['home', { kind: 'page', route: 'home', status: 200 }, 120],
    ['content page', { kind: 'page', route: 'other', status: 200 }, 3600],
    ['results with vans, filtered or empty', { kind: 'page', route: 'results', status: 200 }, 120],
    ['page past the last', { kind: 'page', route: 'results', status: 404 }, 60],
    ['make not in the catalogue, unknown path', { kind: 'page', route: 'other', status: 404 }, 600],
    ['live listing', { kind: 'page', route: 'listing', status: 200 }, 300],
    ['sold or removed listing', { kind: 'page', route: 'listing', status: 410 }, 600],
    ['pending, rejected or unknown listing', { kind: 'page', route: 'listing', status: 404 }, 60],
    ['301', { kind: 'redirect' }, 3600],
    ['private shell', { kind: 'private-shell' }, 3600],
    ['bad input', { kind: 'bad-input' }, 60],
    ['renderer failure', { kind: 'failure' }, null],
  ])('%s', (_row, answer, seconds) => {
    expect(edgeSeconds(answer)).toBe(seconds);
  });
});

describe('cacheControl', () => {
  it('lets browsers revalidate and the edge keep, refresh and fall back', () => {
    expect(cacheControl({ kind: 'page', route: 'listing', status: 200 })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
    );
  });

  it('keeps no renderer failure anywhere', () => {
    expect(cacheControl({ kind: 'failure' })).toBe('no-store');
  });
});

describe('pageHeaders', () => {
  it('sends the robots value, the location and the timing only when given', () => {
    const plain = pageHeaders({ kind: 'page', route: 'home', status: 200 }, {});
    expect(plain).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl({ kind: 'page', route: 'home', status: 200 }),
    });

    const full = pageHeaders(
      { kind: 'redirect' },
      { robots: 'noindex', location: '/about', timing: { dataMs: 3.14159, renderMs: 12 } },
    );
    expect(full['x-robots-tag']).toBe('noindex');
    const filtered = pageHeaders(
      { kind: 'page', route: 'results', status: 200 },
      { robots: 'noindex, follow' },
    );
    expect(filtered['x-robots-tag']).toBe('noindex, follow');
    expect(full.location).toBe('/about');
    expect(full['server-timing']).toBe('data;dur=3.1, render;dur=12.0');
  });

  it('asks a client to retry a failure later', () => {
    expect(pageHeaders({ kind: 'failure' }, { robots: 'noindex' })['retry-after']).toBe('30');
  });
});

describe('serverTiming', () => {
  it('names the data and render phases in milliseconds', () => {
    expect(serverTiming({ dataMs: 0, renderMs: 0.04 })).toBe('data;dur=0.0, render;dur=0.0');
  });
});
