import { LINK_VALID_UNTIL_HEADER, SERVICE_PATHS } from '@tracking/core';
import { sendEncodedOk } from '../../platform/http/reply';
import { trackingCharter } from './tracking-charter';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import { publicResponses, trackingQuerySchema } from '../../platform/http/public-route-schema';

/** GET /tracking/?trackingId=ID: the order behind a link (the order's own, or a share link). */
export function registerTrackingRoutes(app: AppInstance) {
  app.get(
    SERVICE_PATHS.tracking,
    {
      config: { ...GUARDS_TRACKING_ID.config, audiences: trackingCharter.audiences },
      schema: {
        tags: ['tracking'],
        summary: 'Load the order behind a tracking link',
        querystring: trackingQuerySchema,
        response: publicResponses,
      },
    },
    // A tracking id or a household share id (the shared view): the service decides what an id is.
    async (request, reply) => {
      const { answer, validUntil } = await app.domain.shares.trackAnswer(request.query.trackingId);
      // How long a copy kept offline may be shown (the page's service worker reads it).
      reply.header(LINK_VALID_UNTIL_HEADER, validUntil.toISOString());
      return sendEncodedOk(reply, answer);
    },
  );
}
