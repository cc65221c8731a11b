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

const RECEIVED = 10;
const OUT_FOR_DELIVERY = 80;

const OPTIONS = [
  [10, "Don't knock or ring"],
  [20, 'Knock on the door'],
  [30, 'Ring the doorbell'],
] as const;

const preferencesUrl = (trackingId: string) => `/${trackingId}/en_GB/preferences`;
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm preferences' });
const instructions = (page: Page) => page.getByRole('textbox', { name: /Instructions for the driver/ });

test('the first visit of an order with unconfirmed preferences lands on the preferences page', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED });
  await page.goto(`/${order.trackingId}`);
  await expect(page).toHaveURL(`/${order.trackingId}/da_DK/preferences`);
  await expect(page.getByRole('radiogroup', { name: 'Når chaufføren ankommer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Din levering' })).toContainText('Nørrebrogade 12');
  await expect(page.getByRole('region', { name: 'Din levering' })).toContainText('Hjemlevering');
});

for (const [code, label] of OPTIONS) {
  test(`"${label}" (${code}) is saved, confirmed and shown after a reload`, async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: RECEIVED });
    await page.goto(preferencesUrl(order.trackingId));
    await choose(page, 'radio', label);
    await instructions(page).fill(`Option ${code}: the blue door`);
    await confirm(page).click();

    // Back on the order page, which does not send the recipient back to preferences.
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Delivery details' });
    await expect(details).toContainText(label);
    await expect(details).toContainText(`Option ${code}: the blue door`);

    await page.reload();
    await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('region', { name: 'Delivery details' })).toContainText(label);

    await page.getByRole('link', { name: 'Change delivery preferences' }).click();
    await expect(page.getByRole('radio', { name: label })).toBeChecked();
    await expect(instructions(page)).toHaveValue(`Option ${code}: the blue door`);
    await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
  });
}

test('the in-person choice is saved and changes what happens at the door', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED });
  await page.goto(preferencesUrl(order.trackingId));
  await expect(page.getByTestId('at-the-door')).toContainText('Left outside your door');
  await choose(page, 'checkbox', 'Hand the parcel to me in person');
  await expect(page.getByTestId('at-the-door')).toContainText('Handed to you in person');
  await choose(page, 'radio', 'Knock on the door');
  await confirm(page).click();
  await expect(page.getByTestId('requirement')).toHaveText('Handed to you in person');
  await page.reload();
  await expect(page.getByTestId('requirement')).toHaveText('Handed to you in person');
});

test("a merchant's requirement is explained and cannot be switched off", async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED, deliveryRequirements: { idCheck: true } });
  await page.goto(preferencesUrl(order.trackingId));
  const inPerson = page.getByRole('checkbox', { name: 'Hand the parcel to me in person' });
  await expect(inPerson).toBeChecked();
  await expect(inPerson).toBeDisabled();
  await expect(page.getByText('Nordic Home requires an ID check')).toBeVisible();
  await expect(page.getByTestId('at-the-door')).toContainText('ID check – have a photo ID ready');
});

test('an account that always delivers outside says so instead of offering hand-over', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({
    statusCode: RECEIVED,
    accountId: 'hygge-outside',
    account: { name: 'Hygge Home', alwaysDeliverOutside: true },
  });
  await page.goto(preferencesUrl(order.trackingId));
  await expect(page.getByText('Hygge Home has all its parcels left outside the door')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('over-long instructions are cut to 500 characters, and the cut text is what is saved', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED });
  await page.goto(preferencesUrl(order.trackingId));
  await expect(page.getByText('500 characters left')).toBeVisible();
  // The counter is in the server's HTML; saying what was cut takes the page's script.
  await waitForHydration(page);
  await instructions(page).fill('Ring twice. '.repeat(60));
  await expect(instructions(page)).toHaveValue('Ring twice. '.repeat(60).slice(0, 500));
  await expect(page.getByText('Shortened to 500 characters')).toBeVisible();
  await choose(page, 'radio', 'Ring the doorbell');
  await confirm(page).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);

  await page.goto(preferencesUrl(order.trackingId));
  await expect(instructions(page)).toHaveValue('Ring twice. '.repeat(60).slice(0, 500).trim());
});

