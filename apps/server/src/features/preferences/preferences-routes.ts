import { SERVICE_PATHS } from '@tracking/core';
import { errorBodySchema, preferencesBodySchema } from '@tracking/core/schemas';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import {
  PUBLIC_BODY_LIMIT_BYTES,
  publicResponses,
  trackingQuerySchema,
} from '../../platform/http/public-route-schema';
import { preferencesCharter } from './preferences-charter';

/** POST /tracking/preferences?trackingId=ID: the recipient's delivery preferences, until the driver leaves. */
export function registerPreferencesRoutes(app: AppInstance) {
  app.post(
    SERVICE_PATHS.preferences,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: preferencesCharter.budgets.preferences },
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: {
        tags: ['tracking'],
        summary: 'Save and confirm delivery preferences',
        querystring: trackingQuerySchema,
        body: preferencesBodySchema,
        response: {
          ...publicResponses,
          409: errorBodySchema.describe(
            'Preferences can no longer be changed (out for delivery or final, but for a failed attempt with offered days)',
          ),
        },
      },
    },
    async (request, reply) => {
      // A shared view changes nothing: a share id gets 403.
      await app.domain.shares.refuseShareId(request.query.trackingId);
      return sendOk(reply, await app.domain.preferences.save(request.query.trackingId, request.body));
    },
  );
}
