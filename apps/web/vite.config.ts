import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The service serves the built page and its API on one origin; under `vite dev` the API calls go to it.
const serviceUrl = process.env.TRACKING_SERVICE_URL ?? 'http://localhost:8080';
const proxied = ['/tracking', '/locale', '/ingest', '/docs'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The manifest lets the page budget find the chunks the order page needs.
    manifest: true,
    rolldownOptions: {
      // @tracking/core builds its zod schemas at module level; the page uses only its plain rules. Marking the
      // schema builders pure lets unused schemas, and with them zod (~24 KB gzip), drop out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, serviceUrl])),
      '/ws': { target: serviceUrl, ws: true },
    },
  },
});
