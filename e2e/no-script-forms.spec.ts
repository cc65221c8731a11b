import { EXPIRING_URL, choose, expect, test } from './support/fixtures';

/**
 * The page's forms without JavaScript (#35 items 2 and 3): each is a plain form the service takes, saves with
 * the JSON route's rules and answers with a page: a save goes on (303), a refusal comes back with what was
 * typed, a link that shows no order answers its own page (the app prompt, the shared view).
 */

test.use({ javaScriptEnabled: false });

const APP_PROMPT = 'Follow your parcel in the app';

test.describe('feedback', () => {
  test('is refused without a rating (the comment kept), then sent, saved and thanked for', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 80 });
    await ingest.addEvent(order.trackingId, { statusCode: 91 });
    await page.goto(`/${order.trackingId}/en_GB`);
    const comment = page.getByRole('textbox', { name: /Comment/ });
    await comment.fill('Left by the blue door');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(comment).toHaveValue('Left by the blue door');
    expect((await ingest.track(order.trackingId)).feedback).toBeNull();

    await choose(page, 'radio', '4 stars', { scripts: false });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB?feedback-sent`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
    await expect(page.getByText('Left by the blue door')).toBeVisible();
    expect((await ingest.track(order.trackingId)).feedback).toMatchObject({
      rating: 4,
      comment: 'Left by the blue door',
    });
  });
});

test.describe('preferences', () => {
  test('a refusal keeps what was typed and chosen; the instructions keep to 500 characters', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 10 });
    await page.goto(`/${order.trackingId}/en_GB/preferences`);
    const instructions = page.getByRole('textbox', { name: /instructions/i });
    await instructions.fill('Blue gate, second door');
    await choose(page, 'checkbox', /in person/, { scripts: false });
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    await expect(page.getByRole('alert')).toContainText("Your preferences weren't saved");
    await expect(instructions).toHaveValue('Blue gate, second door');
    await expect(page.getByRole('checkbox', { name: /in person/ })).toBeChecked();

    await instructions.fill('x'.repeat(600));
    await expect(instructions).toHaveValue('x'.repeat(500));
    await choose(page, 'radio', 'Knock on the door', { scripts: false });
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
    const saved = await ingest.track(order.trackingId);
    expect(saved.deliveryPreferences?.instructions).toBe('x'.repeat(500));
  });

  test('the delivery day is chosen from a list, saved, and can be put back to the planned day', async ({
    page,
    ingest,
  }) => {
    const days = [3, 4].map((ahead) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10));
    const order = await ingest.createOrder({ statusCode: 10, availableDeliveryDates: days });
    await page.goto(`/${order.trackingId}/en_GB/preferences`);
    await choose(page, 'radio', 'Knock on the door', { scripts: false });
    await page.getByRole('combobox', { name: 'Delivery day' }).selectOption(days[1] ?? '');
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
    expect((await ingest.track(order.trackingId)).deliveryDate).toBe(days[1]);

    await page.goto(`/${order.trackingId}/en_GB/preferences`);
    const day = page.getByRole('combobox', { name: 'Delivery day' });
    await expect(day).toHaveValue(days[1] ?? '');
    await day.selectOption('');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
    expect((await ingest.track(order.trackingId)).deliveryDate).toBeNull();
  });

  test('a link that became forbidden answers the app prompt (403)', async ({ page, ingest }) => {
    const account = { name: 'Fading Shop' };
    const order = await ingest.createOrder({ accountId: 'no-script-fading', account, statusCode: 10 });
    await page.goto(`/${order.trackingId}/en_GB/preferences`);
    await choose(page, 'radio', 'Knock on the door', { scripts: false });
    await ingest.putAccount('no-script-fading', { ...account, trackingEnabled: false });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole('heading', { name: APP_PROMPT })).toBeVisible();
  });

  test('a link that expired answers the app prompt (410)', async ({ page, expiringIngest }) => {
    const order = await expiringIngest.createOrder({ statusCode: 10 });
    await page.goto(`${EXPIRING_URL}/${order.trackingId}/en_GB/preferences`);
    await choose(page, 'radio', 'Knock on the door', { scripts: false });
    await expiringIngest.updateOrder(order.trackingId, { statusCode: 90 });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    expect((await answer).status()).toBe(410);
    await expect(page.getByRole('heading', { name: APP_PROMPT })).toBeVisible();
  });

  test('a share id posted to goes on to the shared view (303), and nothing is saved', async ({
    page,
    request,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 10 });
    const created = await request.post(`/tracking/share?trackingId=${order.trackingId}`);
    const { shareId } = ((await created.json()) as { payload: { shareId: string } }).payload;
    // The owner's form, pointed at the share's address (a share link never shows the form itself).
    await page.goto(`/${order.trackingId}/en_GB/preferences`);
    await page
      .getByRole('form', { name: 'Your delivery preferences' })
      .evaluate((form, action) => form.setAttribute('action', action), `/${shareId}/en_GB/preferences`);
    await choose(page, 'radio', 'Knock on the door', { scripts: false });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm preferences' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(`/${shareId}/en_GB`);
    await expect(page.getByText(/^Shared with you/)).toBeVisible();
    expect((await ingest.track(order.trackingId)).hasConfirmedPreferences).toBe(false);
  });
});
