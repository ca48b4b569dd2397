import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console (docs/console.md): built into console/dist, which the API serves at /console/. `npm run console:dev`
 * serves it with hot reload and sends the API's paths to a running API (CONSOLE_API_URL, default localhost:3000).
 */
const api = process.env.CONSOLE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Inline nothing as data: URLs; the CSP allows them for images only and the cache keeps files for good.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: which chunks each one imports, for the bench's first-screen size.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/v2', '/v3', '/oidc', '/console/config.json', '/public', '/claim'].map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
