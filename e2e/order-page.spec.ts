import { ADDRESS_ZONE, clockNow, clockText, minutesAfter, todayAt } from './support/clock';
import { expect, test } from './support/fixtures';
import { NORDLYS } from './support/merchants';

test('the estimate counts down in the spec format, with the window and the tracking number', async ({
  page,
  ingest,
}) => {
  // The run's time of day (noon, or 23:30 in the late-clock run) for the browser, and the times sent from it.
  const now = clockNow();
  await page.clock.setFixedTime(now);
  // A window under way since half an hour ago, or since midnight at the address: it began today, so it reads
  // without its day.
  const midnight = todayAt('00:00');
  const window = {
    start: new Date(Math.max(midnight.getTime(), now.getTime() - 30 * 60_000)).toISOString(),
    end: minutesAfter(now, 150),
  };
  const order = await ingest.createOrder({
    statusCode: 80,
    promisedTime: minutesAfter(now, 90),
    deliveryWindow: window,
  });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByTestId('eta-value')).toHaveText('~1h 30m');
  await expect(page.getByTestId('eta-card')).toContainText(
    `Delivery window ${clockText(window.start)}–${clockText(window.end)}`,
  );
  await expect(page.getByTestId('tracking-id')).toHaveText(order.trackingId);
  await expect(page).toHaveTitle('Out for delivery · Parcel from Nordic Home');

  const soon = await ingest.createOrder({ statusCode: 82, promisedTime: minutesAfter(now, 3) });
  await page.goto(`/${soon.trackingId}/en_GB`);
  await expect(page.getByTestId('eta-value')).toHaveText('< 5 min');

  const minutes = await ingest.createOrder({ statusCode: 81, promisedTime: minutesAfter(now, 25) });
  await page.goto(`/${minutes.trackingId}/da_DK`);
  await expect(page.getByTestId('eta-value')).toHaveText('~25 min');
});

test('a delivery later this week goes by its weekday, in Icelandic as one says "on Thursday"', async ({
  page,
  ingest,
}) => {
  // Noon two days after the run's "now", at the delivery address (whose calendar the page reads).
  const now = clockNow();
  await page.clock.setFixedTime(now);
  const day = todayAt('12:00', 2);
  const order = await ingest.createOrder({
    statusCode: 10,
    promisedTime: day.toISOString(),
    deliveryWindow: { start: day.toISOString(), end: new Date(day.getTime() + 7_200_000).toISOString() },
  });
  const weekday = (locale: string) =>
    day.toLocaleDateString(locale, { weekday: 'long', timeZone: ADDRESS_ZONE });
  await page.goto(`/${order.trackingId}/en_GB?__skip-pref__`);
  await expect(page.getByTestId('eta-value')).toHaveText(weekday('en-GB'));
  await page.goto(`/${order.trackingId}/is_IS?__skip-pref__`);
  // "fimmtudagur" -> "Á fimmtudag"
  await expect(page.getByTestId('eta-value')).toHaveText(`Á ${weekday('is').slice(0, -2)}`);
});

test('a live order links to the live map; a later status takes the link away', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 81 });
  await page.goto(`/${order.trackingId}/en_GB`);
  await page.getByRole('link', { name: 'Follow the driver on the map' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB/live-tracking`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live map' })).toBeVisible();
  await page.getByRole('link', { name: 'Close map' }).click();

  await ingest.updateOrder(order.trackingId, { statusCode: 91 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Left at your door' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow the driver on the map' })).toHaveCount(0);
});

test("a merchant's theme colours the page and its logo shows", async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80, ...NORDLYS });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('img', { name: 'Nordlys' })).toHaveAttribute('src', '/demo/nordlys-logo.svg');
  const button = page.getByRole('link', { name: 'Follow the driver on the map' });
  await expect(button).toHaveCSS('background-color', 'rgb(27, 127, 91)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');

  const plain = await ingest.createOrder({ statusCode: 80 });
  await page.goto(`/${plain.trackingId}/en_GB`);
  await expect(page.getByRole('link', { name: 'Follow the driver on the map' })).toHaveCSS(
    'background-color',
    'rgb(3, 126, 140)',
  );
});

test('a proof-of-delivery photo opens in a dialog that Escape closes', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 91, imageUrls: ['/demo/proof-of-delivery.svg'] });
  await page.goto(`/${order.trackingId}/en_GB`);
  const thumbnail = page.getByRole('button', { name: 'Open proof-of-delivery photo 1' });
  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'Proof of delivery' });
  await expect(dialog.getByRole('img', { name: 'Proof-of-delivery photo 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('without a DSN the error-reporting SDK is never loaded', async ({ page, ingest }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const order = await ingest.createOrder({ statusCode: 80 });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('sentry'))).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
});
