import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isWebFilePath,
  PAGE_RENDERER,
  unionAccess,
  WEB_FILE_PATHS,
  WEB_PUBLIC_DIR,
} from '#infra/stack/definitions/page-renderer';
import { ROUTE_DEPLOYMENTS } from '#infra/stack/definitions/routes';
import { PAGE_DATA_ROUTES } from '#lambdas/render/page-data-routes';

describe('WEB_FILE_PATHS: the files of dist/web the site serves as files', () => {
  it('holds the build assets, the runtime config and every top-level entry of web/public', () => {
    const entries = readdirSync(WEB_PUBLIC_DIR, { withFileTypes: true }).filter(
      (entry) => !entry.name.startsWith('.'),
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(WEB_FILE_PATHS).toEqual(
      expect.arrayContaining([
        '/assets/*',
        '/config.json',
        ...entries.map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`)),
      ]),
    );
    expect(WEB_FILE_PATHS).toHaveLength(entries.length + 2);
  });

  it('matches paths as CloudFront path patterns do, and never the shell or the manifest', () => {
    expect(isWebFilePath('/assets/index-abc.js')).toBe(true);
    expect(isWebFilePath('/static/van-placeholder.svg')).toBe(true);
    expect(isWebFilePath('/config.json')).toBe(true);
    for (const path of ['/', '/index.html', '/.vite/manifest.json', '/assets', '/config.jsonx']) {
      expect(isWebFilePath(path), path).toBe(false);
    }
  });
});

describe('PAGE_RENDERER', () => {
  it('is granted the union of the page data routes’ access', () => {
    expect(PAGE_RENDERER).toMatchObject({
      handler: 'render-page',
      memoryMb: 1769,
      timeoutSeconds: 10,
    });
    const accesses = Object.values(PAGE_DATA_ROUTES).map(
      (route) => ROUTE_DEPLOYMENTS[route.id].access,
    );
    // Each route's grants are within the union, and the union adds nothing none of them has.
    expect(PAGE_RENDERER.access.table).toBe(
      accesses.some((a) => a.table === 'readwrite') ? 'readwrite' : 'read',
    );
    expect(PAGE_RENDERER.access.search ?? 'none').toBe(
      accesses.some((a) => 'search' in a) ? 'read' : 'none',
    );
    expect(PAGE_RENDERER.access.geocode ?? false).toBe(
      accesses.some((a) => 'geocode' in a && a.geocode),
    );
    expect(Object.keys(PAGE_RENDERER.access).sort()).toEqual(
      [...new Set(accesses.flatMap((a) => Object.keys(a)))].sort(),
    );
  });

  it('merges read and write into readwrite, and refuses grants it cannot merge', () => {
    expect(
      unionAccess([
        { table: 'read', sitemaps: 'read' },
        { table: 'none', sitemaps: 'write', mail: true },
      ]),
    ).toEqual({ table: 'read', sitemaps: 'readwrite', mail: true });
    expect(() => unionAccess([{ table: 'read', images: { read: ['x/'] } }])).toThrow();
  });
});
