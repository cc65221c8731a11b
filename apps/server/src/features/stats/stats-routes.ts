import {
  accountIdParamsSchema,
  accountStatsQuerySchema,
  accountStatsSchema,
  errorBodySchema,
  okResponseSchema,
} from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';

/** GET /ingest/accounts/{accountId}/stats: what the merchant's recipients did, per UTC day. */
export function registerStatsRoutes(app: AppInstance) {
  const { stats } = app.domain;
  app.get(
    '/accounts/:accountId/stats',
    {
      config: { merchant: true },
      schema: {
        tags: ['ingest'],
        security: [{ ingestKey: [] }],
        summary: "Read the account's usage per day: links opened, page views, preferences, feedback and more",
        description:
          'Counts per UTC day, without any person or tracking id. Each instance adds its counts to the store every ' +
          'STATS_FLUSH_SECONDS (10 s), so figures from other instances may lag by that much.',
        params: accountIdParamsSchema,
        querystring: accountStatsQuerySchema,
        response: {
          200: okResponseSchema(accountStatsSchema),
          400: errorBodySchema.describe(
            'A bad day, or a period longer than 366 days or ending before it starts',
          ),
          401: errorBodySchema.describe('Missing or wrong bearer key'),
          403: errorBodySchema.describe("A merchant's key asking for another account"),
          404: errorBodySchema.describe("{code: 'account_not_found'}"),
        },
      },
    },
    async (request, reply) => sendOk(reply, await stats.read(request.params.accountId, request.query)),
  );
}
