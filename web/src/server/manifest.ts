/**
 * Which built files a server-rendered page needs besides the entry, read from Vite's
 * `.vite/manifest.json` (build.manifest): the app (main.tsx, which the entry imports after the
 * first paint) and the matched lazy routes, which the browser resolves before it hydrates. The
 * entry fetches them all at once instead of discovering them import by import.
 */

/** The manifest key of the app the entry starts (web/src/entry.ts imports it dynamically). */
export const APP_MODULE = 'src/main.tsx';

/** One entry of Vite's manifest (the fields the renderer reads). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};

export type ViteManifest = Record<string, ManifestChunk>;

export type RouteAssets = { scripts: string[]; styles: string[] };

/**
 * The chunks (and their CSS) that the given source modules load statically, site-relative, minus
 * what the entry already loads (the template links those). Unknown module ids are skipped: the
 * page still works, the chunk is only fetched later.
 */
export function routeAssets(manifest: ViteManifest, moduleIds: readonly string[]): RouteAssets {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(manifest, key, loadedByEntry);
  }
  const needed = new Set<string>();
  for (const id of moduleIds) collect(manifest, id, needed);

  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of needed) {
    if (loadedByEntry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
  }
  const entryCss = new Set(
    [...loadedByEntry].flatMap((key) => (manifest[key]?.css ?? []).map((css) => `/${css}`)),
  );
  return { scripts, styles: [...new Set(styles)].filter((href) => !entryCss.has(href)) };
}

function collect(manifest: ViteManifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}
