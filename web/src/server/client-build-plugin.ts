import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { HEAD_MARKER, ROOT_MARKER } from './document';
// Relative, not #shared: Vite's config bundler (web/vite.config.ts loads this file) leaves aliases
// to Node, which does not read tsconfig.json (decision 042).
import { ROUTE_ENTRIES } from '../../../shared/pages';

/**
 * `virtual:client-build` for the SSR build (docs/decisions/028-server-rendered-pages.md,
 * section 2): the client build's template and manifest, and the manifest key of each route's
 * module (from the page definitions, which the router is built from: decision 037), embedded
 * in the render bundle so the HTML it writes always names the chunks deployed with it.
 * In development and tests (no client build) it serves the source template and an empty manifest.
 */
export const CLIENT_BUILD_MODULE = 'virtual:client-build';
const RESOLVED = `\0${CLIENT_BUILD_MODULE}`;

export type ClientBuildFiles = {
  /** dist/web/index.html */
  builtTemplate: string;
  /** dist/web/.vite/manifest.json */
  builtManifest: string;
  /** web/index.html, for development */
  sourceTemplate: string;
};

/**
 * Route id to the manifest key of its lazy module ('about' → 'src/routes/about.tsx'): the
 * router's `import.meta.glob` loads `./routes/${module}.tsx`, which Vite's manifest files under
 * that key (relative to web/).
 */
export function routeModuleKeys(): Record<string, string> {
  return Object.fromEntries(
    ROUTE_ENTRIES.map((entry) => [entry.id, `src/routes/${entry.module}.tsx`]),
  );
}

export function clientBuildPlugin(files: ClientBuildFiles): Plugin {
  let ssrBuild = false;
  return {
    name: 'vanyard-client-build',
    configResolved(config) {
      ssrBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === CLIENT_BUILD_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (ssrBuild && !(existsSync(files.builtTemplate) && existsSync(files.builtManifest))) {
        throw new Error(
          `The SSR build embeds the client build: run the client build first (${files.builtTemplate}, ${files.builtManifest}).`,
        );
      }
      const template = readFileSync(ssrBuild ? files.builtTemplate : files.sourceTemplate, 'utf8');
      if (!template.includes(HEAD_MARKER) || !template.includes(ROOT_MARKER)) {
        throw new Error(`The page template lacks ${HEAD_MARKER} or ${ROOT_MARKER}`);
      }
      const manifest: unknown = ssrBuild
        ? JSON.parse(readFileSync(files.builtManifest, 'utf8'))
        : {};
      return [
        `export const template = ${JSON.stringify(template)};`,
        `export const manifest = ${JSON.stringify(manifest)};`,
        `export const routeModules = ${JSON.stringify(routeModuleKeys())};`,
      ].join('\n');
    },
  };
}
