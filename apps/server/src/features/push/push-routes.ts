import { SERVICE_PATHS, SUPPORTED_LOCALES } from '@tracking/core';
import { errorBodySchema } from '@tracking/core/schemas';
import { z } from 'zod';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import { publicResponses, trackingQuerySchema } from '../../platform/http/public-route-schema';
import { pushCharter } from './push-charter';

/** base64url of exactly `bytes` bytes (browsers send the keys unpadded). */
const base64urlOf = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `Must be ${what} (${bytes} bytes)`);

const endpointSchema = z
  .string()
  .max(2048)
  .describe('The push service address the browser gave (PushSubscription.endpoint)');

const subscribeBodySchema = z.object({
  subscription: z.object({
    endpoint: endpointSchema,
    keys: z.object({
      p256dh: base64urlOf(65, 'an uncompressed P-256 public key'),
      auth: base64urlOf(16, 'the auth secret'),
    }),
  }),
  lang: z.enum(SUPPORTED_LOCALES as [string, ...string[]]).describe('The language messages are written in'),
});

const pushResponses = {
  400: errorBodySchema.describe(
    'Malformed id or body, or an endpoint that is not https on a push service host (errors name `endpoint`)',
  ),
  403: publicResponses[403],
  404: publicResponses[404],
  410: publicResponses[410],
};

/** POST and DELETE /tracking/push?trackingId=ID: a browser's Web Push subscription to the order. */
export function registerPushRoutes(app: AppInstance) {
  const config = { ...GUARDS_TRACKING_ID.config, budget: pushCharter.budgets.subscriptions };
  app.post(
    SERVICE_PATHS.push,
    {
      config,
      schema: {
        tags: ['tracking'],
        summary: 'Subscribe a browser to the order’s push messages',
        description:
          'Takes the order’s tracking id or a share id, and the browser’s PushSubscription. Messages come when the parcel is out for delivery, when the driver is a few stops away and at the stop before, when the estimate or the window moves, and when it is delivered or an attempt failed; at most 6 a day, none at night in the delivery address’s zone. Subscribing the same endpoint again replaces its keys and language. An order keeps at most 10 subscriptions.',
        querystring: trackingQuerySchema,
        body: subscribeBodySchema,
        response: {
          201: z.null().describe('Subscribed'),
          ...pushResponses,
          429: errorBodySchema.describe('The order already keeps 10 subscriptions, or the budget is spent'),
        },
      },
    },
    async (request, reply) => {
      await app.domain.push.subscribe(
        request.query.trackingId,
        request.body,
        `${request.protocol}://${request.host}`,
      );
      return reply.status(201).header('cache-control', 'no-store').send(null);
    },
  );

  app.delete(
    SERVICE_PATHS.push,
    {
      config,
      schema: {
        tags: ['tracking'],
        summary: 'Unsubscribe a browser from the order’s push messages',
        description: 'Unsubscribing an endpoint the order does not keep answers 204 too.',
        querystring: trackingQuerySchema,
        body: z.object({ endpoint: endpointSchema }),
        response: { 204: z.null().describe('Unsubscribed'), ...pushResponses },
      },
    },
    async (request, reply) => {
      await app.domain.push.unsubscribe(request.query.trackingId, request.body.endpoint);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
}
