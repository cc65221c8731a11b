import { z } from 'zod';
import { errorBodySchema, okResponseSchema } from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import { sendPhoto } from '../../platform/http/photo-answer';
import type { AppInstance } from '../../platform/http/zod-provider';
import {
  addEventBodySchema,
  createOrderBodySchema,
  ingestOrderSchema,
  trackingIdParamsSchema,
  updateOrderBodySchema,
} from '@tracking/core/schemas';
import { ingestCharter } from './ingest-charter';
import { keptAnswer } from '../../platform/http/kept-answer';

const orderResponse = okResponseSchema(ingestOrderSchema);
const errors = {
  400: errorBodySchema.describe('Invalid body: one entry in errors per bad field'),
  401: errorBodySchema.describe('Missing or wrong bearer key'),
  403: errorBodySchema.describe("A merchant's key, for another account's order"),
};
const orderErrors = {
  ...errors,
  404: errorBodySchema.describe("{message: 'Order not found'}"),
  409: errorBodySchema.describe("{message: 'Order has been anonymised'}"),
};
const ingest = { tags: ['ingest'], security: [{ ingestKey: [] }] };

/** Orders and their timeline, written by the provider's systems. */
export function registerOrderIngestRoutes(app: AppInstance) {
  const { ingest: orders } = app.domain;

  app.post(
    '/orders',
    {
      config: { budget: ingestCharter.budgets.provider, merchant: true },
      schema: {
        ...ingest,
        summary: 'Create an order (idempotent with externalId) and get its tracking id',
        body: createOrderBodySchema,
        response: {
          201: orderResponse,
          200: orderResponse.describe('Known externalId: that order'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, ({ created, order }: { created: boolean; order: unknown }) => ({
        statusCode: created ? 201 : 200,
        payload: order,
      }));
      await orders.createOrder(request.body, answer.keep);
      return answer.send(reply);
    },
  );

  app.get(
    '/orders/:trackingId',
    {
      config: { merchant: true },
      schema: {
        ...ingest,
        summary: 'Read an order',
        params: trackingIdParamsSchema,
        response: { 200: orderResponse, ...orderErrors },
      },
    },
    async (request, reply) => sendOk(reply, await orders.view(request.params.trackingId)),
  );

  app.patch(
    '/orders/:trackingId',
    {
      config: { budget: ingestCharter.budgets.provider, merchant: true },
      schema: {
        ...ingest,
        summary: 'Change an order; a new statusCode appends a timeline event',
        params: trackingIdParamsSchema,
        body: updateOrderBodySchema,
        response: { 200: orderResponse, ...orderErrors },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (order) => ({ statusCode: 200, payload: order }));
      await orders.updateOrder(request.params.trackingId, request.body, answer.keep);
      return answer.send(reply);
    },
  );

  app.post(
    '/orders/:trackingId/events',
    {
      config: { budget: ingestCharter.budgets.provider, merchant: true },
      schema: {
        ...ingest,
        summary:
          'Add a timeline event (with proof-of-delivery imageUrls and location); the newest event sets the status',
        params: trackingIdParamsSchema,
        body: addEventBodySchema,
        response: { 201: orderResponse, ...orderErrors },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (order) => ({ statusCode: 201, payload: order }));
      await orders.addEvent(request.params.trackingId, request.body, answer.keep);
      return answer.send(reply);
    },
  );

  app.get(
    '/orders/:trackingId/doorstep/photo',
    {
      config: { merchant: true },
      schema: {
        ...ingest,
        summary: "The recipient's doorstep photo (WebP), as the order's doorstep.photoUrl names it",
        params: trackingIdParamsSchema,
        querystring: z.strictObject({ v: z.string().max(64).optional() }),
        response: {
          200: z.string().meta({ format: 'binary', description: 'The photo as WebP' }),
          ...errors,
          404: errorBodySchema.describe(
            "{message: 'Order not found'} or {message: 'Doorstep photo not found'}",
          ),
        },
      },
    },
    async (request, reply) =>
      sendPhoto(reply, await app.domain.doorstep.providerPhoto(request.params.trackingId)),
  );

  app.post(
    '/orders/:trackingId/anonymise',
    {
      config: { budget: ingestCharter.budgets.provider, merchant: true },
      schema: {
        ...ingest,
        summary:
          "Wipe every copy of the recipient's data (see the personal data charters); the link then answers Forbidden",
        params: trackingIdParamsSchema,
        response: {
          200: okResponseSchema(z.object({ trackingId: z.string(), anonymisedAt: z.string() })),
          ...orderErrors,
        },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (anonymised) => ({ statusCode: 200, payload: anonymised }));
      await app.domain.anonymiser.anonymiseOrder(request.params.trackingId, answer.keep);
      return answer.send(reply);
    },
  );
}
