/**
 * The page renderer (docs/decisions/028-server-rendered-pages.md), defined once: the CDK stack
 * creates its function and the CloudFront behaviours from it (infra/stack/constructs/page-renderer.ts,
 * web-distribution.ts), and the local gateway (infra/local/stage/gateway/page-renderer.ts,
 * static-web.ts) serves the same files from disk and sends the same requests to the same handler.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGE_DATA_ROUTES } from '#lambdas/render/page-data-routes';
import { RUNTIME_CONFIG_PATH } from '#shared/runtime-config';
import {
  ROUTE_DEPLOYMENTS,
  type BucketAccess,
  type RouteDeployment,
  type TableAccess,
} from './routes';

/** Files Vite copies as they are into dist/web; each top-level entry is served as a file. */
export const WEB_PUBLIC_DIR = fileURLToPath(new URL('../../../web/public/', import.meta.url));

/** Vite's content-hashed build output (dist/web/assets). */
const BUILD_ASSETS = '/assets/*';

function publicEntries(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`))
    .sort();
}

/**
 * The paths of dist/web served as files, as CloudFront path patterns (a trailing `*` is a
 * prefix): the build's assets, the runtime config, and every top-level entry of web/public, read
 * from the folder so a new file there is served without anyone remembering this list. Every
 * other path is a page (the renderer's): index.html and .vite/manifest.json are never files of
 * the site.
 */
export const WEB_FILE_PATHS: readonly string[] = [
  BUILD_ASSETS,
  RUNTIME_CONFIG_PATH,
  ...publicEntries(WEB_PUBLIC_DIR),
];

/** Whether a (decoded) request path is one of WEB_FILE_PATHS, as CloudFront matches them. */
export function isWebFilePath(path: string, patterns: readonly string[] = WEB_FILE_PATHS): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

const TABLE_ORDER: readonly TableAccess[] = ['none', 'read', 'readwrite'];

function widerTable(a: TableAccess, b: TableAccess): TableAccess {
  return TABLE_ORDER.indexOf(a) >= TABLE_ORDER.indexOf(b) ? a : b;
}

function unionBucket(a: BucketAccess | undefined, b: BucketAccess | undefined) {
  const can = (access: BucketAccess | undefined, what: 'read' | 'write') =>
    access === what || access === 'readwrite';
  const read = can(a, 'read') || can(b, 'read');
  const write = can(a, 'write') || can(b, 'write');
  if (read && write) return 'readwrite';
  if (read) return 'read';
  if (write) return 'write';
  return a ?? b;
}

type Access = RouteDeployment['access'];
const BUCKET_KEYS = ['sitemaps', 'search', 'exports'] as const;
const FLAG_KEYS = ['geocode', 'mail', 'payments', 'boostExpiry', 'csvImport'] as const;

/**
 * The grants of several routes together. Only the kinds of access a public GET route may have
 * are merged; a prefix grant on the images bucket or a Cognito action would be a surprise on a
 * route the data port stands for, so it throws rather than being widened or dropped silently.
 */
export function unionAccess(accesses: readonly Access[]): Access {
  const union: Access = { table: 'none' };
  for (const access of accesses) {
    if (access.images !== undefined || access.cognito !== undefined) {
      throw new Error('unionAccess: images and cognito grants are not merged for the renderer');
    }
    union.table = widerTable(union.table, access.table);
    for (const key of BUCKET_KEYS) {
      const merged = unionBucket(union[key], access[key]);
      if (merged !== undefined) union[key] = merged;
    }
    for (const key of FLAG_KEYS) if (access[key]) union[key] = true;
  }
  return union;
}

export type PageRendererDefinition = {
  /** PascalCase, used for logical ids and as the local gateway's pseudo route id. */
  id: 'RenderPage';
  /** Module under lambdas/handlers exporting `handler` (payload 2.0, a function URL's). */
  handler: string;
  description: string;
  memoryMb: number;
  timeoutSeconds: number;
  /**
   * Exactly what its data port needs (lambdas/render/page-data.ts): the union of the grants of
   * the public routes whose domain functions it calls (PAGE_DATA_ROUTES).
   */
  access: Access;
};

export const PAGE_RENDERER: PageRendererDefinition = {
  id: 'RenderPage',
  handler: 'render-page',
  description:
    'Renders every page request CloudFront does not serve from S3 (server-rendered HTML with its data).',
  // The search index is held in memory (as the search route's is), and rendering is CPU-bound:
  // 1,769 MB is one full vCPU.
  memoryMb: 1769,
  timeoutSeconds: 10,
  access: unionAccess(
    Object.values(PAGE_DATA_ROUTES).map((route) => ROUTE_DEPLOYMENTS[route.id].access),
  ),
};
