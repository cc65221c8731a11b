import { z } from 'zod';
import { driverLocationSchema, orderSchema } from '../order/order-schema';

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
    doorstep: true,
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
