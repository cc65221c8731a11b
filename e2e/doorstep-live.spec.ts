import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { COPENHAGEN } from './support/ingest';

/**
 * The doorstep card (#35 item 14): it travels in the live messages, so a page left open shows a change made
 * elsewhere at once; and without JavaScript it is a plain form that uploads a photo and pins the address.
 */

const PHOTO = readFileSync(new URL('./support/doorstep-photo.jpg', import.meta.url));
const HOME = { ...COPENHAGEN, lat: 55.688766, lng: 12.553341 };

const card = (page: Page) => page.getByRole('region', { name: 'At your door' });
const photo = (page: Page) => card(page).getByRole('img', { name: 'Your photo of the entrance' });

test('a card set and removed in another tab shows on the open preferences page without a reload', async ({
  page,
  ingest,
  request,
}) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  // The socket opens once the page has hydrated; its first frame (the order's live view) says it is listening.
  const listening = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived'));
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await waitForHydration(page);
  await listening;
  await expect(card(page).getByText('No photo yet')).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));

  await ingest.setDoorstep(order.trackingId, PHOTO, { lat: 55.6888, lng: 12.5534 });
  await expect(photo(page)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Remove photo and pin' })).toBeVisible();

  const removed = await request.delete(`/tracking/doorstep?trackingId=${order.trackingId}`);
  expect(removed.ok()).toBe(true);
  await expect(card(page).getByText('No photo yet')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Remove photo and pin' })).toHaveCount(0);
  expect(reloaded).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain form uploads the photo, pins the address, and removes the card', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
    await page.goto(`/${order.trackingId}/en_GB/preferences`);
    await expect(card(page).getByText('the pin is placed at your address')).toBeVisible();
    await card(page).getByLabel('Choose a photo').setInputFiles({
      name: 'door.jpg',
      mimeType: 'image/jpeg',
      buffer: PHOTO,
    });
    await card(page).getByRole('button', { name: 'Save photo and pin' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB/preferences?doorstep=saved#doorstep-card`);
    await expect(card(page).getByRole('status')).toHaveText('Photo and pin saved.');
    expect((await ingest.track(order.trackingId)).doorstep).toMatchObject({ lat: HOME.lat, lng: HOME.lng });

    await card(page).getByRole('button', { name: 'Remove photo and pin' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB/preferences?doorstep=removed#doorstep-card`);
    await expect(card(page).getByRole('status')).toHaveText('Photo and pin removed.');
    expect((await ingest.track(order.trackingId)).doorstep).toBeNull();
  });

  test('a file that is not a photo comes back with the message, and nothing is saved', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
    await page.goto(`/${order.trackingId}/en_GB/preferences`);
    await card(page)
      .getByLabel('Choose a photo')
      .setInputFiles({
        name: 'door.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Not a photo, only text named like one.'),
      });
    await card(page).getByRole('button', { name: 'Save photo and pin' }).click();
    await expect(card(page).getByRole('alert')).toContainText('That file is not a photo we can use.');
    expect((await ingest.track(order.trackingId)).doorstep).toBeNull();
  });
});

test('the open preferences page turns read-only the moment the driver sets out', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  const listening = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived'));
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await waitForHydration(page);
  await listening;
  await expect(page.getByRole('button', { name: 'Confirm preferences' })).toBeVisible();
  await ingest.updateOrder(order.trackingId, { statusCode: 80 });
  await expect(page.getByRole('button', { name: 'Confirm preferences' })).toHaveCount(0);
  await expect(card(page)).toHaveCount(0);
});
