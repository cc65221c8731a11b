import type { JsonSchema } from './openapi-components';

const TYPES: Record<string, { type: string; summary: string }> = {
  PreferencesUpdatedEvent: {
    type: 'preferences.updated',
    summary: 'The recipient confirmed delivery preferences or chose another delivery day',
  },
  FeedbackReceivedEvent: { type: 'feedback.received', summary: 'The recipient rated the delivery' },
  OrderAnonymisedEvent: { type: 'order.anonymised', summary: "The order's personal data was wiped" },
  OrderStatusChangedEvent: {
    type: 'order.status_changed',
    summary: 'The order took a new status (its code, group and outcome)',
  },
  OrderDeliveredEvent: { type: 'order.delivered', summary: 'The order was delivered' },
  OrderDeliveryFailedEvent: {
    type: 'order.delivery_failed',
    summary: 'The order was not delivered (outcome: recoverable, or failed for good)',
  },
  DoorstepUpdatedEvent: {
    type: 'doorstep.updated',
    summary: 'The recipient set, moved or removed the doorstep card',
  },
  OrderLinkOpenedEvent: {
    type: 'order.link_opened',
    summary: "The recipient opened the order's own link for the first time (no personal data)",
  },
  DeliveryDisputedEvent: {
    type: 'delivery.disputed',
    summary: 'The recipient reported a problem with the delivery (with its proof and the doorstep card)',
  },
  DeliveryDisputeResolvedEvent: {
    type: 'delivery.dispute_resolved',
    summary: 'The dispute was resolved through the ingest API',
  },
};

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

/** Standard Webhooks headers: the receiver verifies them with the `standardwebhooks` package and its secret. */
const SIGNATURE_HEADERS = [
  header(
    'webhook-id',
    'The message id: the same on every attempt, so a receiver drops repeats',
    'msg_2KWPBgLlAfxdpx2AI54pPJ',
  ),
  header('webhook-timestamp', 'When this attempt was sent (Unix seconds)', '1773144000'),
  header(
    'webhook-signature',
    'v1,<base64 HMAC-SHA256 of id.timestamp.body>; during a secret rotation two, space-separated',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

/** The OpenAPI 3.1 `webhooks` section: one POST to an endpoint per event type. */
export function webhooksSection(events: { name: string; json: JsonSchema }[]) {
  return Object.fromEntries(
    events.map(({ name, json }) => {
      const known = TYPES[name] ?? { type: name, summary: name };
      return [
        known.type,
        {
          post: {
            operationId: `${known.type.replace(/\.(\w)/, (_match, letter: string) => letter.toUpperCase())}Webhook`,
            summary: known.summary,
            description:
              'Sent to every endpoint subscribed to its type (and to WEBHOOK_URL). Any 2xx acknowledges it; any other answer, or none within 10 s, is retried ' +
              'with backoff for 24 hours with the same webhook-id.',
            tags: ['webhooks'],
            security: [],
            parameters: SIGNATURE_HEADERS,
            requestBody: { required: true, content: { 'application/json': { schema: json } } },
            responses: {
              '200': { description: 'Received (any 2xx)' },
              '400': { description: 'Refused (the event is retried)' },
            },
          },
        },
      ];
    }),
  );
}
