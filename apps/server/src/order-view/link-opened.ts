import type { DomainDeps } from './deps';
import { linkOpened, recordWebhook } from './webhook-events';

/**
 * The first open of an order's own link: marked on the order with its `order.link_opened` event in one
 * transaction, by whichever instance marks it first (the others find it marked and report nothing). Runs after
 * the read was answered: a failure is logged, and the next open tries again.
 */
export function createLinkOpenings(deps: Pick<DomainDeps, 'store' | 'webhooks' | 'usage' | 'onError'>) {
  async function mark(trackingId: string, accountId: string, at: Date): Promise<void> {
    const openedAt = at.toISOString();
    const marked = await deps.store.transaction(async (tx) => {
      if (!(await tx.markLinkOpened(trackingId, openedAt))) return false;
      const order = await tx.findOrder(trackingId);
      if (order) await recordWebhook(deps, tx, linkOpened(order, openedAt), at, { accountId });
      return true;
    });
    if (!marked) return;
    deps.webhooks?.recorded();
    deps.usage?.count(accountId, 'linksOpened', at);
  }

  const pending = new Set<Promise<void>>();
  return {
    /** Reports the first open of the link, off the reader's path. */
    opened(trackingId: string, accountId: string, at: Date): void {
      const marking = mark(trackingId, accountId, at)
        .catch((error: unknown) => deps.onError(error, 'link opened'))
        .finally(() => pending.delete(marking));
      pending.add(marking);
    },
    /** Settles once the reports under way are recorded (before the store closes). */
    async idle(): Promise<void> {
      await Promise.all(pending);
    },
  };
}
