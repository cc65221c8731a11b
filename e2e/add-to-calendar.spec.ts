import { readFile } from 'node:fs/promises';
import { DESKTOP, PHONE, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

const LOCALES = [
  {
    lang: 'en_GB',
    button: 'Add to calendar',
    download: 'Download calendar file (.ics)',
    subscribe: 'Subscribe in your calendar app',
    summary: 'Parcel sorted · Parcel from Nordic Home',
  },
  {
    lang: 'da_DK',
    button: 'Føj til kalender',
    download: 'Hent kalenderfil (.ics)',
    subscribe: 'Abonnér i din kalenderapp',
    summary: 'Pakke fra Nordic Home',
  },
] as const;

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const texts of LOCALES) {
    test(`add to calendar at ${width} width in ${texts.lang}: subscribe link and a download`, async ({
      page,
      ingest,
    }) => {
      await page.setViewportSize(viewport);
      const order = await ingest.createOrder({
        statusCode: 20,
        deliveryWindow: { start: '2030-05-06T10:00:00Z', end: '2030-05-06T12:00:00Z' },
      });
      await ingest.confirmPreferences(order.trackingId);
      await page.goto(`/${order.trackingId}/${texts.lang}`);
      await page.getByRole('button', { name: texts.button }).click();
      const dialog = page.getByRole('dialog');
      const subscribe = dialog.getByRole('link', { name: texts.subscribe });
      const host = new URL(page.url()).host;
      // The feed the service hands out, under the order's view-only calendar id, never its tracking id.
      const feed = new RegExp(
        `^webcal://${host.replace(/[.]/g, '\\.')}/tracking/calendar\\.ics\\?trackingId=[A-Za-z0-9_-]{22}&lang=${texts.lang}$`,
      );
      await expect(subscribe).toHaveAttribute('href', feed);
      expect(await subscribe.getAttribute('href')).not.toContain(order.trackingId);
      await expectNoSeriousA11yViolations(page);

      const downloading = page.waitForEvent('download');
      await dialog.getByRole('link', { name: texts.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('parcel.ics');
      const ics = await readFile((await download.path()) ?? '', 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('DTSTART:20300506T100000Z');
      expect(ics).toContain('DTEND:20300506T120000Z');
      expect(ics.replace(/\r\n /g, '')).toContain(texts.summary);
    });
  }
}

test('offered only while there is an arrival to put in a calendar', async ({ page, ingest }) => {
  const inTransit = { statusCode: 30, deliveryWindow: null, promisedTime: null };
  const noTime = await ingest.createOrder(inTransit);
  const withEstimate = await ingest.createOrder({
    ...inTransit,
    promisedTime: ingest.minutesFromNow(26 * 60),
  });
  const delivered = await ingest.createOrder({ statusCode: 80, promisedTime: ingest.minutesFromNow(30) });
  await ingest.addEvent(delivered.trackingId, { statusCode: 91 });
  const failed = await ingest.createOrder({ statusCode: 80, promisedTime: ingest.minutesFromNow(30) });
  await ingest.addEvent(failed.trackingId, { statusCode: 92 });

  for (const order of [noTime, withEstimate]) await ingest.confirmPreferences(order.trackingId);

  for (const [order, offered] of [
    [withEstimate, true],
    [noTime, false],
    [delivered, false],
    [failed, false],
  ] as const) {
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(offered ? 1 : 0);
    // Sharing the page stays offered whatever the status.
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  }
});
