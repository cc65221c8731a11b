/** The provider's reads: finding orders, the change feed, the webhook outbox. */
import { z } from 'zod';
import { isoTimeSchema } from '../order/order-schema';
import { externalKeySchema } from '../order/tracking-id-schema';
import { ingestOrderSchema } from './ingest-schema';
import { webhookEventSchema } from './webhook-schema';

/** Most orders one page of the change feed holds. */
export const ORDER_PAGE_MAX = 500;

/** Query parameters of GET /ingest/orders that find one order, and those that page the change feed. */
const FINDING = ['externalId'] as const;
const PAGING = ['updatedSince', 'cursor'] as const;

/**
 * GET /ingest/orders: `externalId` finds orders by the merchant's id (one per account; `accountId` names the
 * account); otherwise the change feed (`updatedSince`, `cursor`), of one account with `accountId`. Finding and
 * paging do not go together: a 400 names both.
 */
export const orderListQuerySchema = z
  .strictObject({
    accountId: externalKeySchema.optional(),
    externalId: z.string().min(1).max(128).optional(),
    /** Only orders whose last change is at or after this time (ISO 8601). */
    updatedSince: isoTimeSchema.transform((value) => new Date(value).toISOString()).optional(),
    limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).default(100),
    /** nextCursor of the previous page: the changes after it. */
    cursor: z.string().min(1).max(200).optional(),
  })
  .superRefine((query, context) => {
    for (const finding of FINDING) {
      for (const paging of PAGING) {
        if (query[finding] === undefined || query[paging] === undefined) continue;
        const message = `${finding} and ${paging} cannot go together`;
        context.addIssue({ code: 'custom', path: [finding], message });
        context.addIssue({ code: 'custom', path: [paging], message });
      }
    }
  });

export const orderPageSchema = z.object({
  orders: z.array(ingestOrderSchema),
  /** Where the next page starts; kept on the last page, to poll for later changes; null when nothing was found. */
  nextCursor: z.string().nullable(),
});
export type OrderPageBody = z.infer<typeof orderPageSchema>;

export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookListQuerySchema = z.strictObject({
  status: z.enum(WEBHOOK_STATUSES).optional(),
  cursor: z.string().min(1).max(200).optional(),
});

export const webhookIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's status; null when it did not answer (see error). */
  statusCode: z.number().int().nullable(),
  /** timeout, ECONNREFUSED, ...; null when the receiver answered. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookEventViewSchema = z.object({
  /** The webhook-id header of every attempt. */
  id: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_STATUSES),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The body sent. */
  payload: webhookEventSchema,
  attempts: z.array(webhookAttemptSchema),
});

export const webhookEventPageSchema = z.object({
  events: z.array(webhookEventViewSchema),
  nextCursor: z.string().nullable(),
});

export const webhookRetrySchema = z.object({
  id: z.string(),
  status: z.enum(WEBHOOK_STATUSES),
  nextAttemptAt: z.string(),
});
