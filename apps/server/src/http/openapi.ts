import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { zodSchemaToOpenApi } from './zod-provider';

/** OpenAPI for both APIs, built from the routes' zod schemas: JSON at /docs/json, a browsable UI at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parcel tracking service',
        version: '1.0.0',
        description:
          'Public API used by the tracking page (the tracking id is the only key) and the ingest API used by ' +
          "the provider's systems (bearer key). Errors are `{message, errors?: [{key, message}]}`.",
      },
      tags: [
        { name: 'tracking', description: 'What a recipient sees and sends, by tracking id' },
        { name: 'ingest', description: "Orders, events, drivers and routes from the provider's systems" },
        { name: 'service', description: 'Translations and health' },
      ],
      components: { securitySchemes: { ingestKey: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url }) => (schema ? zodSchemaToOpenApi({ schema, url }) : { schema, url }),
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
