import { z } from 'zod';
import { errorBodySchema, okResponseSchema } from '@tracking/core/schemas';
import { HttpError } from '../../errors';
import { sendOk } from '../../http/reply';
import type { AppInstance } from '../../http/zod-provider';

export interface HealthChecks {
  /** The Redis bus, when this instance has one (REDIS_URL). */
  redis?: { ping(): Promise<void> };
}

/** A Redis that holds the connection but does not answer counts as unavailable after this long. */
const REDIS_PING_TIMEOUT_MS = 1000;

async function redisState(redis: NonNullable<HealthChecks['redis']>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), REDIS_PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: 200 while the database answers, 503 otherwise. With Redis it also says whether Redis answers,
 * but stays 200 without it: pages and the APIs work, only live updates across instances pause, and taking
 * every instance out of the load balancer for it would stop everything.
 */
export function registerHealthRoutes(app: AppInstance, checks: HealthChecks = {}) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['service'],
        summary: 'Health: the process runs and the database answers; with Redis, whether Redis answers',
        response: {
          200: okResponseSchema(
            z.object({ database: z.literal('ok'), redis: z.enum(['ok', 'unavailable']).optional() }),
          ),
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.store.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        throw new HttpError(503, 'Database unavailable');
      }
      const redis = checks.redis && (await redisState(checks.redis));
      return sendOk(reply, { database: 'ok' as const, ...(redis && { redis }) });
    },
  );
}
