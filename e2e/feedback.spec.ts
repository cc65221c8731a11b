import type { Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  choose,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForHydration,
} from './support/fixtures';
import type { Ingest } from './support/ingest';

async function deliveredOrder(ingest: Ingest) {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  return order;
}

const feedback = (page: Page) => page.getByTestId('feedback');

test('feedback after delivery: sent, thanked, kept over a reload, and replaced when sent again', async ({
  page,
  ingest,
}) => {
  const order = await deliveredOrder(ingest);
  await page.goto(`/${order.trackingId}/en_GB`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'How was your delivery?' })).toBeVisible();

  await choose(page, 'radio', '4 stars');
  await page.getByRole('textbox', { name: /Comment/ }).fill('Friendly driver, parcel dry');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback(page).getByText('Thank you for your feedback!')).toBeVisible();
  await expect(feedback(page).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your feedback' })).toBeVisible();
  await expect(feedback(page).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
  await expect(feedback(page)).toContainText('Friendly driver, parcel dry');
  await expect(feedback(page).getByText('Thank you for your feedback!')).toHaveCount(0);

  await page.getByRole('button', { name: 'Change feedback' }).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByText('Sending again replaces your earlier feedback.')).toBeVisible();
  await choose(page, 'radio', '2 stars');
  await page.getByRole('textbox', { name: /Comment/ }).fill('Left in the rain');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback(page).getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(feedback(page).getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeVisible();
  await expect(feedback(page)).toContainText('Left in the rain');
  await expect(feedback(page)).not.toContainText('Friendly driver');
});

test('the stars are a radio group the keyboard can use', async ({ page, ingest }) => {
  const order = await deliveredOrder(ingest);
  await page.goto(`/${order.trackingId}/en_GB`);
  await waitForHydration(page);
  // The keys move the stars once the form has hydrated (before, they would move the browser's own radios).
  await waitForHydration(page);
  await page.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback(page).getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeVisible();
});

test('a rating is asked for before anything is sent', async ({ page, ingest }) => {
  const order = await deliveredOrder(ingest);
  await page.goto(`/${order.trackingId}/en_GB`);
  await waitForHydration(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/tracking/feedback')) sent += 1;
  });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
    'Choose a rating from 1 to 5 stars.',
  );
  expect(sent).toBe(0);
});

test('an order still on its way asks for no feedback', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 81 });
  await page.goto(`/${order.trackingId}/en_GB`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('feedback')).toHaveCount(0);
});

test('feedback in another language', async ({ page, ingest }) => {
  const order = await deliveredOrder(ingest);
  await page.goto(`/${order.trackingId}/sv_SE`);
  await waitForHydration(page);
  await choose(page, 'radio', '5 stjärnor');
  await page.getByRole('button', { name: 'Skicka feedback' }).click();
  await expect(feedback(page).getByText('Tack för din feedback!')).toBeVisible();
});

for (const [width, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`axe on the order page with feedback at ${width} width`, () => {
    test.use({ viewport: size });

    test('the form, its error, and the thank-you', async ({ page, ingest }) => {
      const order = await deliveredOrder(ingest);
      await page.goto(`/${order.trackingId}/da_DK`);
      await waitForHydration(page);
      await expect(page.getByRole('radiogroup', { name: 'Din vurdering' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(/Vælg en vurdering/);
      await expectNoSeriousA11yViolations(page);
      await choose(page, 'radio', '5 stjerner');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByText('Tak for din feedback!')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
