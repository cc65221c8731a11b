/** Name of the <meta> element the service fills with the page's runtime config (one build works everywhere). */
export const RUNTIME_CONFIG_META_NAME = 'runtime-config';

/**
 * The values used for anything the service leaves out, as a plain object so the page can use them without zod.
 * The schema (runtime-config.ts) repeats them as literals (a reference would keep the schema, and zod, in the page's bundle);
 * a test keeps the two equal.
 */
export const RUNTIME_CONFIG_DEFAULTS = {
  appDownloadUrl: 'https://example.com/get-the-app',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
  helpUrl: 'https://support.example.com/{lang}/home',
  aboutUrl: 'https://www.example.com/{lang}/about-us',
  sentryDsn: null,
  previewOrigins: [],
  pushPublicKey: null,
} as const;
