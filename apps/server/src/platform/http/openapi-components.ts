import { z } from 'zod';
import {
  accountBodySchema,
  accountPatchSchema,
  merchantAccountSchema,
  addEventBodySchema,
  createOrderBodySchema,
  doorstepUpdatedEventSchema,
  orderLinkOpenedEventSchema,
  deliveryDisputedEventSchema,
  deliveryDisputeResolvedEventSchema,
  disputeBodySchema,
  errorBodySchema,
  feedbackBodySchema,
  feedbackReceivedEventSchema,
  ingestOrderSchema,
  orderAnonymisedEventSchema,
  orderDeliveredEventSchema,
  orderDeliveryFailedEventSchema,
  orderStatusChangedEventSchema,
  orderPageSchema,
  orderSchema,
  positionsBodySchema,
  preferencesBodySchema,
  preferencesUpdatedEventSchema,
  pushMessageSchema,
  routeBodySchema,
  updateOrderBodySchema,
  webhookEndpointSchema,
  webhookEventViewSchema,
} from '@tracking/core/schemas';

/**
 * The wire schemas a generated client names (`components.schemas`): wherever a route's schema holds one of them,
 * the document refers to it instead of repeating it.
 */
const NAMED_SCHEMAS: [z.ZodType, string][] = [
  [orderSchema, 'Order'],
  [ingestOrderSchema, 'IngestOrder'],
  [orderPageSchema, 'OrderPage'],
  [createOrderBodySchema, 'CreateOrderBody'],
  [updateOrderBodySchema, 'UpdateOrderBody'],
  [addEventBodySchema, 'AddEventBody'],
  [accountBodySchema, 'AccountBody'],
  [accountPatchSchema, 'AccountPatch'],
  [merchantAccountSchema, 'MerchantAccount'],
  [positionsBodySchema, 'PositionsBody'],
  [routeBodySchema, 'RouteBody'],
  [preferencesBodySchema, 'PreferencesBody'],
  [feedbackBodySchema, 'FeedbackBody'],
  [webhookEventViewSchema, 'WebhookEventView'],
  [preferencesUpdatedEventSchema, 'PreferencesUpdatedEvent'],
  [feedbackReceivedEventSchema, 'FeedbackReceivedEvent'],
  [orderAnonymisedEventSchema, 'OrderAnonymisedEvent'],
  [orderStatusChangedEventSchema, 'OrderStatusChangedEvent'],
  [orderDeliveredEventSchema, 'OrderDeliveredEvent'],
  [orderDeliveryFailedEventSchema, 'OrderDeliveryFailedEvent'],
  [doorstepUpdatedEventSchema, 'DoorstepUpdatedEvent'],
  [orderLinkOpenedEventSchema, 'OrderLinkOpenedEvent'],
  [deliveryDisputedEventSchema, 'DeliveryDisputedEvent'],
  [deliveryDisputeResolvedEventSchema, 'DeliveryDisputeResolvedEvent'],
  [disputeBodySchema, 'DisputeBody'],
  [webhookEndpointSchema, 'WebhookEndpoint'],
  [pushMessageSchema, 'PushMessage'],
];

/** Gives each named schema its id in zod's registry (once), which makes toJSONSchema refer to it. */
function registerNames(): void {
  for (const [schema, id] of NAMED_SCHEMAS) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
}
registerNames();

export type JsonSchema = Record<string, unknown>;

const COMPONENT_REF = '#/components/schemas/';

/** The id a schema is named by, if any. */
export function schemaName(schema: z.ZodType): string | undefined {
  const id = z.globalRegistry.get(schema)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Rewrites zod's `#/$defs/X` references to the document's components. */
function pointAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtComponents);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string'
        ? [key, inner.replace('#/$defs/', COMPONENT_REF)]
        : [key, pointAtComponents(inner)],
    ),
  );
}

/** Collects the named schemas the routes use, to be written once under components.schemas. */
export class ComponentSchemas {
  readonly schemas: Record<string, JsonSchema> = {};

  /**
   * The JSON Schema of a route part: every named schema in it (itself included) becomes a reference to the
   * components, where it is written once.
   */
  toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $schema: _draft,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    // A named schema is a $def even at the root, which is then a $ref to it.
    for (const [id, def] of Object.entries($defs ?? {})) this.add(id, def);
    return pointAtComponents(json) as JsonSchema;
  }

  private add(id: string, json: JsonSchema): void {
    const value = pointAtComponents(json) as JsonSchema;
    const known = this.schemas[id];
    if (known && JSON.stringify(known) !== JSON.stringify(value)) {
      throw new Error(`OpenAPI: component ${id} differs between routes (an input and an output shape?)`);
    }
    this.schemas[id] = value;
  }
}

/** The error body as documented: `message` and `code` are always sent. */
export function errorComponent(): JsonSchema {
  const { $schema: _draft, ...json } = z.toJSONSchema(errorBodySchema, { io: 'output' }) as JsonSchema;
  return { ...json, required: ['message', 'code'] };
}

/** True when a response schema is the error body (perhaps with a description of its own). */
export function isErrorBody(schema: unknown): schema is z.ZodType {
  if (!(schema instanceof z.ZodObject)) return false;
  const shape = Object.keys(schema.shape).sort().join(',');
  return (
    shape === Object.keys(errorBodySchema.shape).sort().join(',') &&
    schema.shape.code === errorBodySchema.shape.code
  );
}
