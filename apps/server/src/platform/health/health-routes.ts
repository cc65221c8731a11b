import { z } from 'zod';
import { errorBodySchema, okResponseSchema } from '@tracking/core/schemas';
import { Outcome } from '../outcomes/outcome';
import { sendOk } from '../http/reply';
import type { AppInstance } from '../http/zod-provider';
import { checkReadiness, type Readiness } from './readiness';

/**
 * GET /healthz (liveness): 200 while the process can serve, whatever its dependencies do; restarting it would
 * not bring a database back. GET /readyz (readiness): 200 while the database and, when configured, Redis answer
 * and the instance is not shutting down; 503 otherwise, so the load balancer sends recipients elsewhere. It says
 * nothing more on this public port (which dependency fails is for the operator: the log, and the metrics
 * listener's /readyz).
 */
export function registerHealthRoutes(app: AppInstance, readiness: Readiness) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['service'],
        summary: 'Liveness: the process runs and serves',
        response: { 200: okResponseSchema(z.object({})) },
      },
    },
    async (_request, reply) => sendOk(reply, {}),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['service'],
        summary:
          'Readiness: the database and, with REDIS_URL, Redis answer, and the instance is not stopping',
        response: {
          200: okResponseSchema(z.object({})),
          503: errorBodySchema.describe(
            "{message: 'Not ready', code: 'unavailable'}: the instance does not serve now",
          ),
        },
      },
    },
    async (request, reply) => {
      const failed = await checkReadiness(readiness);
      if (failed.length > 0) {
        request.log.warn({ failed: failed.map(({ key }) => key) }, 'not ready');
        throw new Outcome('unavailable', 'Not ready');
      }
      return sendOk(reply, {});
    },
  );
}
