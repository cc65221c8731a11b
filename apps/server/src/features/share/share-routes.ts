import { SERVICE_PATHS } from '@tracking/core';
import {
  errorBodySchema,
  shareLinkResponseSchema,
  shareLinksResponseSchema,
  trackingIdSchema,
} from '@tracking/core/schemas';
import { z } from 'zod';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import { publicResponses, trackingQuerySchema } from '../../platform/http/public-route-schema';
import { shareCharter } from './share-charter';

const shareResponses = {
  400: publicResponses[400],
  403: errorBodySchema.describe(
    "{message: 'Forbidden'}: tracking switched off, the order anonymised, or the id is a share id (a shared view changes nothing)",
  ),
  404: publicResponses[404],
  410: publicResponses[410],
};

/** POST, GET and DELETE /tracking/share?trackingId=ID: a household's view-only links to an order. */
export function registerShareRoutes(app: AppInstance) {
  // Links are built on PUBLIC_URL, never on the Host header: a forged one would hand out links to its own host.
  const pageOrigin = app.config.publicUrl;
  app.post(
    SERVICE_PATHS.share,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: shareCharter.budgets.links },
      schema: {
        tags: ['tracking'],
        summary: 'Make a view-only link to share the order with the household',
        description:
          'A new 128-bit id that opens the order without the street, postal code, preferences, feedback or photos, and changes nothing. It expires with the order’s own link; an order has at most 5.',
        querystring: trackingQuerySchema,
        response: {
          201: shareLinkResponseSchema,
          ...shareResponses,
          409: errorBodySchema.describe('The order already has 5 share links'),
        },
      },
    },
    async (request, reply) =>
      sendOk(reply, await app.domain.shares.create(request.query.trackingId, pageOrigin), 201),
  );

  app.get(
    SERVICE_PATHS.share,
    {
      // The owner's own list of the links it made; what a link opens is the share view.
      config: { ...GUARDS_TRACKING_ID.config, audiences: ['owner'] },
      schema: {
        tags: ['tracking'],
        summary: 'List the order’s share links, oldest first',
        querystring: trackingQuerySchema,
        response: { 200: shareLinksResponseSchema, ...shareResponses },
      },
    },
    async (request, reply) =>
      sendOk(reply, await app.domain.shares.list(request.query.trackingId, pageOrigin)),
  );

  app.delete(
    SERVICE_PATHS.share,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: shareCharter.budgets.links },
      schema: {
        tags: ['tracking'],
        summary: 'Revoke a share link at once',
        description:
          'Pages open through it get `unauthorized` on the live socket; the share id answers 404 from then on.',
        querystring: trackingQuerySchema.extend({ shareId: trackingIdSchema }),
        response: { 204: z.null().describe('Revoked'), ...shareResponses },
      },
    },
    async (request, reply) => {
      await app.domain.shares.revoke(request.query.trackingId, request.query.shareId);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
}
