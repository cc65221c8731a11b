import type { Locator, Page } from '@playwright/test';
import { liveOrder, mapUrl, marker } from './support/live-map';
import { expect, test } from './support/fixtures';

/** A small phone: the map is short, so the controls take a large share of it. */
test.use({ viewport: { width: 375, height: 667 } });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** Waits until the markers stop moving (a fit animates the zoom and the pan). */
async function waitForStillMarkers(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(
          await Promise.all([
            marker(page, 'driver').boundingBox(),
            marker(page, 'destination').boundingBox(),
          ]),
        );
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

/** Both markers lie whole inside the map, and clear of every control drawn over it. */
async function expectMarkersFramed(page: Page) {
  const map = await boxOf(page.locator('.leaflet-container'));
  const controls = await Promise.all([
    boxOf(page.getByRole('group', { name: 'Map controls' })),
    boxOf(page.getByRole('link', { name: 'Close map' })),
  ]);
  for (const kind of ['driver', 'destination'] as const) {
    await expect(marker(page, kind)).toBeVisible();
    const box = await boxOf(marker(page, kind));
    expect(inside(box, map), `${kind} inside the map`).toBe(true);
    for (const control of controls) expect(overlaps(box, control), `${kind} clear of a control`).toBe(false);
  }
}

test('on a small phone the driver and the address sit clear of the map controls, after load and after reset', async ({
  page,
  ingest,
}) => {
  // The driver south-east of the address: a fit puts it at the bottom right, where the zoom buttons are.
  const { order } = await liveOrder(ingest, { driverAt: { lat: 55.6736, lng: 12.58 } });
  await page.goto(mapUrl(order.trackingId));
  await expect(page.getByTestId('live-connection')).toHaveText('Live');
  await waitForStillMarkers(page);
  await expectMarkersFramed(page);

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Reset zoom and position' }).click();
  await waitForStillMarkers(page);
  await expectMarkersFramed(page);
});

for (const viewport of [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
]) {
  test(`on a ${viewport.width} x ${viewport.height} phone the first view is fitted once: every tile asked for is at the zoom it settles on`, async ({
    page,
    ingest,
  }) => {
    await page.setViewportSize(viewport);
    const { order } = await liveOrder(ingest, { driverAt: { lat: 55.6736, lng: 12.58 } });
    const tileZooms = new Set<number>();
    page.on('request', (request) => {
      const tile = /\/(\d+)\/\d+\/\d+\.png$/.exec(new URL(request.url()).pathname);
      if (tile) tileZooms.add(Number(tile[1]));
    });
    await page.goto(mapUrl(order.trackingId));
    await expect(page.getByTestId('live-connection')).toHaveText('Live');
    await waitForStillMarkers(page);
    await page.waitForLoadState('networkidle');
    const zoom = Number(await page.getByRole('group', { name: 'Map controls' }).getAttribute('data-zoom'));
    expect([...tileZooms]).toEqual([zoom]);
    await expectMarkersFramed(page);
  });
}
