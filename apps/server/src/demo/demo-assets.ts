import type { AppInstance } from '../platform/http/zod-provider';
import { NORDLYS_LOGO_SVG, PROOF_OF_DELIVERY_SVG } from './demo-images';

/** Same-origin images the demo orders point at (a merchant logo, a proof-of-delivery photo). */
export const DEMO_ASSETS = {
  proofOfDelivery: '/demo/proof-of-delivery.svg',
  nordlysLogo: '/demo/nordlys-logo.svg',
} as const;

const IMAGES: Record<string, string> = {
  [DEMO_ASSETS.proofOfDelivery]: PROOF_OF_DELIVERY_SVG,
  [DEMO_ASSETS.nordlysLogo]: NORDLYS_LOGO_SVG,
};

/** Serves the demo images; they hold no script and may not run any (CSP on the SVG itself). */
export function registerDemoAssets(app: AppInstance) {
  for (const [url, svg] of Object.entries(IMAGES)) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg),
    );
  }
}
