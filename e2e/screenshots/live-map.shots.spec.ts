import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, test } from '../support/fixtures';
import type { Ingest, Position } from '../support/ingest';
import { HOME, liveOrder, mapUrl, marker } from '../support/live-map';

// A demo driver approaching, at phone and desktop width: the map, the glide, the estimate and the stops before
// yours as the two stops ahead are delivered. The streets are the local tile server's made-up town (zoom-17
// pixels, a street every 150), so the driver drives along them.

const WORLD = 256 * 2 ** 17;
const STREET = 150;
const toWorld = ({ lat, lng }: { lat: number; lng: number }) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * WORLD,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD,
  };
};
const toLatLng = ({ x, y }: { x: number; y: number }): Position => ({
  lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / WORLD))) * 180) / Math.PI,
  lng: (x / WORLD) * 360 - 180,
});
const onStreet = (value: number) => Math.round(value / STREET) * STREET;

/** The driver's way in: north up a street from the south-west, then east along the address's street. */
function route(steps: number): Position[] {
  const home = toWorld(HOME);
  const street = { x: onStreet(home.x - 2100), y: onStreet(home.y) + 8 };
  const start = { x: street.x, y: onStreet(home.y + 2700) };
  const legs = [
    { from: start, to: street },
    { from: street, to: { x: home.x - 40, y: street.y } },
  ];
  const length = legs.reduce((sum, leg) => sum + Math.hypot(leg.to.x - leg.from.x, leg.to.y - leg.from.y), 0);
  return Array.from({ length: steps + 1 }, (_, index) => {
    let along = (length * index) / steps;
    for (const leg of legs) {
      const legLength = Math.hypot(leg.to.x - leg.from.x, leg.to.y - leg.from.y);
      if (along <= legLength) {
        const share = along / legLength;
        const point = {
          x: leg.from.x + (leg.to.x - leg.from.x) * share,
          y: leg.from.y + (leg.to.y - leg.from.y) * share,
        };
        const heading = leg.to.x === leg.from.x ? 0 : 90;
        return { ...toLatLng(point), heading };
      }
      along -= legLength;
    }
    return { ...toLatLng(legs[1]!.to), heading: 90 };
  });
}

/** The driver reaches `path[index]` now, having driven the points before it at a steady pace. */
async function driveTo(ingest: Ingest, driverId: string, path: Position[], index: number) {
  const recent = path.slice(Math.max(0, index - 4), index + 1);
  const now = Date.now();
  await ingest.postPositions(
    driverId,
    recent.map((point, step) => ({
      ...point,
      at: new Date(now - (recent.length - 1 - step) * 25_000).toISOString(),
    })),
  );
}

async function shoot(page: Page, file: string) {
  await page.waitForLoadState('networkidle');
  // Past the glide and the tiles' fade-in.
  await page.waitForTimeout(1600);
  await page.screenshot({ path: file });
}

for (const [width, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a driver approaching, at ${width} width`, async ({ page, ingest }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const path = route(12);
    const { order, driverId, stopsAhead } = await liveOrder(ingest, {
      stopsBefore: 2,
      promisedInMinutes: 35,
      driverAt: path[0],
    });
    await page.goto(mapUrl(order.trackingId));
    await marker(page, 'driver').waitFor();
    // Frame by frame: where the driver is on its way in, and which stop ahead it has just delivered.
    const frames: [number, string | undefined][] = [
      [0, undefined],
      [4, stopsAhead[0]],
      [8, stopsAhead[1]],
      [11, undefined],
    ];
    for (const [frame, [index, delivered]] of frames.entries()) {
      if (delivered) await ingest.addEvent(delivered, { statusCode: 91 });
      await driveTo(ingest, driverId, path, index);
      await shoot(page, `test-results/screenshots/live-map-${frame + 1}-${width}.png`);
    }
    await page.screenshot({
      path: `docs/screenshots/${width === 'phone' ? 'live-map-phone' : 'live-map'}.png`,
    });
  });
}

test('a driver whose last position is old, at phone width', async ({ page, ingest }) => {
  await page.setViewportSize(PHONE);
  const path = route(12);
  const { order } = await liveOrder(ingest, {
    stopsBefore: 1,
    driverAt: { ...path[6]!, at: new Date(Date.now() - 4 * 60_000).toISOString() },
  });
  await page.goto(mapUrl(order.trackingId));
  await marker(page, 'driver').waitFor();
  await shoot(page, 'test-results/screenshots/live-map-stale-phone.png');
});
