import { z } from 'zod';

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
  /** The service's VAPID public key (base64url) for Web Push subscriptions; null when it sends none. */
  pushPublicKey: z.string().nullable().default(null),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
