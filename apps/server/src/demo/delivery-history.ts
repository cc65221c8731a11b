import type { DeliveryAddress } from '@tracking/core';
import type { EstimateRecord } from '../order-view/store/order-view-store';
import { newTrackingId } from '../order-view/tracking-id';
import type { Store } from '../store/store';
import { seededRandom } from '../platform/seeded-random';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A delivery of the past, with the estimates its history kept (each made at `atMs` for `arrivalMs`). */
export interface PastDeliveryInput {
  accountId: string;
  deliveredAt: Date;
  estimates: readonly { atMs: number; arrivalMs: number }[];
  address: DeliveryAddress;
}

/**
 * Writes delivered orders with their timeline and estimate history through the store, in one transaction (the
 * demo's month of deliveries; tests' known error distributions). The accounts must exist. Returns the ids.
 */
export async function writePastDeliveries(
  store: Store,
  deliveries: readonly PastDeliveryInput[],
): Promise<string[]> {
  return store.transaction(async (tx) => {
    const ids: string[] = [];
    const history: EstimateRecord[] = [];
    for (const delivery of deliveries) {
      const trackingId = newTrackingId();
      const firstMs = Math.min(delivery.deliveredAt.getTime(), ...delivery.estimates.map((e) => e.atMs));
      const outAt = new Date(firstMs - MINUTE_MS).toISOString();
      const createdAt = new Date(firstMs - DAY_MS).toISOString();
      const deliveredAt = delivery.deliveredAt.toISOString();
      await tx.insertOrder({
        trackingId,
        externalId: null,
        accountId: delivery.accountId,
        statusCode: 90,
        promisedTime: new Date(delivery.estimates[0]?.arrivalMs ?? firstMs).toISOString(),
        timeDiffMs: 0,
        deliveryWindow: null,
        deliveryAddress: delivery.address,
        pickupAddress: null,
        serviceType: 'delivery',
        deliveryRequirements: { idCheck: false, signature: false, deliveryInPerson: false },
        deliveryPreferences: null,
        preferencesConfirmedAt: null,
        availableDeliveryDates: [],
        deliveryDate: null,
        driverId: null,
        finalAt: deliveredAt,
        anonymisedAt: null,
        createdAt,
        updatedAt: deliveredAt,
      });
      await tx.appendEvent(trackingId, { statusCode: 80, at: outAt, imageUrls: [] });
      await tx.appendEvent(trackingId, { statusCode: 90, at: deliveredAt, imageUrls: [] });
      for (const estimate of delivery.estimates)
        history.push({
          trackingId,
          at: new Date(estimate.atMs).toISOString(),
          cause: 'position',
          arrivalAt: new Date(estimate.arrivalMs).toISOString(),
          timeDiffMs: null,
          stopsBefore: null,
          distanceMeters: 0,
          speedKmh: 0,
          driverLat: delivery.address.lat ?? 0,
          driverLng: delivery.address.lng ?? 0,
        });
      ids.push(trackingId);
    }
    await tx.saveEstimates([], history);
    return ids;
  });
}

/** How far ahead (minutes before the arrival it gave) each demo estimate was made: one per horizon band. */
const DEMO_LEADS = [240, 120, 60, 30, 12, 4];
/** Demo deliveries per account and day. */
const DEMO_PER_DAY = 3;

/**
 * A month of deliveries for each account, before `now`: three a day, in the nine hours before the same time of day
 * (so all within `days` days, whenever the demo starts), each with an estimate per horizon band whose error grows with how far ahead it was made (a few minutes near the door, half
 * an hour four hours out), usually a little late. Seeded by the account's position, so every start is alike.
 */
export function demoDeliveryHistory(
  accounts: readonly { id: string; address: DeliveryAddress }[],
  now: Date,
  days = 30,
): PastDeliveryInput[] {
  return accounts.flatMap((account, index) => {
    const random = seededRandom(index + 1);
    const spread = () => random() + random() + random() - 1.5; // roughly bell-shaped, -1.5..1.5
    const deliveries: PastDeliveryInput[] = [];
    for (let day = days - 1; day >= 0; day--) {
      for (let slot = 0; slot < DEMO_PER_DAY; slot++) {
        const deliveredMs = now.getTime() - day * DAY_MS - (60 + Math.floor(random() * 8 * 60)) * MINUTE_MS;
        const estimates = DEMO_LEADS.map((lead) => {
          const errorMs = (lead / 8 + 2) * (spread() + 0.3) * MINUTE_MS;
          const arrivalMs = Math.round((deliveredMs - errorMs) / 1000) * 1000;
          return { atMs: Math.min(arrivalMs - lead * MINUTE_MS, deliveredMs - MINUTE_MS), arrivalMs };
        });
        deliveries.push({
          accountId: account.id,
          deliveredAt: new Date(deliveredMs),
          estimates,
          address: account.address,
        });
      }
    }
    return deliveries;
  });
}
