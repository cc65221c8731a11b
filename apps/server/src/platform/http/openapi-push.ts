import { SERVICE_PATHS } from '@tracking/core';
import type { JsonSchema } from './openapi-components';

type Paths = Record<string, Record<string, Record<string, unknown>> | undefined>;

/**
 * What the service then sends to the subscription's endpoint, as a callback of `POST /tracking/push`: an RFC 8030
 * push whose body (encrypted, RFC 8291 aes128gcm) is the message, with its headers.
 */
export function addPushCallbacks(paths: Paths | undefined, message: JsonSchema): void {
  const subscribe = paths?.[SERVICE_PATHS.push]?.post;
  if (!subscribe) return;
  const header = (description: string, example: string) => ({
    description,
    required: true,
    schema: { type: 'string' },
    example,
  });
  subscribe.callbacks = {
    pushMessage: {
      '{$request.body#/subscription/endpoint}': {
        post: {
          summary: 'A push message about the order (Web Push, RFC 8030)',
          // Authorised by its VAPID signature (below), not by a scheme of this API.
          security: [],
          description:
            'Sent when there is news (out for delivery, a few stops away, the stop before, the estimate or the window moved, delivered, a failed attempt). The body is the message below encrypted to the subscription’s keys (RFC 8291, `Content-Encoding: aes128gcm`), signed with the service’s VAPID key (RFC 8292, `Authorization: vapid t=…, k=…`).',
          parameters: [
            { name: 'TTL', in: 'header', ...header('Seconds until the message stops being true', '3600') },
            {
              name: 'Topic',
              in: 'header',
              ...header('The same for every message of an order', 'q2Xh0Yx3kLz8Vb1N'),
            },
            {
              name: 'Urgency',
              in: 'header',
              ...header('high while the driver is near, else normal', 'high'),
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: message } } },
          responses: {
            '201': { description: 'Taken by the push service' },
            '404': { description: 'The subscription is gone: the service deletes it (also on 410)' },
            '429': { description: 'Retried with backoff (also on 5xx and timeouts)' },
          },
        },
      },
    },
  };
}
