import { createServer, type Server } from 'node:http';
import type { Frame, Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { gate } from './support/gate';
import { FJORD_LOGO, FJORD_THEME, serveFjordLogo } from './support/merchants';
import {
  E2E_DASHBOARD_ORIGIN,
  E2E_DASHBOARD_PORT,
  E2E_FOREIGN_ORIGIN,
  E2E_SERVERS,
  serverUrl,
} from './support/servers';

const SERVICE = serverUrl(E2E_SERVERS[0]);
const OTHER_THEME = {
  ...FJORD_THEME,
  primaryBackgroundColor: '#2A9D8F',
  topSectionBackgroundColor: '#264653',
};
const PHONE_FRAME = 'Your tracking page on a phone';

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const previewUrl = (params: Record<string, string>) =>
  `/___preview___/?${new URLSearchParams(params).toString()}`;

/** Every request the preview and its frames make to the tracking service's API or live socket. */
function watchServiceCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/tracking') || pathname.startsWith('/ws')) calls.push(request);
  });
  return calls;
}

/** The document inside a device frame of the preview (or of the preview inside a dashboard). */
async function deviceFrame(host: Page | Frame, title: string): Promise<Frame> {
  const handle = await host.locator(`iframe[title="${title}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame ${title}`);
  return frame;
}

const background = (frame: Page | Frame, selector: string) =>
  frame
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test.beforeEach(({ page }) => serveFjordLogo(page));

test('shows the tracking page in the theme, logo and language of the address, at phone and desktop width, with no service call', async ({
  page,
}) => {
  const calls = watchServiceCalls(page);
  const response = await page.goto(
    previewUrl({
      theme: JSON.stringify(FJORD_THEME),
      logo: FJORD_LOGO,
      locale: 'da_DK',
      name: 'Fjord Outfitters',
    }),
  );
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forhåndsvisning af sporingssiden' }),
  ).toBeVisible();
  expect(await background(page, 'header')).toBe(rgb(FJORD_THEME.topSectionBackgroundColor));

  for (const [title, width] of [
    ['Jeres sporingsside på en telefon', 390],
    ['Jeres sporingsside på en computer', 1280],
  ] as const) {
    const frame = await deviceFrame(page, title);
    await expect(frame.getByRole('heading', { level: 1, name: 'Ude til levering' })).toBeVisible();
    await expect(frame.getByRole('note')).toHaveText(
      'Forhåndsvisning · eksempelordre, ikke en rigtig levering',
    );
    await expect(frame.getByText('Dette er en forhåndsvisning af en sporingsside')).toHaveCount(0);
    expect(await frame.evaluate(() => document.documentElement.clientWidth)).toBe(width);
    await expect(frame.getByRole('img', { name: 'Fjord Outfitters' })).toHaveAttribute('src', FJORD_LOGO);
    const button = frame.getByRole('link', { name: 'Følg chaufføren på kortet' });
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      rgb(FJORD_THEME.primaryBackgroundColor),
    );
  }
  expect(calls.map((call) => call.url())).toEqual([]);
});

test('a preview frame opened on its own says plainly that it is a preview, whatever name and logo it is given', async ({
  page,
}) => {
  await page.goto(
    `/___preview___/frame?${new URLSearchParams({ name: 'Your Bank', logo: FJORD_LOGO }).toString()}`,
  );
  await expect(page.getByRole('note')).toHaveText('Preview · sample order, not a real delivery');
  await expect(page.getByText(/This is a preview of a tracking page with a sample order/)).toBeVisible();
});

