import { randomBytes } from 'node:crypto';
import { storeOn } from '../../apps/server/src/app-store';
import { newTrackingId } from '../../apps/server/src/order-view/tracking-id';
import { openSqliteDatabase } from '../../apps/server/src/store/sqlite/open-sqlite-store';

/** A browser's subscription as the receiver hands it out. */
export interface BenchSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Creates a SQLite database with `orders` orders before dispatch, each with `perOrder` push subscriptions from
 * `subscribe`; returns the orders' ids and, per order, the receiver indexes of its subscriptions.
 */
export async function seedSubscribedOrders(
  filePath: string,
  orders: number,
  perOrder: number,
  subscribe: () => BenchSubscription,
  pageOrigin: string,
): Promise<string[]> {
  const store = storeOn(await openSqliteDatabase(filePath));
  const now = new Date().toISOString();
  const ids: string[] = [];
  try {
    await store.transaction(async (tx) => {
      await tx.upsertAccount({
        id: 'bench-merchant',
        name: 'Bench Merchant',
        logo: null,
        isTech: false,
        alwaysDeliverOutside: false,
        trackingTheme: null,
        trackingEnabled: true,
        liveMapMaxStopsBefore: null,
        updatedAt: now,
      });
      for (let index = 0; index < orders; index++) {
        const trackingId = newTrackingId();
        await tx.insertOrder({
          trackingId,
          externalId: `bench-push-${index}`,
          accountId: 'bench-merchant',
          statusCode: 20,
          promisedTime: now,
          timeDiffMs: 0,
          deliveryWindow: null,
          availableDeliveryDates: [],
          deliveryDate: null,
          deliveryAddress: {
            streetAddress: `Benchvej ${index}`,
            postalCode: '2100',
            city: 'København Ø',
            country_code: 'DK',
          },
          pickupAddress: null,
          serviceType: 'delivery',
          deliveryRequirements: { idCheck: false, signature: false, deliveryInPerson: false },
          deliveryPreferences: { deliveryPreference: 20, deliverInPerson: false, instructions: '' },
          preferencesConfirmedAt: now,
          driverId: null,
          finalAt: null,
          anonymisedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        await tx.appendEvent(trackingId, { statusCode: 20, at: now, imageUrls: [] });
        for (let browser = 0; browser < perOrder; browser++) {
          const { endpoint, keys } = subscribe();
          await tx.savePushSubscription({
            subscriptionId: randomBytes(16).toString('base64url'),
            trackingId,
            shareId: null,
            endpoint,
            keys,
            lang: 'en_GB',
            createdAt: now,
            pageUrl: `${pageOrigin}/${trackingId}`,
          });
        }
        ids.push(trackingId);
      }
    });
  } finally {
    await store.close();
  }
  return ids;
}
