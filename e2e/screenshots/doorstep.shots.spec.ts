import { readFileSync } from 'node:fs';
import { PHONE, expect, test } from '../support/fixtures';
import { COPENHAGEN } from '../support/ingest';
import { shoot } from './shoot';

const PHOTO = readFileSync(new URL('../support/doorstep-photo.jpg', import.meta.url));
const HOME = { ...COPENHAGEN, lat: 55.688766, lng: 12.553341 };

test('the doorstep card on the preferences page, on a phone', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  await ingest.setDoorstep(order.trackingId, PHOTO, HOME);
  await page.setViewportSize(PHONE);
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  const card = page.getByRole('region', { name: 'At your door' });
  await expect(card.getByRole('img', { name: 'Your photo of the entrance' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'docs/screenshots/doorstep-card-phone.png' });
});

test('the delivered page with the proof beside the doorstep photo', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  await ingest.setDoorstep(order.trackingId, PHOTO, HOME);
  await ingest.addEvent(order.trackingId, {
    statusCode: 90,
    imageUrls: ['/demo/proof-of-delivery.svg'],
    location: { lat: 55.688802, lng: 12.553341 },
  });
  await shoot(page, `/${order.trackingId}/en_GB`, 'docs/screenshots/delivered-with-proof-phone.png', PHONE);
});
