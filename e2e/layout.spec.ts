import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Ingest } from './support/ingest';

/** Where an element is drawn; it must be. */
async function box(locator: Locator) {
  const drawn = await locator.boundingBox();
  if (!drawn) throw new Error(`${locator.toString()} is not drawn`);
  return drawn;
}

/** The order page's parts whose places the desktop layout decides. */
async function orderPageParts(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
