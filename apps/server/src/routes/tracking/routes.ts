import { SERVICE_PATHS } from '@tracking/core';
import { sendEncodedOk } from '../../http/reply';
import type { AppInstance } from '../../http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../security/enumeration-guard';
import { publicResponses, trackingQuerySchema } from './schema';

/** GET /tracking/?trackingId=ID: the order behind a link. */
export function registerTrackingRoutes(app: AppInstance) {
  app.get(
    SERVICE_PATHS.tracking,
    {
      ...GUARDS_TRACKING_ID,
      schema: {
        tags: ['tracking'],
        summary: 'Load the order behind a tracking link',
        querystring: trackingQuerySchema,
        response: publicResponses,
      },
    },
    async (request, reply) =>
      sendEncodedOk(reply, await app.domain.tracking.trackAnswer(request.query.trackingId)),
  );
}
