import type { UsageCount } from '@tracking/core/schemas';

/**
 * Where recipients' use of the page is counted, per account and UTC day, for the merchant's stats: counted in
 * memory and written now and then, so a page view costs no write. Counts name no person and no order.
 */
export interface UsageOutlet {
  count(accountId: string, kind: UsageCount, at: Date): void;
  /** Adds what this instance counted to the store now (before stats are read). */
  flush(): Promise<void>;
}
