import type { FeatureCharter } from '../../order-view/charter';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The ingest API keeps the first answer to a call with an Idempotency-Key, and an order's answer shows its
 * address: anonymising drops the order's answers, and every key goes once its 24 hours are over. Accounts are
 * the merchant's.
 */
/** The provider's own API: it reads the order whole with its key, no recipient audience. */
export const ingestCharter = {
  feature: 'ingest',
  audiences: [],
  // Every write of the ingest API (and of the webhooks' admin calls under /ingest) is the provider's.
  budgets: { provider: 'provider' },
  personalData: {
    holds: { idempotency_keys: ['body'] },
    holdsNothing: {
      accounts: "the merchant's name, logo and settings",
      merchant_keys: "hashes of a merchant's API keys, their names and times",
    },
    async anonymise(tx, trackingId) {
      await tx.deleteIdempotentAnswers(trackingId);
    },
    retention: {
      keepDays: () => IDEMPOTENCY_WINDOW_MS / DAY_MS,
      deleteBefore: async (store, cutoff) => ({
        idempotencyKeys: await store.deleteIdempotencyKeysBefore(cutoff),
      }),
    },
  },
} satisfies FeatureCharter;
