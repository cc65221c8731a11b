import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';
import { COPENHAGEN } from './support/ingest';

const PHONE_390 = { width: 390, height: 844 };
const PHOTO = readFileSync(new URL('./support/doorstep-photo.jpg', import.meta.url));
const HOME = { ...COPENHAGEN, lat: 55.688766, lng: 12.553341 };
/** 0.000036 degrees north of HOME: 4.003 m. */
const LEFT_NEAR = { lat: 55.688802, lng: 12.553341 };
/** 0.0009 degrees north of HOME: 100 m. */
const LEFT_FAR = { lat: 55.689666, lng: 12.553341 };
const PROOF_PHOTO = '/demo/proof-of-delivery.svg';

test.use({ viewport: PHONE_390 });

const card = (page: Page) => page.getByRole('region', { name: 'At your door' });
const pin = (page: Page) => page.getByRole('button', { name: 'Pin at your door' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save photo and pin' });

/** Waits until an image on the page has loaded (decoded with a size), not only until its element is there. */
const expectLoaded = (page: Page, name: string) =>
  expect
    .poll(() =>
      page
        .getByRole('img', { name })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

test('adds, moves (by keys and by dragging) and removes the doorstep card on a phone', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await waitForHydration(page);
  await expect(card(page)).toContainText('No photo yet');
  await expect(saveButton(page)).toBeDisabled();

  // Add: the pin starts at the address; a photo is chosen and shown before it is sent.
  await card(page).getByTestId('doorstep-file').setInputFiles({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: PHOTO,
  });
  await expect(card(page).getByRole('img', { name: 'Your photo of the entrance' })).toBeVisible();
  await saveButton(page).click();
  await expect(card(page).getByRole('status')).toHaveText('Photo and pin saved.');
  const added = (await ingest.track(order.trackingId)).doorstep;
  expect(added).toMatchObject({ lat: HOME.lat, lng: HOME.lng });
  await expectLoaded(page, 'Your photo of the entrance');

  // Move by keys: two steps north (2 m each), the longitude kept.
  await pin(page).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(card(page).getByRole('status')).toHaveText('Pin moved. Save to keep it there.');
  await saveButton(page).click();
  await expect(card(page).getByRole('status')).toHaveText('Photo and pin saved.');
  const byKeys = (await ingest.track(order.trackingId)).doorstep;
  expect(byKeys?.lng).toBeCloseTo(HOME.lng, 6);
  expect(((byKeys?.lat ?? 0) - HOME.lat) * 111_195).toBeCloseTo(4, 1);
  expect(byKeys?.photoUrl).toBe(added?.photoUrl);

  // Move by dragging: 60 px east.
  const box = await pin(page).boundingBox();
  if (!box) throw new Error('no pin on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await saveButton(page).click();
  await expect(card(page).getByRole('status')).toHaveText('Photo and pin saved.');
  const dragged = (await ingest.track(order.trackingId)).doorstep;
  expect(dragged?.lng ?? 0).toBeGreaterThan(byKeys?.lng ?? Infinity);

  // Remove: the card is empty again and the pin back at the address.
  await card(page).getByRole('button', { name: 'Remove photo and pin' }).click();
  await expect(card(page).getByRole('status')).toHaveText('Photo and pin removed.');
  await expect(card(page)).toContainText('No photo yet');
  expect((await ingest.track(order.trackingId)).doorstep).toBeNull();
});

test('a file that is not a photo is refused with a message, and nothing is saved', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await waitForHydration(page);
  await card(page)
    .getByTestId('doorstep-file')
    .setInputFiles({
      name: 'door.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Not a photo, only text named like one.'),
    });
  await saveButton(page).click();
  await expect(card(page).getByRole('alert')).toContainText('That file is not a photo we can use.');
  expect((await ingest.track(order.trackingId)).doorstep).toBeNull();
});

test('the delivered page shows both photos, the time and how far from the pin', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  await ingest.setDoorstep(order.trackingId, PHOTO, HOME);
  await ingest.addEvent(order.trackingId, { statusCode: 90, imageUrls: [PROOF_PHOTO], location: LEFT_NEAR });
  await page.goto(`/${order.trackingId}/en_GB`);
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toContainText(/Delivered \d{1,2} \w+ \d{2}:\d{2}/);
  await expect(proof.getByTestId('proof-distance')).toHaveText('4 m from your pin');
  await expect(proof.getByRole('img', { name: 'Photo the driver took on delivery' })).toBeVisible();
  await expect(proof.getByRole('img', { name: 'Your photo of the entrance' })).toBeVisible();
  await expectLoaded(page, 'Your photo of the entrance');
  await expectLoaded(page, 'Photo the driver took on delivery');
  await expect(proof.getByRole('link', { name: 'get help here' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('left far from the pin, the delivered page points to help', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  await ingest.setDoorstep(order.trackingId, PHOTO, HOME);
  await ingest.addEvent(order.trackingId, { statusCode: 90, imageUrls: [PROOF_PHOTO], location: LEFT_FAR });
  await page.goto(`/${order.trackingId}/en_GB`);
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof.getByTestId('proof-distance')).toHaveText('100 m from your pin');
  await expect(proof).toContainText('Further from your pin than expected');
  await expect(proof.getByRole('link', { name: 'get help here' })).toHaveAttribute(
    'href',
    'https://help.example.com/en/home',
  );
});

test('axe: the preferences page with the doorstep card and its map', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, deliveryAddress: HOME });
  await ingest.setDoorstep(order.trackingId, PHOTO, HOME);
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await waitForHydration(page);
  await expect(pin(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
