import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RENDER_BUNDLE, type RenderPage } from '#shared/page-render';
import { readEnv, type EnvSource } from '../config';

/**
 * The SSR bundle's file: in RENDER_BUNDLE_DIR where the function's asset carries it, else in the
 * repository's dist/ (the local stage runs the handlers from source).
 */
export function rendererPath(source?: EnvSource): string {
  const dir = readEnv(source).RENDER_BUNDLE_DIR;
  if (dir) return join(dir, basename(RENDER_BUNDLE));
  return resolve(fileURLToPath(new URL('../../', import.meta.url)), RENDER_BUNDLE);
}

let loading: Promise<RenderPage> | undefined;

/**
 * `renderPage` from the built bundle, imported once per container. Imported by path at run time,
 * not statically: the bundle is a build output, so typechecking and the API's handlers never
 * need it built. A failed import is retried on the next request rather than kept.
 */
export function loadRenderer(source?: EnvSource): Promise<RenderPage> {
  loading ??= (async () => {
    const path = rendererPath(source);
    const bundle = (await import(pathToFileURL(path).href)) as { renderPage?: unknown };
    if (typeof bundle.renderPage !== 'function') {
      throw new Error(`${path} does not export renderPage`);
    }
    return bundle.renderPage as RenderPage;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function resetRenderer(): void {
  loading = undefined;
}
