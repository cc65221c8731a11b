import {
  canDispute,
  DISPUTE_DAYS,
  type Dispute,
  type DisputeBody,
  type DisputeResolutionBody,
  type Order,
} from '@tracking/core';
import { accessDenied, conflict, orderNotFound } from '../../platform/outcomes/outcome';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderViews } from '../../order-view/order-views';
import { noLastStep, type InTransaction } from '../../store/store';
import { deliveryProofOf } from '../../order-view/projection/delivery-proof';
import { deliveryDisputed, disputeResolved, recordWebhook } from '../../order-view/webhook-events';

const tooLate = () => conflict(`A problem can be reported for ${DISPUTE_DAYS} days after delivery`);
const alreadyOpen = () => conflict('This delivery has an open dispute');
const noneOpen = () => conflict('This order has no open dispute');

/** A recipient's report of a problem with a delivered order, and the provider's answer to it. */
export function createDisputes(deps: DomainDeps, views: OrderViews) {
  const { store, now, changes } = deps;

  /** Publishes a committed change: open pages read the order again, the webhooks go out. */
  function changed(trackingId: string): void {
    changes.publish({ kind: 'details', trackingId });
    deps.webhooks?.recorded();
  }

  return {
    /**
     * Opens a dispute for DISPUTE_DAYS after delivery, one at a time (a resolved one may be followed by another);
     * the provider hears of it with what the service knows of the delivery.
     */
    async open(trackingId: string, body: DisputeBody): Promise<Order> {
      const saved = await store.transaction(async (tx) => {
        const link = await views.link(tx, trackingId);
        if (link.access !== 'ok') throw accessDenied(link.access);
        const { order } = link.found;
        const moment = now();
        const doorstep = await tx.findDoorstep(trackingId);
        const proof = deliveryProofOf(order.statusCode, await tx.listEvents(trackingId), doorstep ?? null);
        if (!canDispute(proof?.at ?? null, moment)) throw tooLate();
        if ((await tx.findDispute(trackingId))?.resolution === null) throw alreadyOpen();
        const dispute = { reason: body.reason, message: body.message ?? '', openedAt: moment.toISOString() };
        await tx.saveDispute(trackingId, dispute);
        await recordWebhook(deps, tx, deliveryDisputed(order, dispute, proof, doorstep), moment, {
          accountId: order.accountId,
        });
        return views.view(tx, link.found);
      });
      changed(trackingId);
      return saved;
    },

    /**
     * The provider's answer, shown on the page and sent as `delivery.dispute_resolved`; `lastStep` (an
     * Idempotency-Key's kept answer) commits with it.
     */
    async resolve(
      trackingId: string,
      body: DisputeResolutionBody,
      lastStep: InTransaction<Dispute> = noLastStep,
    ): Promise<Dispute> {
      const resolved = await store.transaction(async (tx) => {
        const order = await tx.findOrder(trackingId);
        if (!order) throw orderNotFound();
        const dispute = await tx.findDispute(trackingId);
        if (!dispute || dispute.resolution !== null) throw noneOpen();
        const moment = now();
        const resolution = { outcome: body.outcome, message: body.message, at: moment.toISOString() };
        await tx.resolveDispute(trackingId, resolution);
        await recordWebhook(deps, tx, disputeResolved(order, resolution), moment, {
          accountId: order.accountId,
        });
        const answer = { ...dispute, resolution };
        await lastStep(tx, answer);
        return answer;
      });
      changed(trackingId);
      return resolved;
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
