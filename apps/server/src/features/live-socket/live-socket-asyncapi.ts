import { z } from 'zod';
import { SERVICE_PATHS } from '@tracking/core';
import {
  locationUpdateMessageSchema,
  pingMessageSchema,
  pongMessageSchema,
  routeUpdateMessageSchema,
  unauthorizedMessageSchema,
} from '@tracking/core/schemas';
import { CLOSE_CODES } from './close-codes';

const schemaOf = (schema: z.ZodType) => {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return json;
};

const MESSAGES = {
  routeUpdate: {
    schema: routeUpdateMessageSchema,
    summary:
      'The first message is the snapshot (the live part of the order); later ones carry only what changed',
  },
  locationUpdate: {
    schema: locationUpdateMessageSchema,
    summary: "The driver's position and the estimate moved",
  },
  unauthorized: {
    schema: unauthorizedMessageSchema,
    summary: `The tracking id gives no access (any more); the socket then closes with ${CLOSE_CODES.unauthorized}`,
  },
  ping: { schema: pingMessageSchema, summary: 'Heartbeat; answer with pong' },
  pong: { schema: pongMessageSchema, summary: "Answer to the client's ping" },
} as const;

const ref = (name: string) => ({ $ref: `#/channels/order/messages/${name}` });

/** AsyncAPI 3.0 description of the live socket: what the service sends on it and what a page may send. */
export function asyncApiDocument() {
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Parcel tracking live socket',
      version: '1.0.0',
      description:
        'One WebSocket per open tracking page. Close codes: ' +
        `${CLOSE_CODES.final} the order is final, ${CLOSE_CODES.restart} the service restarts (reconnect), ` +
        `${CLOSE_CODES.tooSlow} the client fell behind (reconnect for a snapshot), ` +
        `${CLOSE_CODES.unauthorized} no access.`,
    },
    servers: {
      service: { host: 'localhost:8080', protocol: 'ws', description: 'This service (wss behind TLS)' },
    },
    channels: {
      order: {
        address: `${SERVICE_PATHS.live}?trackingId={trackingId}&user_type=trackingV2`,
        parameters: { trackingId: { description: 'The order’s tracking id (the capability)' } },
        messages: Object.fromEntries(
          Object.entries(MESSAGES).map(([name, message]) => [
            name,
            {
              name,
              summary: message.summary,
              contentType: 'application/json',
              payload: schemaOf(message.schema),
            },
          ]),
        ),
      },
    },
    operations: {
      receiveOrderUpdates: {
        action: 'send',
        channel: { $ref: '#/channels/order' },
        summary: 'What the service sends',
        messages: ['routeUpdate', 'locationUpdate', 'unauthorized', 'ping', 'pong'].map(ref),
      },
      sendHeartbeat: {
        action: 'receive',
        channel: { $ref: '#/channels/order' },
        summary: 'What a page may send',
        messages: ['ping', 'pong'].map(ref),
      },
    },
  };
}
