import { z } from 'zod';

/** Name of the <meta> element the service fills with the page's runtime config (one build works everywhere). */
export const RUNTIME_CONFIG_META_NAME = 'runtime-config';

/**
 * The values used for anything the service leaves out, as a plain object so the page can use them without zod.
 * The schema below repeats them as literals (a reference would keep the schema, and zod, in the page's bundle);
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
} as const;

/** What the page needs at run time, served by the service inside index.html. */
export const runtimeConfigSchema = z.object({
  /** App download short link offered on forbidden and expired links. */
  appDownloadUrl: z.url().default('https://example.com/get-the-app'),
  /** Raster tile URL template ({s}, {z}, {x}, {y}). */
  tileUrl: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  tileAttribution: z.string().default('© OpenStreetMap contributors'),
  /** Help and about pages; {lang} is replaced by da, nb, fi, sv or en. */
  helpUrl: z.string().default('https://support.example.com/{lang}/home'),
  aboutUrl: z.string().default('https://www.example.com/{lang}/about-us'),
  /** Error reporting; nothing is sent when null. */
  sentryDsn: z.string().nullable().default(null),
  /** Origins allowed to send a theme to the merchant preview with postMessage. */
  previewOrigins: z.array(z.string()).default([]),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
