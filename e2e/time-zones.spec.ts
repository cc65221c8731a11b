import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { ADDRESS_ZONE, clockText, todayAt } from './support/clock';
import { expect, test, waitForHydration } from './support/fixtures';
import { Ingest } from './support/ingest';
import { ServiceProcess } from './support/service-process';

/**
 * Every time on the page is the delivery address's (Copenhagen here), from the server's HTML on: a recipient whose
 * device is on the other side of the date line reads the same words as one in Los Angeles, and the same as the
 * server wrote, so hydration finds nothing to correct. At noon in Copenhagen it is already 01:00 tomorrow in
 * Kiritimati (UTC+14) and 03:00 today in Los Angeles: a page that read the device's zone would say different days.
 */
const DEVICE_ZONES = ['Pacific/Kiritimati', 'America/Los_Angeles'] as const;

/** What React says when the server's HTML and the first render differ (production builds give the error number). */
const HYDRATION_TROUBLE = /hydrat|did not match|#418|#423|#425/i;

/** The texts of the page that carry a time or a day: the estimate card and each timeline step's time. */
async function timeTexts(page: Page) {
  const card = page.getByTestId('eta-card');
  await expect(card).toBeVisible();
  return {
    card: await card.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-testid="zone-note"]').forEach((note) => note.remove());
      return copy.innerText;
    }),
    steps: await page.locator('li time').allInnerTexts(),
  };
}

async function openIn(
  browser: Browser,
  url: string,
  timezoneId: string,
  options: { scripts: boolean; now: Date },
) {
  const context = await browser.newContext({ timezoneId, javaScriptEnabled: options.scripts });
  const page = await context.newPage();
  // The browser's clock on the service's (a page without scripts has none to set).
  if (options.scripts) await page.clock.install({ time: options.now });
  const troubles: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (HYDRATION_TROUBLE.test(message.text())) troubles.push(message.text());
  };
  page.on('console', listen);
  page.on('pageerror', (error) => {
    if (HYDRATION_TROUBLE.test(error.message)) troubles.push(error.message);
  });
  await page.goto(url);
  if (options.scripts) await waitForHydration(page);
  return { page, context, troubles };
}

test.describe('an order in Copenhagen, read from devices far from it', () => {
  test.describe.configure({ timeout: 60_000 });
  let service: ServiceProcess;
  test.beforeEach(async () => {
    // Noon at the address, whatever the real time: the day words cannot turn over while the test runs.
    service = await ServiceProcess.start({ clock: todayAt('12:00') });
  });
  test.afterEach(async () => {
    await service.stop();
  });

  test('renders and hydrates with the same words in Kiritimati and Los Angeles, and no hydration warning', async ({
    browser,
    request,
  }) => {
    const ingest = new Ingest(request, service.baseUrl, () => service.now());
    const order = await ingest.createOrder({
      statusCode: 20,
      promisedTime: ingest.minutesFromNow(22 * 60),
      deliveryWindow: { start: ingest.minutesFromNow(21 * 60), end: ingest.minutesFromNow(23 * 60) },
    });
    await ingest.addEvent(order.trackingId, { statusCode: 10 });
    const url = `${service.baseUrl}/${order.trackingId}/en_GB?__skip-pref__`;
    const now = service.now();

    const seen = [];
    for (const zone of DEVICE_ZONES) {
      const server = await openIn(browser, url, zone, { scripts: false, now });
      // Without scripts nothing can compare the clocks, so the server's HTML says whose clock it is.
      // (Playwright's text matchers skip a <noscript>: the card's rendered text is read instead.)
      expect(
        await server.page.getByTestId('eta-card').evaluate((card: HTMLElement) => card.innerText),
      ).toContain('Copenhagen time');
      const serverTexts = await timeTexts(server.page);
      await server.context.close();

      const hydrated = await openIn(browser, url, zone, { scripts: true, now });
      // Once hydrated, the device (far from Copenhagen) is told whose clock the estimate is on.
      await expect(hydrated.page.getByTestId('zone-note').first()).toHaveText(/^\s*Copenhagen time$/);
      const hydratedTexts = await timeTexts(hydrated.page);
      expect(hydrated.troubles, zone).toEqual([]);
      await hydrated.context.close();

      expect(hydratedTexts, zone).toEqual(serverTexts);
      seen.push(hydratedTexts);
    }
    const [kiritimati, losAngeles] = seen;
    expect(kiritimati).toEqual(losAngeles);
    // Tomorrow at the address: neither the day after (Kiritimati's view) nor today (Los Angeles's).
    expect(kiritimati?.card).toContain('Tomorrow');
    expect(kiritimati?.card).toContain(clockText(order.deliveryWindow?.start ?? ''));
    expect(kiritimati?.steps).toContain('Today, 12:00');
  });

  test("the delivery-day calendar marks today by the address's date, not the device's", async ({
    browser,
    request,
  }) => {
    const ingest = new Ingest(request, service.baseUrl, () => service.now());
    const now = service.now();
    /** A day at the address as the ingest API takes it, and as the calendar names it to a screen reader. */
    const isoDay = (days: number) =>
      new Date(now.getTime() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: ADDRESS_ZONE });
    const dayName = now.toLocaleDateString('en-GB', {
      timeZone: ADDRESS_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const order = await ingest.createOrder({
      statusCode: 10,
      availableDeliveryDates: [isoDay(0), isoDay(1), isoDay(2)],
    });
    // In Kiritimati it is already tomorrow at the address's noon: a calendar on the device's date marks that.
    const device = await openIn(
      browser,
      `${service.baseUrl}/${order.trackingId}/en_GB/preferences`,
      DEVICE_ZONES[0],
      {
        scripts: true,
        now,
      },
    );
    const marked = device.page.getByRole('group', { name: 'Delivery day' }).locator('[data-today]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAccessibleName(new RegExp(`^Today, ${dayName.replace(',', ',?')}`));
    await device.context.close();
  });
});
