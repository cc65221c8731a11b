import { orderNotFound } from '../platform/outcomes/outcome';
import type { DomainDeps } from './deps';
import type { PersonalData } from './personal-data';
import { orderAnonymised, recordWebhook } from './webhook-events';
import { noLastStep, type InTransaction } from '../store/store';

/** What anonymising answers: the order and when it was anonymised (the first time). */
interface Anonymised {
  trackingId: string;
  anonymisedAt: string;
}

/**
 * Anonymising, the one code path the ingest API's anonymise and the retention job share: every registered
 * personal data entry erases its part of the order in one transaction, which also records `order.anonymised`.
 * The row stays, so the link answers Forbidden from then on.
 */
export function createAnonymiser(deps: DomainDeps, entries: readonly PersonalData[]) {
  const { store, changes, now } = deps;
  return {
    /** Repeating it changes nothing and answers the first time's moment. */
    async anonymiseOrder(
      trackingId: string,
      lastStep: InTransaction<Anonymised> = noLastStep,
    ): Promise<Anonymised> {
      const result = await store.transaction(async (tx) => {
        const order = await tx.findOrder(trackingId);
        if (!order) throw orderNotFound();
        if (order.anonymisedAt !== null) {
          await lastStep(tx, { trackingId, anonymisedAt: order.anonymisedAt });
          return { anonymisedAt: order.anonymisedAt, driverId: null };
        }
        const moment = now();
        const at = moment.toISOString();
        for (const entry of entries) await entry.anonymise(tx, trackingId, at);
        // After the entries: the webhook outbox's entry reduces the order's earlier events, not this one.
        await recordWebhook(deps, tx, orderAnonymised(order, at), moment, { accountId: order.accountId });
        await lastStep(tx, { trackingId, anonymisedAt: at });
        return { anonymisedAt: at, driverId: order.driverId };
      });
      deps.webhooks?.recorded();
      changes.publish({ kind: 'order', trackingId });
      if (result.driverId) changes.publish({ kind: 'route', driverId: result.driverId });
      return { trackingId, anonymisedAt: result.anonymisedAt };
    },
  };
}

export type Anonymiser = ReturnType<typeof createAnonymiser>;
