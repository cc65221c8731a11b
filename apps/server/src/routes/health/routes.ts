import { z } from 'zod';
import { errorBodySchema, okResponseSchema } from '@tracking/core';
import { HttpError } from '../../errors';
import { sendOk } from '../../http/reply';
import type { AppInstance } from '../../http/zod-provider';

/** GET /healthz: 200 while the database answers, 503 otherwise. */
export function registerHealthRoutes(app: AppInstance) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['service'],
        summary: 'Health: the process runs and the database answers',
        response: { 200: okResponseSchema(z.object({ database: z.literal('ok') })), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.store.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        throw new HttpError(503, 'Database unavailable');
      }
      return sendOk(reply, { database: 'ok' as const });
    },
  );
}
