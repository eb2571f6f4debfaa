import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { securityHeaders, VITE_DEV_SERVER } from '../../stack/definitions/security-headers';
import { LocalStageSetupError } from './setup-error';

/** Paths the SPA dev server hands to the local gateway rather than to Vite. */
export function gatewayProxy(gatewayUrl: string) {
  return {
    '/api': gatewayUrl,
    '/images': gatewayUrl,
    '/_local': gatewayUrl,
    '^/sitemap[^/]*\\.xml$': gatewayUrl,
    '/robots.txt': gatewayUrl,
    '/config.json': gatewayUrl,
  };
}

/**
 * `npm run dev`: Vite serves the SPA from source with hot reload on the public port and passes
 * API, image, sitemap and local-only paths to the gateway on its own port.
 */
export async function startDevWebServer(options: {
  repoRoot: string;
  port: number;
  gatewayUrl: string;
  /** Origins the SPA calls besides its own (the CSP's connect-src). */
  connectSources: readonly string[];
}): Promise<{ url: string; close: () => Promise<void> }> {
  const configFile = join(options.repoRoot, 'web', 'vite.config.ts');
  if (!existsSync(configFile)) {
    throw new LocalStageSetupError(`--dev needs the SPA's Vite config at ${configFile}.`);
  }
  const vite = await createServer({
    configFile,
    server: {
      host: '127.0.0.1',
      port: options.port,
      strictPort: true,
      proxy: gatewayProxy(options.gatewayUrl),
      // The deployed header set on the pages Vite serves too, with the CSP relaxed only as far
      // as Vite's hot reload needs (inline script and styles, its websocket).
      headers: securityHeaders({
        connectSources: options.connectSources,
        relax: VITE_DEV_SERVER,
      }),
    },
  });
  await vite.listen();
  return { url: `http://localhost:${options.port}`, close: () => vite.close() };
}
