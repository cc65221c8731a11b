import {
  errorBodySchema,
  okResponseSchema,
  webhookEventPageSchema,
  webhookIdParamsSchema,
  webhookListQuerySchema,
  webhookRetrySchema,
} from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import { keptAnswer } from '../../platform/http/kept-answer';
import type { AppInstance } from '../../platform/http/zod-provider';
import { registerWebhookEndpointRoutes } from './webhook-endpoints-routes';
import { webhooksCharter } from './webhooks-charter';

const ingest = { tags: ['webhooks'], security: [{ ingestKey: [] }] };
const unauthorized = errorBodySchema.describe('Missing or wrong bearer key');

/** The webhook outbox as the provider sees it: events with their attempts, and sending one again. */
export function registerWebhookRoutes(app: AppInstance) {
  const { webhooks } = app.domain;
  registerWebhookEndpointRoutes(app);
  app.get(
    '/webhooks/events',
    {
      schema: {
        ...ingest,
        summary: 'List webhook events (100 a page, oldest first) with their delivery attempts',
        querystring: webhookListQuerySchema,
        response: {
          200: okResponseSchema(webhookEventPageSchema),
          400: errorBodySchema.describe('Invalid status or cursor'),
          401: unauthorized,
        },
      },
    },
    async (request, reply) => sendOk(reply, await webhooks.list(request.query)),
  );
  app.post(
    '/webhooks/events/:id/retry',
    {
      config: { budget: webhooksCharter.budgets.retry },
      schema: {
        ...ingest,
        summary: 'Send an event again now (with the same webhook-id), retrying for another 24 hours',
        params: webhookIdParamsSchema,
        response: {
          202: okResponseSchema(webhookRetrySchema),
          401: unauthorized,
          404: errorBodySchema.describe("{message: 'Webhook event not found'}"),
        },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (retried) => ({ statusCode: 202, payload: retried }));
      await webhooks.retry(request.params.id, answer.keep);
      return answer.send(reply);
    },
  );
}
