import { expect, test } from './support/fixtures';

/**
 * The page's controls without JavaScript (#35 item 4): each works as the browser's own (a link, a <details>) or
 * is not shown; none sits there inert.
 */

test.use({ javaScriptEnabled: false });

const OUT_FOR_DELIVERY = 80;

test('the language is switched by a link from the list the globe opens', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
  await page.goto(`/${order.trackingId}/en_GB?__skip-pref__=1`);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await page.locator('summary', { hasText: 'Language' }).click();
  await page.getByRole('link', { name: 'Suomi' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/fi_FI?__skip-pref__=1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Out for delivery');
});

test('the header menu opens at 1280 px and below, with Help and About', async ({ page, ingest }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const order = await ingest.createOrder({ statusCode: OUT_FOR_DELIVERY });
  await page.goto(`/${order.trackingId}/en_GB`);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const help = menu.getByRole('link', { name: 'Help centre' });
  await expect(help).toBeHidden();
  await menu.locator('summary').click();
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute('href', 'https://help.example.com/en/home');
  await expect(menu.getByRole('link', { name: 'About us' })).toBeVisible();
});

test('the timeline expands and collapses by links', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 40 });
  for (const statusCode of [0, 10, 20, 30]) await ingest.addEvent(order.trackingId, { statusCode });
  await ingest.confirmPreferences(order.trackingId);
  await page.goto(`/${order.trackingId}/en_GB`);
  const steps = page.locator('ol li');
  const folded = await steps.count();
  await page.getByRole('link', { name: 'Expand' }).click();
  await expect(page).toHaveURL(new RegExp(`/${order.trackingId}/en_GB\\?timeline=#`));
  await expect.poll(() => steps.count()).toBeGreaterThan(folded);
  await page.getByRole('link', { name: 'Collapse' }).click();
  await expect(page.getByRole('link', { name: 'Expand' })).toBeVisible();
  await expect.poll(() => steps.count()).toBe(folded);
});

test('"View photo" and the thumbnail are links to the photo', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10 });
  await ingest.addEvent(order.trackingId, { statusCode: 91, imageUrls: ['/demo/proof-of-delivery.svg'] });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('link', { name: 'View photo' })).toHaveAttribute(
    'href',
    '/demo/proof-of-delivery.svg',
  );
  await expect(page.getByRole('link', { name: /photo 1/ })).toHaveAttribute(
    'href',
    '/demo/proof-of-delivery.svg',
  );
});

test('"Add to calendar" downloads the entry; Share waits for the script, so it is not shown', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({
    statusCode: 40,
    deliveryWindow: { start: ingest.minutesFromNow(24 * 60), end: ingest.minutesFromNow(26 * 60) },
  });
  await ingest.confirmPreferences(order.trackingId);
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VEVENT');
});

test('the tooltip opens and closes by itself', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryRequirements: { signature: true } });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  const why = page.getByText('decides this for some parcels');
  await expect(why).toBeHidden();
  await page.getByLabel("Why can't I change this?").click();
  await expect(why).toBeVisible();
  await page.getByLabel("Why can't I change this?").click();
  await expect(why).toBeHidden();
});
