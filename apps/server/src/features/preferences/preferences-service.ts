import { inPersonChoice, inPersonToStore, type Order, type PreferencesBody } from '@tracking/core';
import { invalidRequest } from '../../platform/outcomes/outcome';
import type { OrderRecord } from '../../order-view/store/order-view-store';
import { changeableOrder, viewAfterRecipientChange } from '../../order-view/changeable-order';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderViews } from '../../order-view/order-views';

/**
 * The delivery day after a preferences body: left out keeps the earlier choice, null the planned day, and a
 * date must be one the provider offers for the order (else 400 naming the field).
 */
function chosenDeliveryDate(order: OrderRecord, requested: string | null | undefined): string | null {
  if (requested === undefined) return order.deliveryDate;
  if (requested === null || order.availableDeliveryDates.includes(requested)) return requested;
  throw invalidRequest([{ key: 'deliveryDate', message: 'Must be one of the offered delivery days' }]);
}

/** The recipient's delivery preferences (the JSON route and the page's form without scripts). */
export function createPreferences(deps: DomainDeps, views: OrderViews) {
  const { store, now, changes } = deps;
  return {
    /**
     * Saves and confirms the recipient's choice while the driver is not yet on the way, or after a failed
     * attempt where the provider offers days (for the next attempt).
     */
    async save(trackingId: string, body: PreferencesBody): Promise<Order> {
      const saved = await store.transaction(async (tx) => {
        const { order, account } = await changeableOrder(views, tx, trackingId);
        const deliverInPerson = inPersonToStore(
          inPersonChoice(order.deliveryRequirements, account),
          body.deliverInPerson,
        );
        if (deliverInPerson === 'refused') {
          throw invalidRequest([
            { key: 'deliverInPerson', message: 'This merchant always delivers outside' },
          ]);
        }
        const deliveryDate = chosenDeliveryDate(order, body.deliveryDate);
        const moment = now();
        const at = moment.toISOString();
        const deliveryPreferences = {
          deliveryPreference: body.deliveryPreference,
          deliverInPerson,
          instructions: body.instructions ?? '',
        };
        const update = { deliveryPreferences, deliveryDate, preferencesConfirmedAt: at };
        await tx.updateOrder(trackingId, { ...update, updatedAt: at });
        const view = await viewAfterRecipientChange(deps, views, tx, { order, account }, update, moment);
        const first = order.preferencesConfirmedAt === null;
        return {
          view,
          accountId: order.accountId,
          kind: first ? 'preferencesConfirmed' : 'preferencesChanged',
        } as const;
      });
      changes.publish({ kind: 'details', trackingId });
      deps.webhooks?.recorded();
      deps.usage?.count(saved.accountId, saved.kind, now());
      return saved.view;
    },
  };
}

export type Preferences = ReturnType<typeof createPreferences>;
