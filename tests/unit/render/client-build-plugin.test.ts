import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_BUILD_MODULE,
  clientBuildPlugin,
  routeModuleKeys,
  type ClientBuildFiles,
} from '#web/server/client-build-plugin';

const BUILT =
  '<html><head><!--app-head--><script src="/assets/index-1.js"></script></head><body><div id="root"><!--app-html--></div></body></html>';
const SOURCE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

let dir: string;
let files: ClientBuildFiles;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vy-client-build-'));
  files = {
    builtTemplate: join(dir, 'dist-index.html'),
    builtManifest: join(dir, 'manifest.json'),
    sourceTemplate: join(dir, 'index.html'),
  };
  writeFileSync(files.sourceTemplate, SOURCE);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The virtual module's text as the plugin serves it in this kind of run. */
function load(kind: 'ssr-build' | 'dev'): string {
  const plugin = clientBuildPlugin(files);
  const config = {
    command: kind === 'dev' ? 'serve' : 'build',
    build: { ssr: kind === 'ssr-build' ? 'src/server/bundle-entry.ts' : false },
  } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const id = resolveId(CLIENT_BUILD_MODULE);
  expect(resolveId('react')).toBeUndefined();
  return (plugin.load as (id: string) => string)(id!);
}

/** The module's exports, evaluated. */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  return { ...(await import(`data:text/javascript,${encodeURIComponent(code)}`)) };
}

describe('clientBuildPlugin', () => {
  it('embeds the built template, the manifest and the route modules in the SSR build', async () => {
    writeFileSync(files.builtTemplate, BUILT);
    writeFileSync(
      files.builtManifest,
      JSON.stringify({ 'src/main.tsx': { file: 'assets/index-1.js', isEntry: true } }),
    );
    expect(await exportsOf(load('ssr-build'))).toEqual({
      template: BUILT,
      manifest: { 'src/main.tsx': { file: 'assets/index-1.js', isEntry: true } },
      routeModules: routeModuleKeys(),
    });
  });

  it('files each route module under its manifest key, by route id', () => {
    expect(routeModuleKeys()).toMatchObject({
      home: 'src/routes/home.tsx',
      usedVans: 'src/routes/used-vans.tsx',
      listingWithYear: 'src/routes/listing-detail.tsx',
      blogArticle: 'src/routes/blog-article.tsx',
      contact: 'src/routes/contact.tsx',
      adminLayout: 'src/routes/admin-layout.tsx',
      notFound: 'src/routes/not-found.tsx',
    });
  });

  it('serves the source template and no manifest in development', async () => {
    const module = await exportsOf(load('dev'));
    expect(module.template).toBe(SOURCE);
    expect(module.manifest).toEqual({});
  });

  it('stops an SSR build that has no client build to embed', () => {
    expect(() => load('ssr-build')).toThrow(/client build first/);
  });

  it('stops a build whose template has no place for the page', () => {
    writeFileSync(
      files.builtTemplate,
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(files.builtManifest, '{}');
    expect(() => load('ssr-build')).toThrow(/<!--app-head-->/);
  });
});
