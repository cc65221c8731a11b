import { expect, test } from './support/fixtures';

test('switching language replaces the locale segment, keeps the query and follows <html lang>', async ({
  page,
  ingest,
}) => {
  const order = await ingest.createOrder({ statusCode: 10 });
  await page.goto(`/${order.trackingId}/en_GB?__skip-pref__=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel received' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('fi_FI');
  await expect(page).toHaveURL(`/${order.trackingId}/fi_FI?__skip-pref__=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paketti vastaanotettu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');

  await page.getByRole('combobox', { name: 'Kieli' }).selectOption('no_NO');
  await expect(page.getByRole('heading', { level: 1, name: 'Pakke mottatt' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO');
});

test('the switch keeps the inner page', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 10 });
  await page.goto(`/${order.trackingId}/en_GB/preferences`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es_ES');
  await expect(page).toHaveURL(`/${order.trackingId}/es_ES/preferences`);
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cómo quieres recibir tu paquete?' }),
  ).toBeVisible();
});

test('help and about links follow the language', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await page.goto(`/${order.trackingId}/sv_SE`);
  await expect(page.getByRole('link', { name: 'Gå till hjälpcentret' })).toHaveAttribute(
    'href',
    'https://help.example.com/sv/home',
  );
  await page.goto(`/${order.trackingId}/lv_LV`);
  await expect(page.getByRole('link', { name: 'Atvērt palīdzības centru' })).toHaveAttribute(
    'href',
    'https://help.example.com/en/home',
  );
});

/**
 * The page's own retries of a locale file the service fails to send. Without the service worker: it answers the
 * locale files from its precache (the service's failure never reaches the page, and page.route cannot see what a
 * worker fetches), so these cover a first visit and a browser without one.
 */
test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('translations are retried after a server error and not after a 404', async ({ page, ingest }) => {
    const order = await ingest.createOrder({ statusCode: 80 });
    const asked: Record<string, number> = {};
    await page.route('**/locale/*.json', async (route) => {
      const file = new URL(route.request().url()).pathname;
      asked[file] = (asked[file] ?? 0) + 1;
      if (file === '/locale/da_DK.json' && asked[file] === 1)
        return route.fulfill({ status: 503, body: 'busy' });
      if (file === '/locale/et_EE.json') return route.fulfill({ status: 404, body: '{}' });
      return route.continue();
    });

    // The service renders the first page with its translations; the page loads a locale's file when it switches.
    await page.goto(`/${order.trackingId}/en_GB`);
    await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('da_DK');
    await expect(page.getByRole('heading', { level: 1, name: 'Ude til levering' })).toBeVisible();
    expect(asked['/locale/da_DK.json']).toBe(2);

    await page.getByRole('combobox', { name: 'Sprog' }).selectOption('et_EE');
    // The file is missing: the page is in English (built in), says so in <html lang>, and shows no key.
    await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.locator('body')).not.toContainText(/\b(status|order|eta|time)\.[a-zA-Z]+/);
    // Not retried after the 404: asked by the switch, and once more by the navigation it makes (a locale shown in
    // English is asked for again on each navigation).
    expect(asked['/locale/et_EE.json']).toBe(2);
    // Only the page's own language is asked for: English is built in, no language-only file.
    expect(Object.keys(asked).sort()).toEqual(['/locale/da_DK.json', '/locale/et_EE.json']);
  });

  test('a locale that failed is asked for again on the next navigation, and shown once it arrives', async ({
    page,
    ingest,
  }) => {
    const order = await ingest.createOrder({ statusCode: 80 });
    let refuse = true;
    await page.route('**/locale/fi_FI.json', (route) =>
      refuse ? route.fulfill({ status: 404, body: '{}' }) : route.continue(),
    );
    await page.goto(`/${order.trackingId}/en_GB`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fi_FI');
    await expect(page).toHaveURL(`/${order.trackingId}/fi_FI`);
    await expect(page.getByRole('heading', { level: 1, name: 'Out for delivery' })).toBeVisible();

    refuse = false;
    await page
      .getByRole('link', { name: /Follow the driver|map/i })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Live map|Out for delivery/);
  });
});
