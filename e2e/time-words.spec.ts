import { minutesAfter, todayAt } from './support/clock';
import { expect, test } from './support/fixtures';

/** 23:30 today at the delivery address: half an hour before its midnight, whatever the run's clock and zone. */
const halfPastEleven = () => todayAt('23:30');

test.describe('with the browser clock at 23:30', () => {
  let now: Date;
  test.beforeEach(async ({ page }) => {
    now = halfPastEleven();
    await page.clock.setFixedTime(now);
  });

  test('a live order due past midnight counts down on the order page and on the map alike', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 81, promisedTime: minutesAfter(now, 60) });
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page.getByTestId('eta-value')).toHaveText('~1h 0m');
    await page.goto(`/${order.trackingId}/en_GB/live-tracking`);
    await expect(page.getByTestId('live-eta')).toHaveText('~1h 0m');
  });

  test('an order not yet on the way, due tomorrow, says "Tomorrow" in English and Icelandic', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 20, promisedTime: minutesAfter(now, 11 * 60) });
    await page.goto(`/${order.trackingId}/en_GB?__skip-pref__`);
    await expect(page.getByTestId('eta-value')).toHaveText('Tomorrow');
    await page.goto(`/${order.trackingId}/is_IS?__skip-pref__`);
    await expect(page.getByTestId('eta-value')).toHaveText('Á morgun');
  });

  test('one due later tonight says "Today"', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: 20, promisedTime: minutesAfter(now, 20) });
    await page.goto(`/${order.trackingId}/en_GB?__skip-pref__`);
    await expect(page.getByTestId('eta-value')).toHaveText('Today');
  });
});
