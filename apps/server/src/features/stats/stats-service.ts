import type { AccountStats } from '@tracking/core/schemas';
import type { DomainDeps } from '../../order-view/deps';
import type { OrderViews } from '../../order-view/order-views';
import { accountNotFound } from '../../platform/outcomes/outcome';
import { accountStats, statsPeriod } from './usage-figures';

/** What a merchant reads of its recipients' use of the page. */
export function createStats(
  deps: Pick<DomainDeps, 'store' | 'now' | 'usage'>,
  views: Pick<OrderViews, 'idle'>,
) {
  const { store, now, usage } = deps;
  return {
    /** The account's figures per UTC day of the period; this instance's counts (first opens too) are flushed first. */
    async read(accountId: string, query: { from?: string; to?: string }): Promise<AccountStats> {
      const days = statsPeriod(query, now());
      if (!(await store.findAccount(accountId))) throw accountNotFound();
      await views.idle();
      await usage?.flush();
      const first = days[0] ?? '';
      const last = days.at(-1) ?? first;
      const [counts, etaRecord] = await Promise.all([
        store.readUsageCounts(accountId, first, last),
        store.readEtaRecord(accountId),
      ]);
      return { ...accountStats(accountId, days, counts), etaRecord: etaRecord ?? null };
    },
  };
}

export type Stats = ReturnType<typeof createStats>;
