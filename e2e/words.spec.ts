import { choose, expect, test, waitForHydration } from './support/fixtures';

/** What the pages say, in the recipient's language and only where it fits. */

test("a refusal from the service is said in the page's language: the Finnish feedback limit", async ({
  page,
  ingest,
  request,
}) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  // The hour's sends taken (FEEDBACK_PER_HOUR, 5 by default); the page's is one too many.
  for (let send = 0; send < 5; send += 1) {
    const answer = await request.post(`/tracking/feedback?trackingId=${order.trackingId}`, {
      data: { rating: 4 },
    });
    expect(answer.status()).toBe(200);
  }
  await page.goto(`/${order.trackingId}/fi_FI`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Muuta palautetta' }).click();
  await choose(page, 'radio', '5 tähteä');
  await page.getByRole('button', { name: 'Lähetä palaute' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Palautettasi ei lähetetty');
  await expect(alert).toContainText('Liian monta yritystä lyhyessä ajassa.');
  await expect(alert).not.toContainText(/feedback|try again/i);
});

for (const locale of ['da_DK', 'no_NO'] as const) {
  test(`${locale} dates never take a second full stop ("28 nov..")`, async ({ page, ingest }) => {
    // November: Danish and Norwegian write its short name with a full stop, whatever the zone makes the day.
    const order = await ingest.createOrder({
      statusCode: 10,
      promisedTime: '2030-11-28T12:00:00Z',
      availableDeliveryDates: ['2030-11-26', '2030-11-27'],
    });
    await page.goto(`/${order.trackingId}/${locale}/preferences`);
    const field = page.getByRole('group', { name: /Leveringsdag/ });
    await expect(field).toContainText(/planlagt til \S+ \d+ nov\. – /);
    await waitForHydration(page);
    await field.getByRole('button', { name: /27/ }).click();
    await expect(field.getByText(/^Ny leveringsdag: \S+ 27 nov\.$/)).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/[^.]\.\.(?!\.)/);
  });
}

test('a failed attempt offers another day and does not ask how the delivery was', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 80, availableDeliveryDates: ['2030-05-06'] });
  await ingest.addEvent(order.trackingId, { statusCode: 92 });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery attempt failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose another day' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'How was your delivery?' })).toHaveCount(0);
});

test('a delivery window on another day is called one, in the estimate card as in the timeline', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({
    statusCode: 30,
    deliveryWindow: { start: ingest.minutesFromNow(26 * 60), end: ingest.minutesFromNow(28 * 60) },
  });
  await ingest.confirmPreferences(order.trackingId);
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByTestId('eta-card')).toContainText(
    /Delivery window \w{3}, \d+ \w{3}, \d\d:\d\d–\d\d:\d\d/,
  );
});
