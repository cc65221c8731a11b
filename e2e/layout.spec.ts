import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SUPPORTED_LOCALES, type Locale } from '@tracking/core';
import { expect, test, waitForHydration } from './support/fixtures';
import type { Ingest } from './support/ingest';
import { liveOrder, mapUrl } from './support/live-map';

/** Where an element is drawn; it must be. */
async function box(locator: Locator) {
  const drawn = await locator.boundingBox();
  if (!drawn) throw new Error(`${locator.toString()} is not drawn`);
  return drawn;
}

/**
 * The order page's parts whose places the desktop layout decides, measured once the page has hydrated: the
 * render right after hydration may still add a line (the zone note beside the estimate's time) and move them.
 */
async function orderPageParts(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  return {
    estimate: await box(page.getByTestId('eta-card')),
    details: await box(page.getByRole('region', { name: 'Delivery details' })),
    // The card around the timeline's section.
    timeline: await box(page.getByRole('region', { name: 'Delivery progress' }).locator('..')),
  };
}

/** An order in transit with a delivery window tomorrow, its preferences confirmed, and its history. */
async function orderInTransit(ingest: Ingest) {
  const order = await ingest.createOrder({
    statusCode: 40,
    deliveryWindow: { start: ingest.minutesFromNow(24 * 60), end: ingest.minutesFromNow(26 * 60) },
  });
  for (const statusCode of [0, 10, 20, 30]) await ingest.addEvent(order.trackingId, { statusCode });
  await ingest.confirmPreferences(order.trackingId);
  return order;
}

