import { z } from 'zod';
import { errorBodySchema, trackingResponseSchema } from '@tracking/core/schemas';
import { trackingIdSchema } from '@tracking/core/schemas';

/** `?trackingId=ID` as every public call sends it (spec section 7). */
export const trackingQuerySchema = z.object({ trackingId: trackingIdSchema });

/** Public request bodies are small; anything bigger is refused before it is parsed. */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

/** Responses of the public calls, for the OpenAPI document. */
export const publicResponses = {
  200: trackingResponseSchema,
  400: errorBodySchema.describe('Malformed tracking id or body: one entry in errors per bad field'),
  403: errorBodySchema.describe("{message: 'Forbidden'}: tracking switched off or the order was anonymised"),
  404: errorBodySchema.describe("{message: 'Order not found'}"),
  410: errorBodySchema.describe("{message: 'Order has expired'}: LINK_TTL_DAYS after the order became final"),
};
