import { isFinalStatus, type FeedbackBody, type Order } from '@tracking/core';
import { feedbackRatingCount } from '@tracking/core/schemas';
import { accessDenied, conflict, tooManyFeedbackSends } from '../../platform/outcomes/outcome';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderViews } from '../../order-view/order-views';
import { feedbackReceived, recordWebhook } from '../../order-view/webhook-events';

const HOUR_MS = 3_600_000;

/** What the recipient says about a delivery once it is final. */
export function createFeedback(deps: DomainDeps, views: OrderViews) {
  const { store, now, changes, feedback: feedbackLimits } = deps;
  return {
    /**
     * Records feedback on a final order; the newest is shown and a few earlier ones are kept. An order takes a
     * few sends an hour: later ones get 429 and the last accepted one stands, so no link grows the store.
     */
    async save(trackingId: string, body: FeedbackBody): Promise<Order> {
      const saved = await store.transaction(async (tx) => {
        const link = await views.link(tx, trackingId);
        if (link.access !== 'ok') throw accessDenied(link.access);
        const found = link.found;
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
        return { view: await views.view(tx, found), accountId: found.order.accountId };
      });
      changes.publish({ kind: 'details', trackingId });
      deps.webhooks?.recorded();
      deps.usage?.count(saved.accountId, feedbackRatingCount(body.rating), now());
      return saved.view;
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
