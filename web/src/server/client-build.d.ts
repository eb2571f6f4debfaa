// The module client-build-plugin.ts serves to the SSR build.
declare module 'virtual:client-build' {
  import type { ViteManifest } from './manifest';

  export const template: string;
  export const manifest: ViteManifest;
  export const routeModules: Record<string, string>;
}
