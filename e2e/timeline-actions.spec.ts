import { choose, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

// Days the provider offers after the failed attempt (March 2027 starts on a Monday).
const OFFERED = ['2027-03-01', '2027-03-03', '2027-03-05'];

test("a failed attempt's step opens the day choice, and the day chosen there is saved and shown on the step", async ({
  page,
  ingest,
  request,
}) => {
  const order = await ingest.createOrder({ statusCode: 80, availableDeliveryDates: OFFERED });
  await ingest.addEvent(order.trackingId, { statusCode: 92 });
  await page.goto(`/${order.trackingId}/en_GB`);
  const failed = page.getByRole('listitem').filter({ hasText: 'Delivery attempt failed' });
  await expect(failed.getByRole('link', { name: 'Choose another day' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await failed.getByRole('link', { name: 'Choose another day' }).click();

  await expect(page).toHaveURL(`/${order.trackingId}/en_GB/preferences#delivery-day`);
  const dayChoice = page.getByRole('group', { name: 'Delivery day' });
  await expect(dayChoice).toBeFocused();
  await dayChoice.getByRole('button', { name: /Friday, 5 March 2027/ }).click();
  await choose(page, 'radio', 'Ring the doorbell');
  await page.getByRole('button', { name: 'Confirm preferences' }).click();

  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  const saved = await (await request.get(`/tracking/?trackingId=${order.trackingId}`)).json();
  expect(saved.payload).toMatchObject({ statusCode: 92, deliveryDate: '2027-03-05' });
  await expect(failed).toContainText('New delivery day: Fri, 5 Mar');
});

test('a failed attempt with no days offered has nothing to choose', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 92 });
  await page.goto(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery attempt failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose another day' })).toHaveCount(0);
});

test('a parcel left at the door lists where and what the recipient asked, and "View photo" opens the photo', async ({
  page,
  ingest,
  request,
}) => {
  const order = await ingest.createOrder({ statusCode: 10 });
  const saved = await request.post(`/tracking/preferences?trackingId=${order.trackingId}`, {
    data: { deliveryPreference: 20, instructions: 'Behind the blue bin' },
  });
  expect(saved.ok()).toBe(true);
  await ingest.addEvent(order.trackingId, { statusCode: 91, imageUrls: ['/demo/proof-of-delivery.svg'] });
  await page.goto(`/${order.trackingId}/en_GB`);

  const step = page.getByRole('listitem').filter({ hasText: 'Left at your door' });
  await expect(step.getByRole('list').getByRole('listitem')).toHaveText([
    'Place: at your door',
    'Your message to the driver: Behind the blue bin',
  ]);
  const viewPhoto = step.getByRole('button', { name: 'View photo' });
  await viewPhoto.click();
  const dialog = page.getByRole('dialog', { name: 'Proof of delivery' });
  await expect(dialog.getByRole('img', { name: 'Proof-of-delivery photo 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewPhoto).toBeFocused();
});
