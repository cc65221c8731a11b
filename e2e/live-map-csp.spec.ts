import { expect, test } from './support/fixtures';
import { HOME, liveOrder, mapUrl, near } from './support/live-map';
import { E2E_SERVERS, E2E_TILE_URL, serverUrl } from './support/servers';

const TILE_ORIGIN = new URL(E2E_TILE_URL.replace(/\{\w\}/g, '0')).origin;

// The policy is added to the page's response on its way to the browser; Chromium then counts the page as not
// local and would block its calls to the loopback service, something a deployed page never meets.
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
    }),
});

test('the map works under a strict policy: no inline style text, tiles and the socket as listed', async ({
  page,
  ingest,
}) => {
  const { order, driverId } = await liveOrder(ingest);
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${TILE_ORIGIN}`,
    // Chromium does not let 'self' cover the WebSocket of the same origin: it is listed.
    `connect-src 'self' ${serverUrl(E2E_SERVERS[0]).replace(/^http/, 'ws')}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
  await page.route(`**${mapUrl(order.trackingId)}`, async (route) => {
    const response = await route.fetch();
    // The page's own style sheets, written into its HTML, and the loader that starts its scripts, by the hashes
    // the service lists for them: still no nonce and no inline style the map would make.
    const served = response.headers()['content-security-policy'] ?? '';
    const hashesOf = (directive: string) =>
      new RegExp(`${directive}([^;]*)`).exec(served)?.[1]?.match(/'sha256-[^']+'/g) ?? [];
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'content-security-policy': policy
          .replace("style-src 'self'", `style-src 'self' ${hashesOf('style-src').join(' ')}`)
          .replace("script-src 'self'", `script-src 'self' ${hashesOf('script-src').join(' ')}`),
      },
    });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await page.goto(mapUrl(order.trackingId));
  await expect(page.getByTestId('live-connection')).toHaveText('Live');
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await ingest.postPositions(driverId, [{ ...near(HOME, 300, 300), heading: 90 }]);
  await expect(page.getByTestId('live-eta')).toHaveText('< 5 min');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.waitForTimeout(1500);
  // What the map does: styles (markers, glide, heading, Leaflet's layout), tiles and the live socket.
  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  expect(violations.filter((violation) => /^(style|img|connect)-src/.test(violation))).toEqual([]);
});
