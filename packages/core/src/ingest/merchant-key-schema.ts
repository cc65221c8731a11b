/** Keys scoped to one merchant: made, listed and revoked with the provider's key. */
import { z } from 'zod';
import { externalKeySchema } from '../order/tracking-id-schema';

export const createMerchantKeyBodySchema = z.strictObject({
  /** What the key is for, so it can be told apart when it is revoked ("shop backend", "ERP"). */
  name: z.string().trim().min(1).max(100),
});

export const merchantKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** When a call last came with it (to the minute); null before the first. */
  lastUsedAt: z.string().nullable(),
});

/** The new key: `key` is shown this once (only its hash is kept). */
export const createdMerchantKeySchema = merchantKeySchema.extend({ key: z.string() });

export const merchantKeyListSchema = z.object({ keys: z.array(merchantKeySchema) });

export const merchantKeyParamsSchema = z.strictObject({
  accountId: externalKeySchema,
  keyId: z.string().min(1).max(64),
});
