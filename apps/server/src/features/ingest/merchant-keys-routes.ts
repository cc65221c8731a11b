import { z } from 'zod';
import {
  accountIdParamsSchema,
  createdMerchantKeySchema,
  createMerchantKeyBodySchema,
  errorBodySchema,
  merchantKeyListSchema,
  merchantKeyParamsSchema,
  okResponseSchema,
} from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';
import { ingestCharter } from './ingest-charter';
import { keptAnswer } from '../../platform/http/kept-answer';

const ingest = { tags: ['ingest'], security: [{ ingestKey: [] }] };
const errors = {
  400: errorBodySchema.describe('Invalid body: one entry in errors per bad field'),
  401: errorBodySchema.describe('Missing or wrong bearer key'),
  403: errorBodySchema.describe("A merchant's key: keys are made with the provider's"),
};

/** Keys scoped to one merchant, made, listed and revoked with the provider's key. */
export function registerMerchantKeyRoutes(app: AppInstance) {
  const { merchantKeys } = app.domain;

  app.post(
    '/accounts/:accountId/keys',
    {
      config: { budget: ingestCharter.budgets.provider },
      schema: {
        ...ingest,
        summary:
          "Make a key for one merchant: it reaches only that account's orders, feed, stats and webhooks",
        description: 'The key is in this answer only; the service keeps its hash.',
        params: accountIdParamsSchema,
        body: createMerchantKeyBodySchema,
        response: {
          201: okResponseSchema(createdMerchantKeySchema),
          ...errors,
          404: errorBodySchema.describe("{code: 'account_not_found'}"),
        },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (created) => ({ statusCode: 201, payload: created }));
      await merchantKeys.create(request.params.accountId, request.body.name, answer.keep);
      return answer.send(reply);
    },
  );

  app.get(
    '/accounts/:accountId/keys',
    {
      schema: {
        ...ingest,
        summary: "An account's keys (never the keys themselves), oldest first, with when each was last used",
        params: accountIdParamsSchema,
        response: {
          200: okResponseSchema(merchantKeyListSchema),
          ...errors,
          404: errorBodySchema.describe("{code: 'account_not_found'}"),
        },
      },
    },
    async (request, reply) => sendOk(reply, { keys: await merchantKeys.list(request.params.accountId) }),
  );

  app.delete(
    '/accounts/:accountId/keys/:keyId',
    {
      config: { budget: ingestCharter.budgets.provider },
      schema: {
        ...ingest,
        summary: 'Revoke a key at once',
        params: merchantKeyParamsSchema,
        response: {
          204: z.null().describe('Revoked'),
          ...errors,
          404: errorBodySchema.describe("{code: 'key_not_found'}"),
        },
      },
    },
    async (request, reply) => {
      await merchantKeys.revoke(request.params.accountId, request.params.keyId);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
}