test('ignores an invalid colour in the address, says so, and keeps the default colours', async ({ page }) => {
  await page.goto(
    previewUrl({
      theme: JSON.stringify({ ...FJORD_THEME, primaryBackgroundColor: 'red;}body{display:none' }),
    }),
  );
  await expect(page.getByText(/Theme: primaryBackgroundColor: Must be a colour like #037E8C/)).toBeVisible();
  const frame = await deviceFrame(page, PHONE_FRAME);
  const button = frame.getByRole('link', { name: 'Follow the driver on the map' });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb('#037E8C'));
});

/** A merchant dashboard embedding the preview, with a frame of another origin (an ad) beside it. */
const DASHBOARD = `<!doctype html><html lang="en"><head><title>Dashboard</title></head><body>
  <iframe id="preview" title="Preview" src="${SERVICE}/___preview___/" width="1440" height="900"></iframe>
  <iframe id="foreign" title="Ad" src="${E2E_FOREIGN_ORIGIN}/ad"></iframe>
  <script>
    window.received = [];
    addEventListener('message', (event) => {
      if (event.origin === '${SERVICE}') window.received.push(event.data);
    });
    window.sendToPreview = (message) =>
      document.getElementById('preview').contentWindow.postMessage(message, '${SERVICE}');
  </script></body></html>`;
const AD = `<!doctype html><html><body><script>
  window.attack = (message) => parent.frames[0].postMessage(message, '*');
</script></body></html>`;

/**
 * The dashboard's own little server on the loopback (a page the browser fetched from the internet could not
 * frame a local service): served as localhost it is the allowed origin, as 127.0.0.1 a foreign one.
 */
let dashboardServer: Server;
test.beforeAll(async () => {
  dashboardServer = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(request.url === '/ad' ? AD : DASHBOARD);
  });
  await new Promise<void>((resolve) => dashboardServer.listen(E2E_DASHBOARD_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => dashboardServer.close(() => resolve())));

async function openDashboard(page: Page) {
  await page.goto(`${E2E_DASHBOARD_ORIGIN}/dashboard`);
  const received = () =>
    page.evaluate(() => (window as unknown as { received: { type: string }[] }).received);
  await expect
    .poll(async () => (await received()).map((message) => message.type))
    .toEqual(['tracking-preview:ready']);
  const preview = page.frame({ url: `${SERVICE}/___preview___/` });
  const foreign = page.frame({ url: `${E2E_FOREIGN_ORIGIN}/ad` });
  if (!preview || !foreign) throw new Error('dashboard frames missing');
  const send = (message: unknown) =>
    page.evaluate(
      (data) => (window as unknown as { sendToPreview: (m: unknown) => void }).sendToPreview(data),
      message,
    );
  const attack = (message: unknown) =>
    foreign.evaluate((data) => (window as unknown as { attack: (m: unknown) => void }).attack(data), message);
  return { preview, received, send, attack };
}

test('takes a theme sent by an allowed dashboard, and ignores one from a foreign frame or with an invalid colour', async ({
  page,
}) => {
  const dashboard = await openDashboard(page);
  const message = {
    type: 'tracking-preview:theme',
    theme: FJORD_THEME,
    logo: FJORD_LOGO,
    merchantName: 'Fjord Outfitters',
  };

  await dashboard.attack(message);
  await page.waitForTimeout(300);
  expect(await background(dashboard.preview, 'header')).not.toBe(rgb(FJORD_THEME.topSectionBackgroundColor));

  await dashboard.send(message);
  await expect
    .poll(() => background(dashboard.preview, 'header'))
    .toBe(rgb(FJORD_THEME.topSectionBackgroundColor));
  await expect(dashboard.preview.getByText('Fjord Outfitters').first()).toBeVisible();
  const phone = await deviceFrame(dashboard.preview, PHONE_FRAME);
  await expect
    .poll(() => background(phone, 'a:text("Follow the driver on the map")'))
    .toBe(rgb(FJORD_THEME.primaryBackgroundColor));

  await dashboard.attack({ ...message, theme: OTHER_THEME });
  await dashboard.send({ ...message, theme: { ...OTHER_THEME, primaryBackgroundColor: 'red' } });
  await expect
    .poll(async () => (await dashboard.received()).map((reply) => reply.type))
    .toEqual(['tracking-preview:ready', 'tracking-preview:applied', 'tracking-preview:rejected']);
  expect(await background(dashboard.preview, 'header')).toBe(rgb(FJORD_THEME.topSectionBackgroundColor));
  expect(await background(phone, 'a:text("Follow the driver on the map")')).toBe(
    rgb(FJORD_THEME.primaryBackgroundColor),
  );
  await expect(dashboard.preview.getByText(/theme\.primaryBackgroundColor/)).toBeVisible();
});

test('the status picker filters and groups the statuses, selects all, and steps the frames through them', async ({
  page,
}) => {
  await page.goto('/___preview___/');
  const picker = page.getByRole('listbox', { name: 'Statuses to preview' });
  // Filtered by text whatever the case: "deliver" is in seven titles, in four of the six status groups.
  await page.getByRole('searchbox', { name: 'Search Statuses to preview' }).fill('DELIVER');
  await expect(picker.getByRole('group')).toHaveText([
    /^In transit/,
    /^Out for delivery/,
    /^Delivered/,
    /^Not delivered/,
  ]);
  await expect(picker.getByRole('option')).toHaveCount(7);
  await expect(picker.getByRole('option', { name: 'Parcel received' })).toHaveCount(0);

  // Four statuses start chosen (10, 40, 80, 90), three of them among the seven shown.
  await page.getByText('Select all').click();
  await expect(page.getByText('8 of 25 selected')).toBeVisible();
  await expect(picker.getByRole('option', { selected: true })).toHaveCount(7);
  await page.getByText('Deselect all').click();
  await expect(page.getByText('1 of 25 selected')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search Statuses to preview' }).fill('failed');
  await picker.getByRole('option', { name: 'Delivery attempt failed' }).click();
  const phone = await deviceFrame(page, PHONE_FRAME);
  await expect(phone.getByRole('heading', { level: 1, name: 'Delivery attempt failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Next status' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
  await expect(page.getByText('1 of 2 chosen')).toBeVisible();
});

test('choices made before the frames are up reach them once they are', async ({ page }) => {
  // The frames' code is held back until the merchant has stepped twice and picked a page, as on a slow line (a
  // loaded machine gave the same: the frames missed every change made before their own code ran).
  const framesCode = gate();
  await page.route('**/assets/*.js', async (route) => {
    if (route.request().frame() !== page.mainFrame()) await framesCode.passed;
    await route.continue();
  });
  await page.goto('/___preview___/');
  await page.getByRole('button', { name: 'Previous status' }).click();
  await page.getByRole('button', { name: 'Previous status' }).click();
  await page.getByRole('button', { name: 'Delivery preferences' }).click();
  await expect(page.getByText('Status 10', { exact: true }).first()).toBeVisible();
  framesCode.open();
  for (const title of [PHONE_FRAME, 'Your tracking page on a desktop']) {
    const frame = await deviceFrame(page, title);
    await expect(
      frame.getByRole('heading', { level: 1, name: 'How would you like your parcel delivered?' }),
    ).toBeVisible();
    await expect(frame.getByRole('group', { name: 'Delivery day' })).toBeVisible();
  }
});

test('the sample preferences page saves nothing, and the design-system gallery is axe clean', async ({
  page,
}) => {
  const calls = watchServiceCalls(page);
  await page.goto('/___preview___/');
  // From out for delivery back to parcel received, when preferences can still change.
  await page.getByRole('button', { name: 'Previous status' }).click();
  await page.getByRole('button', { name: 'Previous status' }).click();
  await page.getByRole('button', { name: 'Delivery preferences' }).click();
  const phone = await deviceFrame(page, PHONE_FRAME);
  await expect(phone.getByRole('group', { name: 'Delivery day' })).toBeVisible();
  await phone.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    phone.getByRole('status').filter({ hasText: 'This is a preview, so nothing was saved.' }),
  ).toBeVisible();
  expect(calls.map((call) => call.url())).toEqual([]);

  await expect(page.getByRole('heading', { name: 'Design system in your theme' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
