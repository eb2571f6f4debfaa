import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { RENDER_BUNDLE } from '../shared/page-render';
import { clientBuildPlugin } from './src/server/client-build-plugin';

const repoPath = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const clientOutDir = repoPath('dist/web');
// RENDER_BUNDLE names the file; its folder is the SSR build's output (lambdas/render/load-renderer.ts).
const renderOutDir = repoPath(RENDER_BUNDLE.slice(0, RENDER_BUNDLE.lastIndexOf('/')));
const renderFileName = RENDER_BUNDLE.slice(RENDER_BUNDLE.lastIndexOf('/') + 1);

// Two builds from one config (`npm run build`, docs/decisions/028-server-rendered-pages.md):
// the SPA into dist/web, which the local gateway and the CloudFront bucket serve, then the
// server renderer into dist/render, which embeds the SPA's built template and manifest
// (virtual:client-build), so it must run second. Shared code is imported from ../shared directly.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  // The #shared/*, #web/* … aliases of tsconfig.json (docs/decisions/042-path-aliases.md).
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    tailwindcss(),
    clientBuildPlugin({
      builtTemplate: `${clientOutDir}/index.html`,
      builtManifest: `${clientOutDir}/.vite/manifest.json`,
      sourceTemplate: `${webRoot}index.html`,
    }),
  ],
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: renderOutDir,
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        // The SPA's public files are served from dist/web; the function needs none of them.
        copyPublicDir: false,
        // The entry here rather than in `ssr`: the CLI's bare `--ssr` would replace it with
        // index.html.
        rolldownOptions: {
          input: 'src/server/bundle-entry.ts',
          output: { entryFileNames: renderFileName },
        },
      }
    : {
        outDir: clientOutDir,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: true,
        // The renderer preloads each matched route's chunks by source path.
        manifest: true,
      },
  // The built renderer is one self-contained bundle: the function's asset carries no
  // node_modules. Development and tests (ssrLoadModule) load dependencies from node_modules.
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : { target: 'node' },
  server: {
    // `npx vite --config web/vite.config.ts` during development: the API comes from a running
    // local stage (VANYARD_API_URL, default the `npm start` port).
    proxy: {
      '/api': process.env.VANYARD_API_URL ?? 'http://127.0.0.1:3000',
      '/images': process.env.VANYARD_API_URL ?? 'http://127.0.0.1:3000',
    },
  },
}));
