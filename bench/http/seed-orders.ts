import { newTrackingId } from '../../apps/server/src/order-view/tracking-id';
import { storeOn } from '../../apps/server/src/app-store';
import { openSqliteDatabase } from '../../apps/server/src/store/sqlite/open-sqlite-store';
import type { OrderRecord } from '../../apps/server/src/order-view/store/order-view-store';
import type { Store } from '../../apps/server/src/store/store';

/** A day's mix: most orders before dispatch, a fifth out for delivery, some delivered. */
const STATUS_MIX = [0, 10, 20, 30, 40, 80, 81, 82, 90, 91];
const STOPS_PER_DRIVER = 20;
const CITY = { lat: 55.6761, lng: 12.5683 };

function orderRecord(index: number, now: string): OrderRecord {
  const statusCode = STATUS_MIX[index % STATUS_MIX.length] ?? 0;
  const live = statusCode >= 80 && statusCode < 90;
  return {
    trackingId: newTrackingId(),
    externalId: `bench-${index}`,
    accountId: `merchant-${index % 50}`,
    statusCode,
    promisedTime: now,
    timeDiffMs: (index % 11) * 60_000,
    deliveryWindow: null,
    availableDeliveryDates: [],
    deliveryDate: null,
    deliveryAddress: {
      streetAddress: `Benchvej ${index}`,
      postalCode: '2100',
      city: 'København Ø',
      country_code: 'DK',
      lat: CITY.lat + ((index % 997) - 498) / 10_000,
      lng: CITY.lng + ((index % 991) - 495) / 10_000,
    },
    pickupAddress: null,
    serviceType: 'delivery',
    deliveryRequirements: { idCheck: false, signature: index % 7 === 0, deliveryInPerson: false },
    deliveryPreferences: { deliveryPreference: 20, deliverInPerson: false, instructions: 'Ring the bell' },
    preferencesConfirmedAt: now,
    driverId: live ? `driver-${Math.floor(index / (STATUS_MIX.length * STOPS_PER_DRIVER))}` : null,
    finalAt: statusCode >= 90 ? now : null,
    anonymisedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The seeded ids, and those of the orders out for delivery (what recipients reload most). */
export interface SeededIds {
  ids: string[];
  liveIds: string[];
}

async function seedInto(store: Store, count: number): Promise<SeededIds> {
  const now = new Date().toISOString();
  const ids: string[] = [];
  const liveIds: string[] = [];
  const routes = new Map<string, string[]>();
  await store.transaction(async (tx) => {
    for (let merchant = 0; merchant < 50; merchant++) {
      const id = `merchant-${merchant}`;
      const account = {
        id,
        name: `Merchant ${merchant}`,
        logo: null,
        isTech: false,
        alwaysDeliverOutside: false,
      };
      await tx.upsertAccount({
        ...account,
        trackingTheme: null,
        trackingEnabled: true,
        liveMapMaxStopsBefore: null,
        updatedAt: now,
      });
    }
    for (let index = 0; index < count; index++) {
      const order = orderRecord(index, now);
      await tx.insertOrder(order);
      for (const statusCode of [0, 20, order.statusCode]) {
        await tx.appendEvent(order.trackingId, { statusCode, at: now, imageUrls: [] });
      }
      if (order.driverId)
        routes.set(order.driverId, [...(routes.get(order.driverId) ?? []), order.trackingId]);
      ids.push(order.trackingId);
      if (order.driverId) liveIds.push(order.trackingId);
    }
    for (const [driverId, stops] of routes) {
      await tx.replaceRoute(
        driverId,
        stops.map((trackingId) => ({ trackingId, eta: null })),
      );
      await tx.appendPositions(driverId, [{ ...CITY, heading: 90, speed: 8, at: now }]);
    }
  });
  return { ids, liveIds };
}

/** Creates a SQLite database with `count` orders (their timelines, drivers and routes); returns the ids. */
export async function seedOrders(filePath: string, count: number): Promise<SeededIds> {
  const store = storeOn(await openSqliteDatabase(filePath));
  try {
    return await seedInto(store, count);
  } finally {
    await store.close();
  }
}
