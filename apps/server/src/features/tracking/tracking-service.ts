import {
  inPersonChoice,
  inPersonToStore,
  isFinalStatus,
  type FeedbackBody,
  type Order,
  type PreferencesBody,
} from '@tracking/core';
import {
  accessDenied,
  conflict,
  invalidRequest,
  tooManyFeedbackSends,
} from '../../platform/outcomes/outcome';
import type { OrderRecord, Store } from '../../store/store';
import { changeableOrder, viewAfterRecipientChange } from '../../order-view/changeable-order';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderViews } from '../../order-view/order-views';
import { viewOfAnswer } from '../../order-view/view-cache/order-view-cache';
import { feedbackReceived, recordWebhook } from '../../order-view/webhook-events';

/**
 * The delivery day after a preferences body: left out keeps the earlier choice, null the planned day, and a
 * date must be one the provider offers for the order (else 400 naming the field).
 */
function chosenDeliveryDate(order: OrderRecord, requested: string | null | undefined): string | null {
  if (requested === undefined) return order.deliveryDate;
  if (requested === null || order.availableDeliveryDates.includes(requested)) return requested;
  throw invalidRequest([{ key: 'deliveryDate', message: 'Must be one of the offered delivery days' }]);
}

const HOUR_MS = 3_600_000;

/** What recipients do with their link: read the order, set preferences, send feedback. */
export function createOrderTracking(deps: DomainDeps, views: OrderViews) {
  const { store, now, changes, feedback: feedbackLimits } = deps;
  /** The order behind a link, or the answer the recipient gets: 404, 403 Forbidden or 410 expired. */
  async function accessible(from: Store, trackingId: string) {
    const result = await views.link(from, trackingId);
    if (result.access !== 'ok') throw accessDenied(result.access);
    return result.found;
  }

  /** The view a link gives now, from the views kept in memory, or the answer the recipient gets instead. */
  async function readable(trackingId: string) {
    const current = await views.current(trackingId);
    if (current.access !== 'ok') throw accessDenied(current.access);
    return current;
  }

  return {
    async track(trackingId: string): Promise<Order> {
      return viewOfAnswer((await readable(trackingId)).answer);
    },

    /** The answer of `GET /tracking/`, already encoded. */
    async trackAnswer(trackingId: string): Promise<Buffer> {
      return (await readable(trackingId)).answer;
    },

    /**
     * Saves and confirms the recipient's choice while the driver is not yet on the way, or after a failed
     * attempt where the provider offers days (for the next attempt).
     */
    async savePreferences(trackingId: string, body: PreferencesBody): Promise<Order> {
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
        return viewAfterRecipientChange(deps, views, tx, { order, account }, update, moment);
      });
      changes.publish({ kind: 'details', trackingId });
      deps.webhooks?.recorded();
      return saved;
    },

    /**
     * Records feedback on a final order; the newest is shown and a few earlier ones are kept. An order takes a
     * few sends an hour: later ones get 429 and the last accepted one stands, so no link grows the store.
     */
    async saveFeedback(trackingId: string, body: FeedbackBody): Promise<Order> {
      const saved = await store.transaction(async (tx) => {
        const found = await accessible(tx, trackingId);
        if (!isFinalStatus(found.order.statusCode))
          throw conflict('Feedback can be sent once the order is final');
        const moment = now();
        const hourAgo = new Date(moment.getTime() - HOUR_MS).toISOString();
        if ((await tx.countFeedbackAfter(trackingId, hourAgo)) >= feedbackLimits.perHour)
          throw tooManyFeedbackSends();
        const feedback = { rating: body.rating, comment: body.comment ?? '', at: moment.toISOString() };
        await tx.appendFeedback(trackingId, feedback, feedbackLimits.kept);
        await recordWebhook(deps, tx, feedbackReceived(found.order, feedback), moment, {
          accountId: found.order.accountId,
          coalesceFor: trackingId,
        });
        return views.view(tx, found);
      });
      changes.publish({ kind: 'details', trackingId });
      deps.webhooks?.recorded();
      return saved;
    },
  };
}

export type OrderTracking = ReturnType<typeof createOrderTracking>;
