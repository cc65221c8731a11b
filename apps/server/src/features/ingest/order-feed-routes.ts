import {
  errorBodySchema,
  okResponseSchema,
  orderListQuerySchema,
  orderPageSchema,
} from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';
import { accountOf } from './merchant-scope';

/** Finding orders: by the provider's externalId, or every change in commit order. */
export function registerOrderFeedRoutes(app: AppInstance) {
  const { feed } = app.domain;
  app.get(
    '/orders',
    {
      config: { merchant: true },
      schema: {
        tags: ['ingest'],
        security: [{ ingestKey: [] }],
        summary:
          "Find orders by the merchant's externalId (one per account), or read the change feed (of every account, or of accountId): orders changed since updatedSince, in commit order",
        querystring: orderListQuerySchema,
        response: {
          200: okResponseSchema(orderPageSchema),
          400: errorBodySchema.describe(
            'Invalid query or cursor, or parameters that do not go together (externalId with updatedSince or cursor)',
          ),
          401: errorBodySchema.describe('Missing or wrong bearer key'),
          403: errorBodySchema.describe("A merchant's key, asking for another account"),
        },
      },
    },
    async (request, reply) => {
      const { externalId, ...query } = request.query;
      // A merchant's key reads its own account's orders only, whether it names the account or not.
      const page = { ...query, accountId: accountOf(request, query.accountId) };
      return sendOk(
        reply,
        externalId ? await feed.byExternalId(externalId, page.accountId) : await feed.changes(page),
      );
    },
  );
}
