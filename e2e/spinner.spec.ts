import { expect, test } from './support/fixtures';

// The service renders the tracking pages with their order; a page the browser renders alone (the shell the
// service worker keeps, here an unknown page of a real link shown inside the merchant's page) loads the order
// itself, with the spinner meanwhile.
test('a centred spinner shows while the order loads, then the page', async ({ page, ingest, request }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  const shell = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  await page.route(`**/${order.trackingId}/en_GB/no-such-page`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }),
  );
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/tracking/?trackingId=*', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/${order.trackingId}/en_GB/no-such-page`);
  const spinner = page.getByRole('status', { name: 'Loading' });
  await expect(spinner).toBeVisible();
  // The page's chunk loading and the order loading each show the spinner: the element may be swapped between
  // the two reads, so measure again until one read sees it laid out.
  await expect(async () => {
    const box = await spinner.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no layout');
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
  }).toPass({ timeout: 5000 });

  release();
  await expect(page.getByRole('heading', { level: 1, name: "We can't find this parcel" })).toBeVisible();
  await expect(page.getByText('Nordic Home').first()).toBeVisible();
  await expect(spinner).toBeHidden();
});