test.describe('the order page on a desktop', () => {
  for (const width of [1023, 1280, 1440]) {
    test(`at ${width} px: the timeline leads the wide column under its actions, the details line up under the estimate`, async ({
      page,
      ingest,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const order = await orderInTransit(ingest);
      await page.goto(`/${order.trackingId}/en_GB`);
      const { estimate, details, timeline } = await orderPageParts(page);
      const actions = await box(page.getByRole('button', { name: 'Add to calendar' }));

      expect(Math.abs(details.x - estimate.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(details.width - estimate.width)).toBeLessThanOrEqual(1);
      expect(timeline.x + timeline.width).toBeLessThan(details.x);
      expect(timeline.width).toBeGreaterThan(details.width);
      // The actions start level with the details, and the timeline follows them with no gap between.
      expect(Math.abs(actions.y - details.y)).toBeLessThanOrEqual(1);
      expect(timeline.y - (actions.y + actions.height)).toBeLessThanOrEqual(24);
    });
  }

  test('a delivered order: the feedback follows the timeline in the wide column', async ({
    page,
    ingest,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const order = await ingest.createOrder({ statusCode: 80 });
    await ingest.addEvent(order.trackingId, { statusCode: 91 });
    await page.goto(`/${order.trackingId}/en_GB`);
    const { details, timeline } = await orderPageParts(page);
    const feedback = await box(page.getByTestId('feedback'));
    expect(feedback.x).toBe(timeline.x);
    expect(feedback.y - (timeline.y + timeline.height)).toBeLessThanOrEqual(24);
    expect(timeline.x + timeline.width).toBeLessThan(details.x);
  });

  test('a shared view: its notice spans both columns above them', async ({ page, ingest, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const order = await orderInTransit(ingest);
    const created = await request.post(`/tracking/share?trackingId=${order.trackingId}`);
    const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
    await page.goto(`/${shareId}/en_GB`);
    const { details, timeline } = await orderPageParts(page);
    const notice = await box(page.getByRole('status').filter({ hasText: 'Shared with you' }));
    expect(notice.x).toBe(timeline.x);
    expect(Math.abs(notice.x + notice.width - (details.x + details.width))).toBeLessThanOrEqual(1);
    expect(notice.y + notice.height).toBeLessThan(Math.min(timeline.y, details.y));
  });
});

/** A path of every screen a recipient can meet, in a locale: the screens of `screensToVisit`. */
type Screen = [name: string, path: (locale: Locale) => string];

/** One order (or link) in every state a screen has, through the real ingest API. */
async function screensToVisit(ingest: Ingest, request: APIRequestContext): Promise<Screen[]> {
  const days = [2, 3, 4, 9].map((ahead) =>
    new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10),
  );
  const fresh = await ingest.createOrder({
    statusCode: 10,
    promisedTime: ingest.minutesFromNow(3 * 24 * 60),
    availableDeliveryDates: days,
    deliveryRequirements: { signature: true },
  });
  const inTransit = await orderInTransit(ingest);
  const { order: live } = await liveOrder(ingest, { stopsBefore: 2 });
  const delivered = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(delivered.trackingId, { statusCode: 91 });
  const failed = await ingest.createOrder({ statusCode: 80, availableDeliveryDates: days });
  await ingest.addEvent(failed.trackingId, { statusCode: 92 });
  const pickup = await ingest.createOrder({ statusCode: 140, serviceType: 'pickup', pickupAddress: null });
  const forbidden = await ingest.createOrder({
    accountId: 'tracking-off',
    account: { name: 'Quiet Shop', trackingEnabled: false },
  });
  const created = await request.post(`/tracking/share?trackingId=${inTransit.trackingId}`);
  const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
  return [
    ['preferences', (locale) => `/${fresh.trackingId}/${locale}/preferences`],
    ['order received', (locale) => `/${fresh.trackingId}/${locale}?__skip-pref__`],
    ['order in transit', (locale) => `/${inTransit.trackingId}/${locale}`],
    ['order out for delivery', (locale) => `/${live.trackingId}/${locale}?__skip-pref__`],
    ['live map', (locale) => `${mapUrl(live.trackingId, locale)}?__skip-pref__`],
    ['delivered, with feedback', (locale) => `/${delivered.trackingId}/${locale}`],
    ['failed attempt', (locale) => `/${failed.trackingId}/${locale}`],
    ['picked up', (locale) => `/${pickup.trackingId}/${locale}`],
    ['shared view', (locale) => `/${shareId}/${locale}`],
    ['app prompt', (locale) => `/${forbidden.trackingId}/${locale}`],
    ['not found', (locale) => `/AAAAAAAAAAAAAAAAAAAAAC/${locale}`],
  ];
}

/**
 * The journey bar's stage names that break inside a word with no hyphen shown: a line starts with a letter right
 * after a letter of the line before (a soft hyphen at the break is drawn as one, and is no letter).
 */
const unhyphenatedBreaks = (page: Page) =>
  page.locator('main ol[aria-label] > li > span:last-child').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const text = label.lastChild;
      if (text?.nodeType !== Node.TEXT_NODE) return [];
      const value = text.textContent ?? '';
      const breaks: string[] = [];
      let previous: { char: string; top: number } | null = null;
      for (let at = 0; at < value.length; at += 1) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        // The last box: a letter right after a soft hyphen taken as the break also boxes the hyphen drawn.
        const boxes = range.getClientRects();
        const box = boxes[boxes.length - 1];
        const char = value.charAt(at);
        // A space or soft hyphen at a line's end draws no box of its own: it still parts the letters around it.
        if (!box) {
          if (previous) previous = { char, top: previous.top };
          continue;
        }
        const letters = /\p{L}/u.test(char) && previous !== null && /\p{L}/u.test(previous.char);
        if (previous && box.top > previous.top + 1 && letters) breaks.push(value);
        previous = { char, top: box.top };
      }
      return breaks;
    }),
  );

test('the delivery-day calendar fits its card on phones from 320 to 390 px', async ({ page, ingest }) => {
  const days = [2, 3].map((ahead) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10));
  const order = await ingest.createOrder({ statusCode: 10, availableDeliveryDates: days });
  for (const width of [320, 360, 375, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${order.trackingId}/fi_FI/preferences`);
    // The preferences form (before the script runs the doorstep card is a form too).
    const card = await box(page.locator('form').first());
    const month = await box(page.getByRole('group', { name: 'Toimituspäivä' }).getByRole('grid'));
    expect(month.x, `${width} px`).toBeGreaterThanOrEqual(card.x);
    expect(month.x + month.width, `${width} px`).toBeLessThanOrEqual(card.x + card.width);
  }
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const locale of SUPPORTED_LOCALES) {
    test(`in ${locale} no screen scrolls sideways, and the journey's words break only at a hyphen`, async ({
      page,
      ingest,
      request,
    }) => {
      for (const [name, path] of await screensToVisit(ingest, request)) {
        await page.goto(path(locale));
        await waitForHydration(page);
        const sideways = await page.evaluate(() => {
          const scrolling = document.scrollingElement;
          return scrolling ? scrolling.scrollWidth - scrolling.clientWidth : 0;
        });
        expect(sideways, `${name}: wider than the screen by`).toBeLessThanOrEqual(0);
        expect(await unhyphenatedBreaks(page), name).toEqual([]);
      }
    });
  }
});
