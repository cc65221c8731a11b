import { expect, test } from '../support/fixtures';
import { FJORD_LOGO, FJORD_THEME, serveFjordLogo } from '../support/merchants';

test('the merchant preview in a custom theme', async ({ page }) => {
  await serveFjordLogo(page);
  await page.setViewportSize({ width: 1440, height: 1100 });
  const params = new URLSearchParams({
    theme: JSON.stringify(FJORD_THEME),
    logo: FJORD_LOGO,
    locale: 'en_GB',
    name: 'Fjord Outfitters',
  });
  await page.goto(`/___preview___/?${params.toString()}`);
  for (const title of ['Your tracking page on a phone', 'Your tracking page on a desktop']) {
    const frame = page.frameLocator(`iframe[title="${title}"]`);
    await expect(frame.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
    await expect(frame.getByRole('img', { name: /Chart of the expected arrival/ })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  // The charts animate for a second.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'docs/screenshots/preview.png' });
  await page.screenshot({ path: 'test-results/screenshots/preview-full.png', fullPage: true });
});
