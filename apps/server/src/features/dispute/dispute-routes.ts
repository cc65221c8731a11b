import { SERVICE_PATHS } from '@tracking/core';
import {
  disputeBodySchema,
  disputeResolutionBodySchema,
  disputeSchema,
  errorBodySchema,
  okResponseSchema,
  trackingIdParamsSchema,
  trackingResponseSchema,
} from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import { keptAnswer } from '../../platform/http/kept-answer';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import {
  PUBLIC_BODY_LIMIT_BYTES,
  publicResponses,
  trackingQuerySchema,
} from '../../platform/http/public-route-schema';
import { disputeCharter } from './dispute-charter';

const { 200: _ok, ...publicErrors } = publicResponses;

/** POST /tracking/dispute?trackingId=ID: the recipient reports a problem with a delivered order. */
export function registerDisputeRoutes(app: AppInstance) {
  app.post(
    SERVICE_PATHS.dispute,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: disputeCharter.budgets.dispute },
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: {
        tags: ['tracking'],
        summary: 'Report a problem with a delivered order: not received, left in the wrong place, or damaged',
        description:
          'For 7 days after delivery, one open dispute at a time. The provider hears of it as a `delivery.disputed` ' +
          'webhook with the delivery proof and the doorstep card, and answers through the ingest API.',
        querystring: trackingQuerySchema,
        body: disputeBodySchema,
        response: {
          201: trackingResponseSchema.describe('The order, with its dispute'),
          ...publicErrors,
          409: errorBodySchema.describe(
            'Not delivered, delivered more than 7 days ago, or a dispute is open',
          ),
        },
      },
    },
    async (request, reply) => {
      // A shared view changes nothing: a share id gets 403.
      await app.domain.shares.refuseShareId(request.query.trackingId);
      return sendOk(reply, await app.domain.disputes.open(request.query.trackingId, request.body), 201);
    },
  );
}

/** POST /ingest/orders/{trackingId}/dispute/resolution: the provider's answer, shown on the recipient's page. */
export function registerDisputeResolutionRoutes(app: AppInstance) {
  app.post(
    '/orders/:trackingId/dispute/resolution',
    {
      config: { budget: disputeCharter.budgets.resolution, merchant: true },
      schema: {
        tags: ['ingest'],
        security: [{ ingestKey: [] }],
        summary: "Resolve the order's open dispute: redelivery, refund or rejected, with a message",
        description:
          'The message is shown on the recipient’s page as written; `delivery.dispute_resolved` tells the endpoints.',
        params: trackingIdParamsSchema,
        body: disputeResolutionBodySchema,
        response: {
          200: okResponseSchema(disputeSchema),
          404: errorBodySchema.describe("{code: 'order_not_found'}"),
          409: errorBodySchema.describe('The order has no open dispute'),
        },
      },
    },
    async (request, reply) => {
      const answer = keptAnswer(request, (resolved) => ({ statusCode: 200, payload: resolved }));
      await app.domain.disputes.resolve(request.params.trackingId, request.body, answer.keep);
      return answer.send(reply);
    },
  );
}
