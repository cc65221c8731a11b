import {
  canChangePreferences,
  isFinalStatus,
  type FeedbackBody,
  type Order,
  type PreferencesBody,
} from '@tracking/core';
import { conflict, forbidden, invalidRequest, orderExpired, orderNotFound } from '../errors';
import type { AccountRecord, OrderRecord, Store } from '../store/store';
import type { DomainDeps } from './deps';
import { orderAccess } from './order-access';
import { loadOrderFacts } from './order-facts';
import { orderView } from './order-view';

/**
 * The delivery day after a preferences body: left out keeps the earlier choice, null the planned day, and a
 * date must be one the provider offers for the order (else 400 naming the field).
 */
function chosenDeliveryDate(order: OrderRecord, requested: string | null | undefined): string | null {
  if (requested === undefined) return order.deliveryDate;
  if (requested === null || order.availableDeliveryDates.includes(requested)) return requested;
  throw invalidRequest([{ key: 'deliveryDate', message: 'Must be one of the offered delivery days' }]);
}

/** What recipients do with their link: read the order, set preferences, send feedback. */
export function createOrderTracking({ store, now, linkTtlDays }: DomainDeps) {
  /** The order behind a link, or the error the recipient sees: 404, 403 Forbidden or 410 expired. */
  async function accessibleOrder(from: Store, trackingId: string) {
    const found = await from.findOrderWithAccount(trackingId);
    if (!found) throw orderNotFound();
    const facts = {
      trackingEnabled: found.account.trackingEnabled,
      anonymisedAt: found.order.anonymisedAt,
      finalAt: found.order.finalAt,
    };
    const access = orderAccess(facts, now(), linkTtlDays);
    if (access === 'forbidden') throw forbidden();
    if (access === 'expired') throw orderExpired();
    return found;
  }

  async function payload(from: Store, order: OrderRecord, account: AccountRecord): Promise<Order> {
    return orderView(await loadOrderFacts(from, order, account));
  }

  return {
    /** Throws the recipient-facing error when the link gives no access; used by the live hub too. */
    accessibleOrder: (trackingId: string) => accessibleOrder(store, trackingId),

    async track(trackingId: string): Promise<Order> {
      const { order, account } = await accessibleOrder(store, trackingId);
      return payload(store, order, account);
    },

    /** Saves and confirms the recipient's choice while the driver is not yet on the way. */
    async savePreferences(trackingId: string, body: PreferencesBody): Promise<Order> {
      return store.transaction(async (tx) => {
        const { order, account } = await accessibleOrder(tx, trackingId);
        if (!canChangePreferences(order.statusCode)) throw conflict('Preferences can no longer be changed');
        const deliveryDate = chosenDeliveryDate(order, body.deliveryDate);
        const at = now().toISOString();
        const deliveryPreferences = {
          deliveryPreference: body.deliveryPreference,
          deliverInPerson: body.deliverInPerson ?? false,
          instructions: body.instructions ?? '',
        };
        const update = { deliveryPreferences, deliveryDate, preferencesConfirmedAt: at };
        await tx.updateOrder(trackingId, { ...update, updatedAt: at });
        return payload(tx, { ...order, ...update }, account);
      });
    },

    /** Records feedback on a final order; the newest is shown, earlier ones are kept. */
    async saveFeedback(trackingId: string, body: FeedbackBody): Promise<Order> {
      return store.transaction(async (tx) => {
        const { order, account } = await accessibleOrder(tx, trackingId);
        if (!isFinalStatus(order.statusCode)) throw conflict('Feedback can be sent once the order is final');
        await tx.appendFeedback(trackingId, {
          rating: body.rating,
          comment: body.comment ?? '',
          at: now().toISOString(),
        });
        return payload(tx, order, account);
      });
    },
  };
}

export type OrderTracking = ReturnType<typeof createOrderTracking>;
