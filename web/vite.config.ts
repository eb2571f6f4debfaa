import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));

// The SPA: source in web/, built into dist/web at the repository root, which the local gateway
// and the CloudFront bucket deployment serve. Shared code is imported from ../shared directly.
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    // `npx vite --config web/vite.config.ts` during development: the API comes from a running
    // local stage (VANYARD_API_URL, default the `npm start` port).
    proxy: {
      '/api': process.env.VANYARD_API_URL ?? 'http://127.0.0.1:3000',
      '/images': process.env.VANYARD_API_URL ?? 'http://127.0.0.1:3000',
    },
  },
});
