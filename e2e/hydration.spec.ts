import type { Page } from '@playwright/test';
import { PHONE, expect, test, waitForHydration } from './support/fixtures';
import { gate } from './support/gate';

/**
 * The server's HTML shows the whole page before the page's script runs (on a slow line, for seconds). A control
 * that needs the script must not take a tap it would lose: it is disabled until the page has hydrated, and a
 * form the service takes as it is works natively meanwhile.
 */

/** Holds back the page's scripts until the returned function is called: the server's HTML, not yet hydrated. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const scripts = gate();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.passed;
    await route.continue();
  });
  return async () => {
    scripts.open();
    await waitForHydration(page);
  };
}

/** Opens a page without waiting for its scripts (module scripts hold back DOMContentLoaded and load). */
async function openServerHtml(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.use({ viewport: PHONE });

test('the order page: before the script its controls are links or not shown; then they answer', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({
    statusCode: 40,
    deliveryWindow: { start: ingest.minutesFromNow(24 * 60), end: ingest.minutesFromNow(26 * 60) },
  });
  for (const statusCode of [0, 10, 20, 30]) await ingest.addEvent(order.trackingId, { statusCode });
  await ingest.confirmPreferences(order.trackingId);
  const release = await holdScripts(page);
  await openServerHtml(page, `/${order.trackingId}/en_GB`);
  // A tap on the server's HTML is never lost: what works without the script is the browser's own, the rest waits.
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    /^\/tracking\/calendar\.ics\?/,
  );
  await expect(page.getByRole('link', { name: 'Expand' })).toBeVisible();
  await expect(page.locator('a[hreflang="da-DK"]')).toHaveAttribute('href', `/${order.trackingId}/da_DK`);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);

  await release();
  const controls = [
    page.getByRole('button', { name: 'Add to calendar' }),
    page.getByRole('button', { name: 'Share' }),
    page.getByRole('button', { name: 'Expand' }),
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('combobox', { name: 'Language' }),
  ];
  for (const control of controls) await expect(control).toBeEnabled();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: /Share/ })).toBeVisible();
});

test('a star chosen before the script runs is kept when it does, and the form sends it', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  const release = await holdScripts(page);
  await openServerHtml(page, `/${order.trackingId}/en_GB`);
  // A plain form the service takes as it is (page-forms.ts): its stars and button answer from the first paint.
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await release();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('img', { name: /4/ })).toBeVisible();
  expect((await ingest.track(order.trackingId)).feedback?.rating).toBe(4);
});

test('the preferences form works as a plain form until then; its tooltip waits, its day is a plain list', async ({
  page,
  ingest,
}) => {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const order = await ingest.createOrder({
    statusCode: 10,
    deliveryRequirements: { signature: true },
    availableDeliveryDates: [day],
  });
  const release = await holdScripts(page);
  await openServerHtml(page, `/${order.trackingId}/en_GB/preferences`);
  // The tooltip opens by itself (a <details>); the calendar waits, its day is a plain list meanwhile.
  const why = page.getByText('decides this for some parcels');
  await expect(why).toBeHidden();
  await page.getByLabel("Why can't I change this?").click();
  await expect(why).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Delivery day' })).toBeEnabled();

  await page.locator('label', { has: page.getByRole('radio', { name: 'Knock on the door' }) }).click();
  await page.getByRole('button', { name: 'Confirm preferences' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Knock on the door' })).toBeVisible();
  await release();
});

test("what was chosen and typed on the server's HTML is kept when the page hydrates", async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  const fresh = await ingest.createOrder({ statusCode: 10 });
  const release = await holdScripts(page);
  await openServerHtml(page, `/${fresh.trackingId}/en_GB/preferences`);
  await page.locator('label', { has: page.getByRole('radio', { name: 'Knock on the door' }) }).click();
  await page.locator('label', { has: page.getByRole('checkbox', { name: /in person/ }) }).click();
  await page.getByRole('textbox', { name: /Instructions/ }).fill('Blue gate');
  await release();
  await expect(page.getByRole('radio', { name: 'Knock on the door' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /in person/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /Instructions/ })).toHaveValue('Blue gate');
  await page.getByRole('button', { name: 'Confirm preferences' }).click();
  await expect(page.getByText('Blue gate')).toBeVisible();

  await page.unrouteAll();
  const again = await holdScripts(page);
  await openServerHtml(page, `/${order.trackingId}/en_GB`);
  await page.getByRole('textbox', { name: /Comment/ }).fill('Parcel dry');
  await again();
  await expect(page.getByRole('textbox', { name: /Comment/ })).toHaveValue('Parcel dry');
});
