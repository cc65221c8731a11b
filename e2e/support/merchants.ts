import type { Page } from '@playwright/test';
import type { OrderInput } from './ingest';

/** A merchant with its own theme and logo (the demo's logo file), for the themed order and preferences pages. */
export const NORDLYS = {
  accountId: 'nordlys',
  account: {
    name: 'Nordlys',
    logo: '/demo/nordlys-logo.svg',
    trackingTheme: {
      topSectionBackgroundColor: '#0B3D2E',
      topSectionFontColor: '#FFFFFF',
      secondaryBorderColor: '#1B7F5B',
      secondaryFontColor: '#14624A',
      primaryBackgroundColor: '#1B7F5B',
      primaryFontColor: '#FFFFFF',
    },
  },
} satisfies OrderInput;

/** A merchant's theme for the preview tests and screenshots: navy and white with an orange accent. */
export const FJORD_THEME = {
  topSectionBackgroundColor: '#14213D',
  topSectionFontColor: '#FFFFFF',
  secondaryBorderColor: '#FCA311',
  secondaryFontColor: '#14213D',
  primaryBackgroundColor: '#E76F24',
  primaryFontColor: '#FFFFFF',
};

export const FJORD_LOGO = 'https://cdn.example.com/fjord-outfitters.svg';

// The merchant's logo as its CDN would send it (no host is reachable from here): a mountain over a fjord.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="176" height="48" viewBox="0 0 176 48">
  <path d="M4 38 L18 14 L26 26 L32 18 L44 38 Z" fill="#14213D"/>
  <path d="M18 14 L22 21 L18 19 L15 22 Z" fill="#FFFFFF"/>
  <path d="M2 41 Q12 37 23 41 T46 41" stroke="#E76F24" stroke-width="3" fill="none"/>
  <text x="54" y="25" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="800" fill="#14213D" letter-spacing="1.5">FJORD</text>
  <text x="54" y="40" font-family="Helvetica, Arial, sans-serif" font-size="10" font-weight="600" fill="#E76F24" letter-spacing="2.2">OUTFITTERS</text>
</svg>`;

/** Answers the logo's CDN for this page (and its frames). */
export async function serveFjordLogo(page: Page): Promise<void> {
  await page.route('https://cdn.example.com/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: LOGO_SVG }),
  );
}
