import type { Locator, Page } from '@playwright/test';
import { COPENHAGEN, type Address, type Ingest, type Position } from './ingest';

/** The recipient's address, on the map. */
export const HOME: Address & { lat: number; lng: number } = { ...COPENHAGEN, lat: 55.6889, lng: 12.5561 };

const METRES_PER_DEGREE = 111_320;

/** A point `north` and `east` metres away from `from` (negative: south, west). */
export function near(from: { lat: number; lng: number }, north: number, east: number): Position {
  return {
    lat: from.lat + north / METRES_PER_DEGREE,
    lng: from.lng + east / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
  };
}

let drivers = 0;

interface LiveOrderOptions {
  /** The promised time, in minutes from the service's now. */
  promisedInMinutes?: number;
  /** Orders on the route before this one. */
  stopsBefore?: number;
  /** Where the driver starts; south-west of the address by default, about 2.5 km away. */
  driverAt?: Position;
  pickupAddress?: Address;
  /** The merchant's account, when the test changes it (the default account is shared by every test). */
  accountId?: string;
  /** The account shows the driver only within this many stops (with accountId). */
  liveMapMaxStopsBefore?: number;
}

/**
 * An order out for delivery to HOME with its own driver, on the driver's route behind `stopsBefore` other
 * orders, and the driver's first position: what the live map needs, all through the real ingest API.
 */
export async function liveOrder(ingest: Ingest, options: LiveOrderOptions = {}) {
  drivers += 1;
  const driverId = `e2e-driver-${process.pid}-${drivers}`;
  const before = await Promise.all(
    Array.from({ length: options.stopsBefore ?? 0 }, (_, index) =>
      ingest.createOrder({
        statusCode: 81,
        driverId,
        deliveryAddress: { ...HOME, ...near(HOME, -900 + index * 200, -700) },
      }),
    ),
  );
  const order = await ingest.createOrder({
    ...(options.accountId
      ? {
          accountId: options.accountId,
          account: { name: options.accountId, liveMapMaxStopsBefore: options.liveMapMaxStopsBefore ?? null },
        }
      : {}),
    statusCode: 81,
    promisedTime: ingest.minutesFromNow(options.promisedInMinutes ?? 60),
    deliveryAddress: HOME,
    driverId,
    ...(options.pickupAddress ? { serviceType: 'pickup', pickupAddress: options.pickupAddress } : {}),
  });
  await ingest.putRoute(driverId, [...before.map((stop) => stop.trackingId), order.trackingId]);
  await ingest.postPositions(driverId, [{ ...(options.driverAt ?? near(HOME, -1800, -1700)), heading: 45 }]);
  return { order, driverId, stopsAhead: before.map((stop) => stop.trackingId) };
}

export const mapUrl = (trackingId: string, locale = 'en_GB') => `/${trackingId}/${locale}/live-tracking`;

/** A marker of the map by what it marks. */
export const marker = (page: Page, kind: 'driver' | 'destination' | 'pickup' | 'cluster') =>
  page.locator(`.leaflet-marker-pane [data-marker="${kind}"]`);

/** Where an element is drawn, its centre in page pixels. */
export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The map's zoom level, as the zoom controls show it. */
export async function zoomLevel(page: Page): Promise<number> {
  return Number(await page.getByRole('group', { name: 'Map controls' }).getAttribute('data-zoom'));
}
