import type { Page } from '@playwright/test';
import { choose, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

// March 2027 starts on a Monday: with the week starting on Monday, the 1st is the first day of the first row.
const OFFERED = ['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-08'];

/** The localised column titles, Monday first, as each locale's translations give them. */
const WEEKDAYS = {
  en_GB: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  da_DK: ['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø'],
  fi_FI: ['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'],
  no_NO: ['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø'],
  sv_SE: ['må', 'ti', 'on', 'to', 'fr', 'lö', 'sö'],
  is_IS: ['má', 'þr', 'mi', 'fi', 'fö', 'la', 'su'],
  lv_LV: ['Pr', 'Ot', 'Tr', 'Ce', 'Pk', 'Se', 'Sv'],
  es_ES: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
  et_EE: ['E', 'T', 'K', 'N', 'R', 'L', 'P'],
} as const;

const deliveryDay = (page: Page) => page.getByRole('group', { name: 'Delivery day' });
const day = (page: Page, name: RegExp) => deliveryDay(page).getByRole('button', { name });

test('the delivery-day calendar starts the week on Monday in every locale, with its own weekday names', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 10, availableDeliveryDates: OFFERED });
  for (const [locale, weekdays] of Object.entries(WEEKDAYS)) {
    await page.goto(`/${order.trackingId}/${locale}/preferences`);
    const grid = page.getByRole('grid');
    await expect(grid.locator('thead th')).toHaveText([...weekdays]);
    const firstWeek = grid.locator('tbody tr').first().locator('td');
    await expect(firstWeek.first(), locale).toHaveText('1');
    await expect(firstWeek.last(), locale).toHaveText('7');
  }
});

test('only the offered days can be chosen, and the month stays within them', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10, availableDeliveryDates: OFFERED });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await expect(deliveryDay(page)).toContainText("Won't be home?");
  const notOffered = day(page, /Tuesday, 2 March 2027/);
  await expect(notOffered).toHaveAttribute('aria-disabled', 'true');
  await notOffered.click({ force: true });
  await expect(notOffered).not.toHaveAttribute('data-selected', 'true');
  await expect(deliveryDay(page).getByRole('status')).toHaveText('');

  await day(page, /Wednesday, 3 March 2027/).click();
  await expect(day(page, /Wednesday, 3 March 2027/)).toHaveAttribute('data-selected', 'true');
  await expect(deliveryDay(page).getByRole('status')).toContainText('Your parcel comes on Wed, 3 Mar.');
  await expect(deliveryDay(page).getByRole('button', { name: 'Previous month' }).first()).toBeDisabled();
  await expect(deliveryDay(page).getByRole('button', { name: 'Next month' }).first()).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('a chosen day is saved with the preferences and is still chosen on the next visit', async ({
  page,
  ingest,
  request,
}) => {
  const order = await ingest.createOrder({ statusCode: 10, availableDeliveryDates: OFFERED });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await day(page, /Friday, 5 March 2027/).click();
  await choose(page, 'radio', 'Ring the doorbell');
  await page.getByRole('button', { name: 'Confirm preferences' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);

  const saved = await (await request.get(`/tracking/?trackingId=${order.trackingId}`)).json();
  expect(saved.payload.deliveryDate).toBe('2027-03-05');
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await expect(day(page, /Friday, 5 March 2027/)).toHaveAttribute('data-selected', 'true');
  await expect(deliveryDay(page).getByRole('status')).toContainText('Your parcel comes on Fri, 5 Mar.');

  await deliveryDay(page).getByRole('button', { name: 'Keep the planned day' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  const planned = await (await request.get(`/tracking/?trackingId=${order.trackingId}`)).json();
  expect(planned.payload.deliveryDate).toBeNull();
});

test('a day the provider withdrew meanwhile is refused by the service and shown by the calendar', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 10, availableDeliveryDates: OFFERED });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await day(page, /Monday, 8 March 2027/).click();
  await choose(page, 'radio', 'Knock on the door');
  await ingest.updateOrder(order.trackingId, { availableDeliveryDates: OFFERED.slice(0, 3) });
  await page.getByRole('button', { name: 'Confirm preferences' }).click();
  await expect(deliveryDay(page)).toContainText(
    "That day can't be chosen any more. Please choose another one.",
  );
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB/preferences`);
});
