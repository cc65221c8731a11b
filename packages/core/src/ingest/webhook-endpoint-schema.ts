/** Where webhooks go: endpoints of the provider (every account) or of one merchant, each with its events. */
import { z } from 'zod';
import { externalKeySchema } from '../order/tracking-id-schema';
import { WEBHOOK_EVENT_TYPES } from './webhook-schema';

const endpointUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);

const eventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]]))
  .min(1)
  .refine((types) => new Set(types).size === types.length, 'An event type may appear only once');

export const createWebhookEndpointBodySchema = z.strictObject({
  url: endpointUrlSchema,
  /** The event types sent to it. */
  events: eventTypesSchema,
  /** Only this account's events; left out: every account's (a merchant's key: always its own). */
  accountId: externalKeySchema.optional(),
});

export const updateWebhookEndpointBodySchema = z
  .strictObject({ url: endpointUrlSchema.optional(), events: eventTypesSchema.optional() })
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type WebhookEndpointPatch = z.output<typeof updateWebhookEndpointBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  /** null: every account's events. */
  accountId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The secret (`whsec_…`) verifies its signatures; it is in this answer only. */
export const webhookEndpointSecretSchema = z.object({
  id: z.string(),
  secret: z.string(),
  /** After a rotation: until when the previous secret signs too (each message then carries both signatures). */
  previousSecretExpiresAt: z.string().nullable(),
});

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

export const webhookEndpointParamsSchema = z.strictObject({ endpointId: z.string().min(1).max(64) });
