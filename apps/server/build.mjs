// Bundles the service into dist/server.js. npm dependencies stay external (installed beside it, native modules
// included); @tracking/core is TypeScript source, so it is bundled in.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const BUNDLED_PACKAGES = ['@tracking/core'];

/** Marks every bare import external except the workspace packages we ship as source. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const bundled = BUNDLED_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
