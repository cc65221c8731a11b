import { z } from 'zod';
import { driverLocationSchema, orderSchema } from '../order/order-schema';

/** Largest message a client may send over the live socket. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;

/** Live update reconnect delay after an abnormal close (spec section 9). */
export const LIVE_RECONNECT_DELAY_MS = 5000;

/** Query value the page sends as user_type when it opens the live socket. */
export const LIVE_USER_TYPE = 'trackingV2';

export const pingMessageSchema = z.object({ type: z.literal('ping') });
export const pongMessageSchema = z.object({ type: z.literal('pong') });
export const unauthorizedMessageSchema = z.object({ type: z.literal('unauthorized') });

/** The driver moved and/or the estimate changed; absent fields keep their old values. */
export const locationUpdateMessageSchema = z.object({
  type: z.literal('locationUpdate'),
  driverLocation: driverLocationSchema.optional(),
  timeDiff: z.number().optional(),
});

/** The plan changed: any of the order's own fields, merged into the order. */
export const routeUpdateMessageSchema = orderSchema
  .pick({
    statusCode: true,
    promisedTime: true,
    timeDiff: true,
    stopsBefore: true,
    deliveryWindow: true,
    driverLocation: true,
  })
  .partial()
  .extend({ type: z.literal('routeUpdate') });

/** What the server sends. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  pingMessageSchema,
  pongMessageSchema,
  unauthorizedMessageSchema,
  locationUpdateMessageSchema,
  routeUpdateMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type LocationUpdateMessage = z.infer<typeof locationUpdateMessageSchema>;
export type RouteUpdateMessage = z.infer<typeof routeUpdateMessageSchema>;

/** What a client may send. */
export const clientMessageSchema = z.discriminatedUnion('type', [pingMessageSchema, pongMessageSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Merges a live message into an order (spec section 4): missing fields keep old values; other types change nothing. */
export function mergeLiveMessage<T extends object>(order: T, message: ServerMessage): T {
  if (message.type !== 'locationUpdate' && message.type !== 'routeUpdate') return order;
  const { type: _type, ...fields } = message;
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...order, ...present };
}
