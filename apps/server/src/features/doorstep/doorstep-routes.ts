import multipart from '@fastify/multipart';
import { SERVICE_PATHS } from '@tracking/core';
import { doorstepFormSchema, errorBodySchema } from '@tracking/core/schemas';
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from './encode-photo';
import { sendOk } from '../../platform/http/reply';
import type { AppInstance } from '../../platform/http/zod-provider';
import { sendPhoto } from '../../platform/http/photo-answer';
import { GUARDS_TRACKING_ID } from '../../platform/security/enumeration-guard';
import { publicResponses, trackingQuerySchema } from '../../platform/http/public-route-schema';
import { readDoorstepUpload } from './read-upload';
import { doorstepCharter } from './doorstep-charter';

/** One photo and two short fields; anything more is refused as it streams in. */
const UPLOAD_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: 64,
  headerPairs: 20,
};

const changeResponses = {
  ...publicResponses,
  400: errorBodySchema.describe(
    'A photo that does not decode, or whose header says it would decode to too much: over 16 megapixels (a ' +
      'JPEG up to 50, shrunk as it loads), or over 200 MB of memory (an AVIF decodes whole: about 9.5 megapixels), ' +
      'refused before any decoding (errors[].key = photo); or a bad lat/lng',
  ),
  409: errorBodySchema.describe('Preferences can no longer be changed (as for POST /tracking/preferences)'),
  413: errorBodySchema.describe('The photo is larger than 10 MB'),
  429: errorBodySchema.describe(
    `Too many doorstep photos this hour for the order (${doorstepCharter.budgets.photo.perOrder[0]?.count}) or ` +
      `the address (${doorstepCharter.budgets.photo.perAddress[0]?.count}), or card changes past their budget, ` +
      'with Retry-After; nothing is stored. Also: too many unknown tracking ids from this address',
  ),
  503: errorBodySchema.describe(
    'The photo decoders are busy and their queue is full (code unavailable, Retry-After: 2): send the same ' +
      'photo again; or the database is away or its disk is full',
  ),
};

const photoResponses = {
  200: z.string().meta({ format: 'binary', description: 'The photo as WebP' }),
  404: errorBodySchema.describe("{message: 'Order not found'} or {message: 'Doorstep photo not found'}"),
};

/**
 * The doorstep card: `PUT /tracking/doorstep` (multipart: photo, lat, lng), `DELETE` removes it, and
 * `GET /tracking/doorstep/photo` serves the photo to the holder of the tracking id (a share id never).
 */
export async function registerDoorstepRoutes(app: AppInstance) {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const { doorstep, shares } = app.domain;

  app.put(
    SERVICE_PATHS.doorstep,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: doorstepCharter.budgets.card },
      schema: {
        tags: ['tracking'],
        summary: 'Set or replace the doorstep card: a photo of the entrance and a pin',
        consumes: ['multipart/form-data'],
        querystring: trackingQuerySchema,
        body: doorstepFormSchema,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      // A shared view changes nothing: a share id gets 403.
      await shares.refuseShareId(request.query.trackingId);
      const upload = await readDoorstepUpload(request);
      // Only once the form is read is a new photo known to be there; drawn before it is decoded.
      if (upload.photo) await request.spendBudget(doorstepCharter.budgets.photo);
      return sendOk(reply, await doorstep.save(request.query.trackingId, upload));
    },
  );

  app.delete(
    SERVICE_PATHS.doorstep,
    {
      config: { ...GUARDS_TRACKING_ID.config, budget: doorstepCharter.budgets.card },
      schema: {
        tags: ['tracking'],
        summary: 'Remove the doorstep card',
        querystring: trackingQuerySchema,
        response: { ...publicResponses, 409: changeResponses[409] },
      },
    },
    async (request, reply) => {
      await shares.refuseShareId(request.query.trackingId);
      return sendOk(reply, await doorstep.remove(request.query.trackingId));
    },
  );

  app.get(
    SERVICE_PATHS.doorstepPhoto,
    {
      config: { ...GUARDS_TRACKING_ID.config, audiences: doorstepCharter.audiences },
      schema: {
        tags: ['tracking'],
        summary: "The doorstep photo (the order's own tracking id only)",
        // v names the photo's version (from the order's doorstep.photoUrl); the current photo is served.
        querystring: trackingQuerySchema.extend({ v: z.string().max(64).optional() }),
        response: { ...photoResponses, 403: publicResponses[403], 410: publicResponses[410] },
      },
    },
    async (request, reply) => sendPhoto(reply, await doorstep.recipientPhoto(request.query.trackingId)),
  );
}
