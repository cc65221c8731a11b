import type { Browser, Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForHydration,
} from './support/fixtures';
import { COPENHAGEN } from './support/ingest';
import { liveOrder, mapUrl } from './support/live-map';

/** What a page shows once its link gives nothing any more. */
const GONE = /We can't find this parcel|Follow your parcel in the app/;

let accounts = 0;
const ownAccount = () => `share-${process.pid}-${++accounts}`;

const LOCALES = [
  {
    lang: 'en_GB',
    share: 'Share',
    create: 'Create share link',
    copied: 'Link copied',
    revoke: 'Revoke share link 1',
    notice: 'Shared with you: you can follow this delivery, but not change it.',
  },
  {
    lang: 'da_DK',
    share: 'Del',
    create: 'Opret delingslink',
    copied: 'Link kopieret',
    revoke: 'Tilbagekald delingslink 1',
    notice: 'Delt med dig: du kan følge leveringen, men ikke ændre den.',
  },
] as const;

/** A second person's browser: the household member the link was sent to. */
async function householdPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const texts of LOCALES) {
    test(`share dialog at ${width} width in ${texts.lang}: create, copy, open the shared view, revoke`, async ({
      page,
      browser,
      ingest,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize(viewport);
      const order = await ingest.createOrder({ statusCode: 20 });
      await ingest.confirmPreferences(order.trackingId);
      await page.goto(`/${order.trackingId}/${texts.lang}`);
      // The server's HTML shows the button before the page's script can answer it.
      await waitForHydration(page);

      await page.getByRole('button', { name: texts.share, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: texts.create }).click();
      await expect(dialog.getByTestId('share-note')).toHaveText(texts.copied);
      const url = (await dialog.getByTestId('share-url').textContent()) ?? '';
      expect(url).toMatch(/^http:\/\/[^/]+\/[A-Za-z0-9_-]{22}$/);
      expect(url).not.toContain(order.trackingId);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expectNoSeriousA11yViolations(page);

      const shared = await householdPage(browser, viewport);
      await shared.goto(`${url}/${texts.lang}`);
      await expect(shared.getByText(texts.notice)).toBeVisible();
      await expect(shared.getByText(COPENHAGEN.city).first()).toBeVisible();
      expect(await shared.content()).not.toContain(COPENHAGEN.streetAddress);
      await expect(shared.getByRole('button', { name: texts.share, exact: true })).toHaveCount(0);
      await expect(shared.getByTestId('tracking-id')).toHaveCount(0);
      await expectNoSeriousA11yViolations(shared);

      await dialog.getByRole('button', { name: texts.revoke }).click();
      await expect(dialog.getByTestId('share-links')).toHaveCount(0);
      await shared.reload();
      // The link gives nothing any more: the not-found page, in the page's language, no order.
      await expect(shared.getByText(texts.notice)).toHaveCount(0);
      await expect(shared.getByTestId('eta-card')).toHaveCount(0);
      await expect(shared.getByRole('heading', { level: 1 })).toBeVisible();
      await shared.context().close();
    });
  }
}

test('the shared view never asks for preferences and offers no feedback', async ({
  page,
  ingest,
  request,
}) => {
  const order = await ingest.createOrder({ statusCode: 10 });
  const created = await request.post(`/tracking/share?trackingId=${order.trackingId}`);
  const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
  // The shared link opens like a tracking link: in the delivery country's language, on the order page.
  await page.goto(`/${shareId}`);
  await expect(page).toHaveURL(new RegExp(`/${shareId}/da_DK$`));
  await expect(page.getByText('Delt med dig', { exact: false })).toBeVisible();
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  await page.reload();
  await expect(page.getByText('Delt med dig', { exact: false })).toBeVisible();
  await expect(page.getByTestId('feedback')).toHaveCount(0);
});

test('revoking a share closes the open shared page at once', async ({ page, ingest, request }) => {
  const { order } = await liveOrder(ingest, { accountId: ownAccount() });
  const created = await request.post(`/tracking/share?trackingId=${order.trackingId}`);
  const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
  await page.goto(mapUrl(shareId));
  await expect(page.getByTestId('live-connection')).toHaveText('Live');
  const revoked = await request.delete(`/tracking/share?trackingId=${order.trackingId}&shareId=${shareId}`);
  expect(revoked.status()).toBe(204);
  await expect(page.getByRole('heading', { name: GONE })).toBeVisible({ timeout: 5_000 });
});

test('the map opens by itself once the driver comes within the merchant’s stops', async ({
  page,
  ingest,
}) => {
  const { order, driverId, stopsAhead } = await liveOrder(ingest, {
    accountId: ownAccount(),
    liveMapMaxStopsBefore: 2,
    stopsBefore: 3,
  });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByTestId('map-opens-near')).toHaveText(
    'The map opens when the driver is 2 stops away',
  );
  await expect(page.getByRole('link', { name: 'Follow the driver on the map' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const [first = ''] = stopsAhead;
  await ingest.putRoute(driverId, [first, order.trackingId]);
  await expect(page.getByRole('link', { name: 'Follow the driver on the map' })).toBeVisible();
  await expect(page.getByTestId('map-opens-near')).toHaveCount(0);
});
