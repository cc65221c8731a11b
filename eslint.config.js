// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const server = './apps/server/src';
const web = './apps/web/src';

/** The server's feature folders (features/<name>/): each is a slice that imports no other. */
const serverFeatures = existsSync(`${server}/features`)
  ? readdirSync(`${server}/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Dependencies point one way: apps -> core. On the service: a feature's routes -> its service -> its store port,
// around the order-view kernel; platform/ and store/ sit below both. On the page: ui/, lib/ and config/ never
// import features or the shell, and features never import each other.
const boundaryZones = [
  ...serverFeatures.map((feature) => ({
    target: `${server}/features/${feature}`,
    from: `${server}/features`,
    except: [`./${feature}`],
    message: 'server features do not import each other: what two share moves to order-view/ or platform/.',
  })),
  {
    target: `${server}/order-view`,
    from: `${server}/features`,
    message: 'the order-view kernel never imports a feature: features read and feed it, never the other way.',
  },
  {
    target: `${server}/store`,
    from: [`${server}/order-view`, `${server}/features`],
    message: 'store/ is the engine only: it imports neither the kernel nor a feature.',
  },
  {
    target: `${server}/platform`,
    from: [`${server}/order-view`, `${server}/features`],
    message: 'platform/ is below the kernel and the features: it imports neither.',
  },
  {
    // Only a feature's routes speak HTTP: its service returns outcomes, its store stores, and so does the kernel.
    target: [`${server}/order-view/**/*`, `${server}/features/*/*-{service,store}.ts`],
    from: `${server}/platform/http`,
    message: 'only *-routes.ts (transports) import platform/http: services and the kernel return outcomes.',
  },
  {
    target: [`${web}/ui`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'ui/, lib/ and config/ are below features and the shell: they never import them.',
  },
  { target: './packages/core', from: './apps', message: 'core must not import an app.' },
  { target: './apps/web', from: './apps/server', message: 'the page must not import the service.' },
  { target: './apps/server', from: './apps/web', message: 'the service must not import the page.' },
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'features do not import each other: move what they share to ui/, lib/ or core.',
  })),
];

/** The page talks to the service over HTTP only; the workspace link would let it import server code. */
const PAGE_NEVER_IMPORTS_SERVER = {
  group: ['@tracking/server', '@tracking/server/*'],
  message: 'the page never imports the service: share what both need through @tracking/core.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
      // Written by openapi-typescript (npm run generate:openapi-types); a test fails when it is stale.
      'apps/server/src/testing/generated/**',
      // Deliberately bad files, one per rule: architecture.test.ts lints them and expects each to be rejected.
      'lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // The TypeScript resolver follows imports as tsc does (workspace packages and type-only imports included),
      // so import/no-cycle and the zones see every edge; without it .ts imports resolve to nothing and pass.
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Type-only cycles count too (allowUnsafeDynamicCyclicDependency stays off): a cycle is a layering fault.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The page ships no zod: only the merchant preview (its own chunk) validates with core's schemas.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/preview/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tracking/core/schemas',
              message: 'the page ships no zod: use the types and guards of @tracking/core.',
            },
          ],
          patterns: [
            { group: ['zod', 'zod/*'], message: 'the page ships no zod.' },
            PAGE_NEVER_IMPORTS_SERVER,
          ],
        },
      ],
    },
  },
  {
    // The preview and the tests may take zod, never the service.
    files: ['apps/web/src/features/preview/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PAGE_NEVER_IMPORTS_SERVER] }] },
  },
  prettier,
);
