import { SERVICE_PATHS } from '@tracking/core';
import { errorBodySchema, feedbackBodySchema } from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import {
  PUBLIC_BODY_LIMIT_BYTES,
  publicResponses,
  trackingQuerySchema,
} from '../../platform/http/public-route-schema';
import { feedbackCharter } from './feedback-charter';

/** POST /tracking/feedback?trackingId=ID: a rating once the order is final; sending again replaces it. */
export function registerFeedbackRoutes(app: AppInstance) {
  app.post(
    SERVICE_PATHS.feedback,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: feedbackCharter.budgets.feedback },
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: {
        tags: ['tracking'],
        summary: 'Send feedback on a final order (the newest counts; earlier ones are kept)',
        querystring: trackingQuerySchema,
        body: feedbackBodySchema,
        response: { ...publicResponses, 409: errorBodySchema.describe('The order is not final yet') },
      },
    },
    async (request, reply) => {
      // A shared view changes nothing: a share id gets 403.
      await app.domain.shares.refuseShareId(request.query.trackingId);
      return sendOk(reply, await app.domain.feedback.save(request.query.trackingId, request.body));
    },
  );
}
