import { expect, test, waitForHydration } from './support/fixtures';
import { E2eWebhookReceiver } from './support/webhook-receiver';

test('a problem reported from the page reaches the provider signed, and its answer shows in two languages', async ({
  page,
  ingest,
}) => {
  const receiver = await E2eWebhookReceiver.start();
  try {
    // An account of its own, so only this order's events reach the endpoint.
    const accountId = `dispute-${Date.now()}`;
    await ingest.putAccount(accountId, { name: 'Fjord Outdoor' });
    const { secret } = await ingest.addWebhookEndpoint({
      url: receiver.url,
      events: ['delivery.disputed', 'delivery.dispute_resolved'],
      accountId,
    });
    const order = await ingest.createOrder({ statusCode: 80, accountId, account: undefined });
    await ingest.addEvent(order.trackingId, {
      statusCode: 90,
      imageUrls: ['https://pod.example.com/e2e.jpg'],
      location: { lat: 55.6761, lng: 12.5683 },
    });

    await page.goto(`/${order.trackingId}/en_GB`);
    await waitForHydration(page);
    const card = page.getByTestId('dispute');
    await expect(card.getByRole('heading', { name: 'Something wrong with your delivery?' })).toBeVisible();
    await card.getByRole('button', { name: 'Report a problem' }).click();
    await card.getByRole('button', { name: 'Send report' }).click();
    await expect(card.getByText('Choose what happened.')).toBeVisible();
    await card.getByText('It was left in the wrong place').click();
    await card.getByRole('textbox', { name: /Tell us more/ }).fill('Behind the bins, soaked');
    await card.getByRole('button', { name: 'Send report' }).click();
    await expect(card.getByRole('heading', { name: 'Problem reported' })).toBeFocused();
    await expect(card).toContainText('Behind the bins, soaked');
    await expect(card).toContainText("We've passed your report on.");

    await expect.poll(() => receiver.verified(secret).length).toBe(1);
    const [disputed] = receiver.verified(secret);
    expect(disputed?.type).toBe('delivery.disputed');
    expect(disputed?.data).toMatchObject({
      trackingId: order.trackingId,
      reason: 'wrong_place',
      message: 'Behind the bins, soaked',
      deliveryProof: {
        imageUrls: ['https://pod.example.com/e2e.jpg'],
        location: { lat: 55.6761, lng: 12.5683 },
      },
    });

    await ingest.resolveDispute(order.trackingId, {
      outcome: 'redelivery',
      message: 'Kurér kommer i morgen',
    });
    await expect
      .poll(() => receiver.verified(secret).map((event) => event.type))
      .toEqual(['delivery.disputed', 'delivery.dispute_resolved']);
    await page.reload();
    await waitForHydration(page);
    await expect(card.getByRole('heading', { name: 'Your parcel will be delivered again' })).toBeVisible();
    await expect(card.getByTestId('dispute-resolution')).toHaveText('Kurér kommer i morgen');

    await page.goto(`/${order.trackingId}/da_DK`);
    await waitForHydration(page);
    await expect(card.getByRole('heading', { name: 'Din pakke bliver leveret igen' })).toBeVisible();
    await expect(card).toContainText('Den blev stillet det forkerte sted');
    await expect(card.getByTestId('dispute-resolution')).toHaveText('Kurér kommer i morgen');
  } finally {
    await receiver.stop();
  }
});

test('a share link offers no way to report a problem', async ({ page, ingest, request }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 90 });
  const shared = await request.post(`/tracking/share?trackingId=${order.trackingId}`);
  const { shareId } = ((await shared.json()) as { payload: { shareId: string } }).payload;
  await page.goto(`/${shareId}/en_GB`);
  await waitForHydration(page);
  await expect(page.getByText('Shared with you', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('dispute')).toHaveCount(0);
});
