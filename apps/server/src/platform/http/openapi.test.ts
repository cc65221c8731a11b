import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

describe('the API documents', () => {
  let test: TestApp;
  let document: {
    servers: unknown[];
    paths: Record<string, Record<string, Operation>>;
    webhooks: Record<string, { post: Operation & { requestBody: unknown } }>;
    components: { schemas: Record<string, { required?: string[] }> };
  };
  beforeAll(async () => {
    test = await startTestApp();
    document = (await test.app.inject('/docs/json')).json();
  });
  afterAll(() => test.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('names every operation once, and secures ingest with the bearer key and nothing else', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations()) {
      expect(operation.security).toEqual(path.startsWith('/ingest/') ? [{ ingestKey: [] }] : []);
    }
    expect(document.servers).toEqual([{ url: '/', description: 'This service' }]);
  });

  it('documents every status with an example, the error body requiring message and code', () => {
    for (const { operation } of operations()) {
      for (const response of Object.values(operation.responses)) {
        const media = response.content?.['application/json'];
        if (media) expect(media.example).toBeDefined();
      }
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['500', '503']));
    }
    expect(document.components.schemas.Error?.required).toEqual(['message', 'code']);
    const create = document.paths['/ingest/orders']?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '413', '415', '422', '500', '503']),
    );
  });

  it('names the wire schemas a client needs, and lists the webhook events', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Order', 'IngestOrder', 'Error', 'CreateOrderBody', 'PreferencesUpdatedEvent']),
    );
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'feedback.received',
      'order.anonymised',
      'preferences.updated',
    ]);
  });

  it('describes the live socket in an AsyncAPI document beside it', async () => {
    const asyncApi = (await test.app.inject('/docs/asyncapi.json')).json();
    expect(asyncApi.asyncapi).toBe('3.0.0');
    expect(Object.keys(asyncApi.channels.order.messages)).toEqual(
      expect.arrayContaining(['routeUpdate', 'locationUpdate', 'unauthorized']),
    );
  });
});
