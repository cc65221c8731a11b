/** The merchant's account as the ingest API writes and reads it. */
import { z } from 'zod';
import { logoUrlSchema, trackingThemeSchema } from '../theme/theme';

const accountFields = {
  name: z.string().trim().min(1).max(200),
  logo: logoUrlSchema.nullable(),
  isTech: z.boolean(),
  alwaysDeliverOutside: z.boolean(),
  trackingTheme: trackingThemeSchema.nullable(),
  /** false switches tracking off: every link of the account answers Forbidden. */
  trackingEnabled: z.boolean(),
  /**
   * Shows the driver's position only while at most this many stops come before the recipient's (1..50);
   * null: always while the order is live.
   */
  liveMapMaxStopsBefore: z.number().int().min(1).max(50).nullable(),
};

/** PUT /ingest/accounts/{accountId}: the whole settings; a field left out takes its default. */
export const accountBodySchema = z.strictObject({
  name: accountFields.name,
  logo: accountFields.logo.default(null),
  isTech: accountFields.isTech.default(false),
  alwaysDeliverOutside: accountFields.alwaysDeliverOutside.default(false),
  trackingTheme: accountFields.trackingTheme.default(null),
  trackingEnabled: accountFields.trackingEnabled.default(true),
  liveMapMaxStopsBefore: accountFields.liveMapMaxStopsBefore.default(null),
});
export type AccountInput = z.output<typeof accountBodySchema>;

/** PATCH /ingest/accounts/{accountId} and an order's `account` block: only the fields sent change. */
export const accountPatchSchema = z.strictObject({
  name: accountFields.name.optional(),
  logo: accountFields.logo.optional(),
  isTech: accountFields.isTech.optional(),
  alwaysDeliverOutside: accountFields.alwaysDeliverOutside.optional(),
  trackingTheme: accountFields.trackingTheme.optional(),
  trackingEnabled: accountFields.trackingEnabled.optional(),
  liveMapMaxStopsBefore: accountFields.liveMapMaxStopsBefore.optional(),
});
export type AccountPatch = z.output<typeof accountPatchSchema>;

export const accountPatchBodySchema = accountPatchSchema.refine(
  (patch) => Object.keys(patch).length > 0,
  'Send at least one field to change',
);

/** The account as the ingest API answers it. */
export const merchantAccountSchema = z.object({ id: z.string(), ...accountFields, updatedAt: z.string() });
export type AccountView = z.infer<typeof merchantAccountSchema>;

/** Most accounts one page holds. */
export const ACCOUNT_PAGE_MAX = 500;

export const accountListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(ACCOUNT_PAGE_MAX).default(100),
  /** nextCursor of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
});

export const accountPageSchema = z.object({
  accounts: z.array(merchantAccountSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
