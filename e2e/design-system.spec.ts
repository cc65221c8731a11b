import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, choose, expect, test } from './support/fixtures';
import type { Ingest } from './support/ingest';
import { watchPage } from './support/page-watch';

/** The preferences page of an order whose merchant requires a signature: it explains that with a tooltip. */
async function openRequirementPage(page: Page, ingest: Ingest) {
  const order = await ingest.createOrder({ statusCode: 10, deliveryRequirements: { signature: true } });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  return page.getByRole('button', { name: "Why can't I change this?" });
}

const TOOLTIP_TEXT = 'Nordic Home decides this for some parcels';

test.describe('tooltip on desktop', () => {
  test.use({ viewport: DESKTOP });

  test('pops up on hover and on keyboard focus, describes its button, and Escape hides it', async ({
    page,
    ingest,
  }) => {
    const trigger = await openRequirementPage(page, ingest);
    // React Aria shows hover tooltips once the pointer has been used on the page, as it is before one is hovered.
    await choose(page, 'radio', 'Knock on the door');
    await trigger.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(TOOLTIP_TEXT);
    const box = await tooltip.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(300);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    await trigger.focus();
    await expect(tooltip).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(new RegExp(TOOLTIP_TEXT));
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('tooltip on a phone', () => {
  test.use({ viewport: PHONE });

  test('opens as a small dialog with a Close button, which gives focus back', async ({ page, ingest }) => {
    const trigger = await openRequirementPage(page, ingest);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: "Why can't I change this?" });
    await expect(dialog).toContainText(TOOLTIP_TEXT);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the dialog keeps focus inside, closes on Escape and returns focus', async ({ page, ingest }) => {
    const trigger = await openRequirementPage(page, ingest);
    // The button takes input once the page has hydrated (before, it is disabled: a tap would be lost).
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Why can't I change this?" });
    await expect(dialog).toBeVisible();
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('tooltip on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1000 } });

  test('opens as a dialog too', async ({ page, ingest }) => {
    const trigger = await openRequirementPage(page, ingest);
    await trigger.click();
    await expect(page.getByRole('dialog', { name: "Why can't I change this?" })).toBeVisible();
  });
});

test('the text area tells screen readers what is left, politely, once typing pauses', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 10 });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  const field = page.getByRole('textbox', { name: /Instructions for the driver/ });
  await expect(field).toHaveAccessibleDescription(/500 characters left/);
  await field.pressSequentially('Gate code 1234');
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: '486 characters left' }),
  ).toBeAttached();
});

test('the pieces work under the strict Content-Security-Policy without a single violation', async ({
  page,
  ingest,
}) => {
  const watch = await watchPage(page);
  const order = await ingest.createOrder({ statusCode: 10, deliveryRequirements: { signature: true } });
  const response = await page.goto(`/${order.trackingId}/en_GB/preferences`);
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-/);
  expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-inline/);

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: "Why can't I change this?" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await choose(page, 'radio', 'Ring the doorbell');
  await page.getByRole('textbox', { name: /Instructions/ }).fill('x'.repeat(520));
  await page.getByRole('button', { name: 'Confirm preferences' }).click();
  await expect(page).toHaveURL(`/${order.trackingId}/en_GB`);
  expect(await watch.violations()).toEqual([]);
});

test("on an iPhone, a dialog holds the page still with React Aria's style rule, let in by its hash", async ({
  page,
  ingest,
}) => {
  await page.addInitScript(() => {
    // What React Aria reads to tell an iPhone: Chromium's client hints say Linux, so they go.
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'iPhone' });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  const watch = await watchPage(page);
  await page.setViewportSize(PHONE);
  const help = await openRequirementPage(page, ingest);
  const overscroll = () => page.evaluate(() => getComputedStyle(document.body).overscrollBehaviorY);
  expect(await overscroll()).toBe('auto');

  await help.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await overscroll()).toBe('contain');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await overscroll()).toBe('auto');
  expect(await watch.violations()).toEqual([]);
});
