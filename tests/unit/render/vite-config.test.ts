import { join, resolve } from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { RENDER_BUNDLE } from '#shared/page-render';
import viteConfig from '../../../web/vite.config';

// `npm run build` is two builds of one config: the SPA, then the renderer that
// lambdas/render/load-renderer.ts imports from RENDER_BUNDLE. These pin what each build writes
// where, so the bundle and its loader cannot drift apart.

const REPO = resolve(import.meta.dirname, '../../..');

function configFor(env: Partial<ConfigEnv>): UserConfig {
  const make = viteConfig as unknown as (env: ConfigEnv) => UserConfig;
  return make({ command: 'build', mode: 'production', isSsrBuild: false, ...env });
}

function outputOf(config: UserConfig): { entryFileNames?: unknown } {
  const output = config.build?.rolldownOptions?.output;
  return (Array.isArray(output) ? output[0] : output) ?? {};
}

describe('web/vite.config.ts', () => {
  it('builds the SPA into dist/web with the manifest the renderer reads', () => {
    const { build } = configFor({ isSsrBuild: false });
    expect(build?.outDir).toBe(join(REPO, 'dist/web'));
    expect(build?.manifest).toBe(true);
    expect(build?.ssr).toBeUndefined();
  });

  it('builds the renderer from bundle-entry.ts into RENDER_BUNDLE, self-contained, no public files', () => {
    const config = configFor({ isSsrBuild: true });
    const { build } = config;
    expect(join(build!.outDir!, String(outputOf(config).entryFileNames))).toBe(
      join(REPO, RENDER_BUNDLE),
    );
    expect(build?.rolldownOptions?.input).toBe('src/server/bundle-entry.ts');
    expect(build?.copyPublicDir).toBe(false);
    expect(build?.manifest).toBeFalsy();
    expect(config.ssr).toMatchObject({ noExternal: true, target: 'node' });
  });

  it('loads dependencies from node_modules outside a build (development, ssrLoadModule)', () => {
    expect(configFor({ command: 'serve' }).ssr?.noExternal).toBeUndefined();
  });

  it('has the client-build plugin that embeds the SPA in the renderer', () => {
    const names = (configFor({ isSsrBuild: true }).plugins ?? [])
      .flat()
      .map((plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '',
      );
    expect(names).toContain('vanyard-client-build');
  });
});
