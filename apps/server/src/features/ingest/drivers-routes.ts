import { z } from 'zod';
import { errorBodySchema, okResponseSchema } from '@tracking/core/schemas';
import type { AppInstance } from '../../platform/http/zod-provider';
import { driverIdParamsSchema, positionsBodySchema, routeBodySchema } from '@tracking/core/schemas';
import { ingestCharter } from './ingest-charter';
import { keptAnswer } from '../../platform/http/kept-answer';

const errors = {
  400: errorBodySchema.describe('Invalid body: one entry in errors per bad field'),
  401: errorBodySchema.describe('Missing or wrong bearer key'),
};
const ingest = { tags: ['ingest'], security: [{ ingestKey: [] }] };

/** Where drivers are and the order of their stops. */
export function registerDriverIngestRoutes(app: AppInstance) {
  const { drivers } = app.domain;

  app.post(
    '/drivers/:driverId/positions',
    {
      config: { budget: ingestCharter.budgets.provider },
      schema: {
        ...ingest,
        summary: "Record a driver's positions (1-1000 per call)",
        params: driverIdParamsSchema,
        body: positionsBodySchema,
        response: { 202: okResponseSchema(z.object({ accepted: z.number() })), ...errors },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (accepted) => ({ statusCode: 202, payload: accepted }));
      await drivers.ingestPositions(request.params.driverId, request.body.positions, answer.keep);
      return answer.send(reply);
    },
  );

  app.put(
    '/drivers/:driverId/route',
    {
      config: { budget: ingestCharter.budgets.provider },
      schema: {
        ...ingest,
        summary: "Replace a driver's stops, in driving order",
        params: driverIdParamsSchema,
        body: routeBodySchema,
        response: {
          200: okResponseSchema(
            z.object({
              driverId: z.string(),
              stops: z.array(z.object({ trackingId: z.string(), eta: z.string().nullable() })),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (route) => ({ statusCode: 200, payload: route }));
      await drivers.replaceRoute(request.params.driverId, request.body.stops, answer.keep);
      return answer.send(reply);
    },
  );
}
