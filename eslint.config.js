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

// Dependencies point one way: apps -> core; on the service routes -> domain -> store (the domain never
// imports a transport); on the page ui/, lib/ and config/ never import features or the shell, and features
// never import each other.
const boundaryZones = [
  {
    target: `${server}/domain`,
    from: [`${server}/routes`, `${server}/http`, `${server}/live`, `${server}/bus`, `${server}/app.ts`],
    message: 'the domain imports no transport: routes, http, live and bus call it, never the other way.',
  },
  {
    target: `${server}/store`,
    from: [`${server}/domain`, `${server}/routes`, `${server}/http`, `${server}/live`, `${server}/bus`],
    message: 'the store stores: it imports nothing above it.',
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // Relative imports are what cross a boundary; the node resolver finds them by their TS extensions.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
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
          patterns: [{ group: ['zod', 'zod/*'], message: 'the page ships no zod.' }],
        },
      ],
    },
  },
  prettier,
);
