import { createServer, type ViteDevServer } from 'vite';
import { handlerEntry } from '#infra/stack/definitions/routes';
import { handlerFromModule, type LoadHandler } from './handler-loader';

/**
 * For `npm run dev`: handlers are loaded through a Vite server (SSR module graph, no web
 * plugins), which watches the files and re-evaluates a changed module and everything that
 * imports it. So an edit to a handler, a domain function or shared code is live on the next
 * request, without restarting the emulators.
 */
export async function createDevHandlerLoader(
  repoRoot: string,
): Promise<{ loadHandler: LoadHandler; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    configFile: false,
    root: repoRoot,
    logLevel: 'warn',
    appType: 'custom',
    server: {
      middlewareMode: true,
      hmr: false,
      watch: { ignored: ['**/.data/**', '**/dist/**', '**/node_modules/**', '**/web/**'] },
    },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    loadHandler: async (route) =>
      handlerFromModule(route, await vite.ssrLoadModule(`/${handlerEntry(route)}`)),
    close: () => vite.close(),
  };
}
