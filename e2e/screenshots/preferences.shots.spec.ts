import { DESKTOP, PHONE, choose, test } from '../support/fixtures';
import { NORDLYS } from '../support/merchants';
import type { Ingest, OrderInput } from '../support/ingest';
import { out, shoot, shootEachWay } from './shoot';

async function unconfirmed(ingest: Ingest, input: OrderInput = {}) {
  return ingest.createOrder({ statusCode: 10, ...input });
}

test('preferences page at phone and desktop widths in two locales', async ({ page, ingest }) => {
  const plain = await unconfirmed(ingest);
  const themed = await unconfirmed(ingest, { ...NORDLYS, deliveryRequirements: { signature: true } });
  await shootEachWay(page, { plain, themed }, 'preferences', (id, locale) => `/${id}/${locale}/preferences`);
  await shoot(
    page,
    `/${plain.trackingId}/en_GB/preferences`,
    'docs/screenshots/preferences-page.png',
    DESKTOP,
  );
});

test('preferences page filled in, with errors, in its tooltip dialog and read-only', async ({
  page,
  ingest,
}) => {
  const order = await unconfirmed(ingest);
  await shoot(page, `/${order.trackingId}/en_GB/preferences`, out('preferences-errors-phone'), PHONE);
  await page.getByRole('button', { name: 'Confirm preferences' }).click();
  await page.screenshot({ path: out('preferences-errors-phone'), fullPage: true });
  await choose(page, 'radio', 'Ring the doorbell');
  await choose(page, 'checkbox', 'Hand the parcel to me in person');
  await page
    .getByRole('textbox', { name: /Instructions/ })
    .fill('Door code 4521. Second floor, the blue door on the left.');
  await page.screenshot({ path: out('preferences-filled-phone'), fullPage: true });

  const required = await unconfirmed(ingest, { deliveryRequirements: { idCheck: true } });
  await shoot(page, `/${required.trackingId}/fi_FI/preferences`, out('preferences-required-fi-phone'), PHONE);
  await page.getByRole('button', { name: 'Miksi en voi muuttaa tätä?' }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: out('preferences-tooltip-dialog-phone') });

  const outside = await unconfirmed(ingest, {
    accountId: 'hygge',
    account: { name: 'Hygge Home', alwaysDeliverOutside: true, isTech: true },
  });
  await shoot(
    page,
    `/${outside.trackingId}/sv_SE/preferences`,
    out('preferences-outside-sv-desktop'),
    DESKTOP,
  );

  const late = await unconfirmed(ingest);
  await ingest.confirmPreferences(late.trackingId);
  await ingest.updateOrder(late.trackingId, { statusCode: 81 });
  await shoot(page, `/${late.trackingId}/es_ES/preferences`, out('preferences-read-only-es-phone'), PHONE);
});

test('feedback on a delivered order', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, { statusCode: 91 });
  await shoot(page, `/${order.trackingId}/en_GB`, out('feedback-form-desktop'), DESKTOP);
  await shoot(page, `/${order.trackingId}/en_GB`, out('feedback-form-phone'), PHONE);
  await choose(page, 'radio', '4 stars');
  await page.getByRole('textbox', { name: /Comment/ }).fill('Friendly driver, and the parcel stayed dry.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.getByText('Thank you for your feedback!').waitFor();
  await page.screenshot({ path: out('feedback-thanks-phone'), fullPage: true });
  await shoot(page, `/${order.trackingId}/en_GB`, out('feedback-given-desktop'), DESKTOP);
});
