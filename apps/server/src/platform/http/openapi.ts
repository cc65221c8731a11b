import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { pushMessageSchema, webhookEventSchema } from '@tracking/core/schemas';
import { ComponentSchemas, errorComponent, schemaName } from './openapi-components';
import { addExamples, createOpenApiTransform } from './openapi-transform';
import { addHeaders } from './openapi-headers';
import { addPushCallbacks } from './openapi-push';
import { webhooksSection } from './openapi-webhooks';
import { API_VERSION } from './api-version';

/**
 * OpenAPI 3.1 for both APIs, built from the routes' zod schemas: JSON at /docs/json, a browsable UI at /docs.
 * (The live socket's messages are in an AsyncAPI document at /docs/asyncapi.json, served by the socket's feature.)
 */
export async function registerOpenApi(app: FastifyInstance) {
  const components = new ComponentSchemas();
  const webhookEvents = webhookEventSchema.options;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parcel tracking service',
        version: API_VERSION,
        license: { name: 'MIT', identifier: 'MIT' },
        contact: { name: 'The operations team that runs this deployment' },
        description:
          'Public API used by the tracking page (the tracking id is the only key) and the ingest API used by ' +
          "the provider's systems (bearer key: one of INGEST_API_KEY, every account; or a merchant's key, its own account). Errors are " +
          '`{message, code, errors?: [{key, message}]}`; clients decide on `code`. Ingest writes take an ' +
          '`Idempotency-Key` header. Events go to webhook endpoints per Standard Webhooks (see `webhooks`).',
      },
      servers: [{ url: '/', description: 'This service' }],
      tags: [
        { name: 'tracking', description: 'What a recipient sees and sends, by tracking id' },
        { name: 'ingest', description: "Orders, events, drivers and routes from the provider's systems" },
        {
          name: 'webhooks',
          description: 'Webhook endpoints, and the outbox of deliveries with their attempts',
        },
        { name: 'service', description: 'Translations and health' },
      ],
      components: { securitySchemes: { ingestKey: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createOpenApiTransform(components),
    transformObject: (document) => {
      const openapiObject = 'openapiObject' in document ? document.openapiObject : {};
      const events = webhookEvents.map((schema) => ({
        name: schemaName(schema) ?? '',
        json: components.toJson(schema, 'output'),
      }));
      // Named before the components are written out, so the callback's $ref finds its schema.
      const pushMessage = components.toJson(pushMessageSchema, 'output');
      const finished = {
        ...openapiObject,
        webhooks: webhooksSection(events),
        components: {
          ...openapiObject.components,
          schemas: { ...components.schemas, Error: errorComponent() },
        },
        // The webhooks' parameters are built as plain JSON, which openapi-types spells with narrower types.
      } as typeof openapiObject;
      addPushCallbacks(finished.paths as Parameters<typeof addPushCallbacks>[0], pushMessage);
      addExamples(finished);
      addHeaders(finished);
      return finished;
    },
  });
  // Its own policy (its scripts are files of its own), and never framed, like every other answer.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace('upgrade-insecure-requests;', ''),
  });
}
