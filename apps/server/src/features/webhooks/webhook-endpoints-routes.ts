import { z } from 'zod';
import {
  createWebhookEndpointBodySchema,
  errorBodySchema,
  okResponseSchema,
  updateWebhookEndpointBodySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointSecretSchema,
} from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import { keptAnswer } from '../../platform/http/kept-answer';
import type { AppInstance } from '../../platform/http/zod-provider';
import { webhooksCharter } from './webhooks-charter';

const ingest = { tags: ['webhooks'], security: [{ ingestKey: [] }] };
const errors = {
  400: errorBodySchema.describe('Invalid body: one entry in errors per bad field'),
  401: errorBodySchema.describe('Missing or wrong bearer key'),
  403: errorBodySchema.describe("A merchant's key, for another account's endpoint"),
};
const notFound = { 404: errorBodySchema.describe("{code: 'webhook_endpoint_not_found'}") };
const write = { budget: webhooksCharter.budgets.endpoints, merchant: true };

/**
 * Webhook endpoints under /ingest/webhooks/endpoints: the provider's keys manage every one, a merchant's key its
 * account's (an endpoint it makes is its account's).
 */
export function registerWebhookEndpointRoutes(app: AppInstance) {
  const { webhookEndpoints: endpoints } = app.domain;

  app.post(
    '/webhooks/endpoints',
    {
      config: write,
      schema: {
        ...ingest,
        summary: 'Add an endpoint for some event types, of one account or (left out) of every account',
        description: 'The signing secret (`whsec_…`) is in this answer only.',
        body: createWebhookEndpointBodySchema,
        response: {
          201: okResponseSchema(webhookEndpointSchema.extend(webhookEndpointSecretSchema.shape)),
          ...errors,
          404: errorBodySchema.describe("{code: 'account_not_found'}"),
        },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (created) => ({ statusCode: 201, payload: created }));
      await endpoints.create(request.body, request.ingestAccountId, answer.keep);
      return answer.send(reply);
    },
  );

  app.get(
    '/webhooks/endpoints',
    {
      config: { merchant: true },
      schema: {
        ...ingest,
        summary: 'List the endpoints (a merchant key: its own), without their secrets',
        response: { 200: okResponseSchema(webhookEndpointListSchema), ...errors },
      },
    },
    async (request, reply) => sendOk(reply, { endpoints: await endpoints.list(request.ingestAccountId) }),
  );

  app.get(
    '/webhooks/endpoints/:endpointId',
    {
      config: { merchant: true },
      schema: {
        ...ingest,
        summary: 'Read an endpoint',
        params: webhookEndpointParamsSchema,
        response: { 200: okResponseSchema(webhookEndpointSchema), ...errors, ...notFound },
      },
    },
    async (request, reply) =>
      sendOk(reply, await endpoints.view(request.params.endpointId, request.ingestAccountId)),
  );

  app.patch(
    '/webhooks/endpoints/:endpointId',
    {
      config: write,
      schema: {
        ...ingest,
        summary: "Change an endpoint's URL or events",
        params: webhookEndpointParamsSchema,
        body: updateWebhookEndpointBodySchema,
        response: { 200: okResponseSchema(webhookEndpointSchema), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (updated) => ({ statusCode: 200, payload: updated }));
      await endpoints.update(request.params.endpointId, request.body, request.ingestAccountId, answer.keep);
      return answer.send(reply);
    },
  );

  app.delete(
    '/webhooks/endpoints/:endpointId',
    {
      config: write,
      schema: {
        ...ingest,
        summary: 'Remove an endpoint; its deliveries still pending go with it',
        params: webhookEndpointParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      await endpoints.remove(request.params.endpointId, request.ingestAccountId);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.post(
    '/webhooks/endpoints/:endpointId/rotate-secret',
    {
      config: write,
      schema: {
        ...ingest,
        summary: 'Make a new signing secret; the previous one signs beside it for 24 hours',
        description:
          'Each message then carries two signatures (space-separated in webhook-signature); a receiver verifies with either secret.',
        params: webhookEndpointParamsSchema,
        response: { 200: okResponseSchema(webhookEndpointSecretSchema), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (rotated) => ({ statusCode: 200, payload: rotated }));
      await endpoints.rotateSecret(request.params.endpointId, request.ingestAccountId, answer.keep);
      return answer.send(reply);
    },
  );
}