test('the confirm button shows it is working while the request is on its way', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED });
  await page.goto(preferencesUrl(order.trackingId));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/tracking/preferences?*', async (route) => {
    await held;
    await route.continue();
  });
  await choose(page, 'radio', 'Knock on the door');
  await confirm(page).click();
  await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Saving your preferences…' })).toBeAttached();
  release();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
});

test("the service's field errors show by their fields and nothing is lost", async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED });
  await page.goto(preferencesUrl(order.trackingId));
  // The page never sends these; the request is rewritten on its way so the real service judges it.
  await page.route('**/tracking/preferences?*', (route) =>
    route.continue({
      postData: JSON.stringify({
        deliveryPreference: 25,
        deliverInPerson: 'yes',
        instructions: 'x'.repeat(501),
      }),
    }),
  );
  await choose(page, 'radio', 'Ring the doorbell');
  await instructions(page).fill('Blue door');
  const answer = page.waitForResponse('**/tracking/preferences?*');
  await confirm(page).click();
  expect((await answer).status()).toBe(400);

  await expect(page.getByRole('alert')).toContainText("Your preferences weren't saved");
  await expect(page.getByRole('radiogroup', { name: 'When the driver arrives' })).toHaveAccessibleDescription(
    'Choose what the driver should do when they arrive.',
  );
  await expect(
    page.getByRole('checkbox', { name: 'Hand the parcel to me in person' }),
  ).toHaveAccessibleDescription(/This choice couldn't be saved/);
  await expect(instructions(page)).toHaveAccessibleDescription(/Instructions can be at most 500 characters/);
  await expect(instructions(page)).toHaveValue('Blue door');
  await expect(page).toHaveURL(preferencesUrl(order.trackingId));

  await page.unroute('**/tracking/preferences?*');
  await confirm(page).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  await expect(page.getByRole('region', { name: 'Delivery details' })).toContainText('Blue door');
});

test('a 409 from the service turns the page read-only', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED });
  // The page listens live (its doorstep card does) and would go read-only on the status message first; with the
  // socket held silent (a network that drops it, say) the service's 409 is what tells it.
  await page.routeWebSocket(/\/ws\?/, () => undefined);
  await page.goto(preferencesUrl(order.trackingId));
  await choose(page, 'radio', 'Knock on the door');
  // The driver leaves with the parcel while the recipient is choosing.
  await ingest.updateOrder(order.trackingId, { statusCode: OUT_FOR_DELIVERY });
  const answer = page.waitForResponse('**/tracking/preferences?*');
  await confirm(page).click();
  expect((await answer).status()).toBe(409);

  await expect(page.getByRole('alert')).toContainText('Too late to change your preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Your delivery preferences' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your choices' })).toBeFocused();

  await page.reload();
  await expect(page.getByText('Preferences can no longer be changed')).toBeVisible();
  await expect(page.getByText('The driver is already on the way with your parcel.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
});

test('skipping goes to tracking and keeps the order page there', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: RECEIVED });
  await page.goto(preferencesUrl(order.trackingId));
  await page.getByRole('link', { name: 'Skip and continue to tracking' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB?__skip-pref__=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
});

for (const [width, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`axe on the preferences page at ${width} width`, () => {
    test.use({ viewport: size });

    test('the form, with errors shown, and read-only', async ({ page, ingest }) => {
      const order = await ingest.createOrder({
        statusCode: RECEIVED,
        deliveryRequirements: { signature: true },
        account: { name: 'Nordic Home', isTech: true },
      });
      await page.goto(preferencesUrl(order.trackingId));
      await expect(confirm(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await confirm(page).click();
      await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(/Choose what the driver/);
      await expectNoSeriousA11yViolations(page);

      await ingest.updateOrder(order.trackingId, { statusCode: OUT_FOR_DELIVERY });
      await page.reload();
      await expect(page.getByText('Preferences can no longer be changed')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
