import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The service serves the built page and its API on one origin; under `vite dev` the API calls go to it.
const serviceUrl = process.env.TRACKING_SERVICE_URL ?? 'http://localhost:8080';
const proxied = ['/tracking', '/locale', '/ingest', '/docs'];

/**
 * Writes a .br and a .gz beside every hashed script and style sheet, so the service can send them compressed
 * without compressing on each request (@fastify/static `preCompressed`).
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    // The browser's build only: the server render's bundle is never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(js|css)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The service worker (src/service-worker/sw.ts, bundled to dist/sw.js with the build's file list injected): the
 * page's scripts, styles and translations are precached; the page registers it itself, after load. The web app
 * manifest is public/manifest.webmanifest, linked from index.html; the service sends it with the provider's name
 * (PROVIDER_NAME), so it is not precached as built.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css}', 'locale/*.json', 'favicon.svg', 'icons/*.png'],
      // The merchant preview is the dashboards' tool, never a recipient's page offline.
      globIgnores: ['assets/preview-route-*'],
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompressAssets(), isSsrBuild ? null : serviceWorker()],
  resolve: {
    // React 19 has useSyncExternalStore: the shim for older Reacts (CommonJS, with its own copy of the hook) that
    // react-i18next and wouter import (the latter as shim/index.js) is React itself. Not a local module re-exporting
    // it: once wouter imported that too, rolldown split the entry chunk into a dozen shared ones (+3 KB gzip).
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  // The server render bundles React: its production build, whatever NODE_ENV the service runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  // The server render (`vite build --ssr src/entry-server.tsx`, into dist-ssr/) carries its dependencies, so
  // the service needs nothing of this package's node_modules to run it.
  ssr: { noExternal: true },
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
}));
