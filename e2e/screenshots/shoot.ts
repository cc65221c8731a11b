import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../support/fixtures';

/** Where the screenshots that are not in the README go. */
export const out = (name: string) => `test-results/screenshots/${name}.png`;

/** A whole page at one size, once its heading is up and the network is quiet. */
export async function shoot(page: Page, url: string, file: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: file, fullPage: true });
}

/**
 * A page of a plain and a themed order in English and Danish at phone and desktop width:
 * `{prefix}-{default|theme}-{locale}-{phone|desktop}`.
 */
export async function shootEachWay(
  page: Page,
  orders: { plain: { trackingId: string }; themed: { trackingId: string } },
  prefix: string,
  path: (trackingId: string, locale: string) => string,
) {
  for (const [order, name] of [
    [orders.plain, 'default'],
    [orders.themed, 'theme'],
  ] as const) {
    for (const locale of ['en_GB', 'da_DK'] as const) {
      for (const [size, width] of [
        [PHONE, 'phone'],
        [DESKTOP, 'desktop'],
      ] as const) {
        await shoot(page, path(order.trackingId, locale), out(`${prefix}-${name}-${locale}-${width}`), size);
      }
    }
  }
}
