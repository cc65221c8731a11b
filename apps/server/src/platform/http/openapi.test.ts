import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@tracking/core/schemas';
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
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('declares the headers, the licence and every answer a generator needs', () => {
    const paths = document.paths as unknown as Record<string, Record<string, OperationDoc>>;
    const create = paths['/ingest/orders']?.post;
    expect(create?.parameters?.map((parameter) => parameter.name)).toContain('Idempotency-Key');
    expect(Object.keys(create?.responses?.['201']?.headers ?? {})).toEqual(['Idempotent-Replayed']);
    expect(Object.keys(create?.responses?.['429']?.headers ?? {})).toEqual(['Retry-After']);
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith('/ingest/')) continue;
      for (const operation of Object.values(operations))
        expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '429']));
    }
    expect(Object.keys(paths['/locale/{fileName}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '304', '404']),
    );
    expect((document as unknown as { info: { license: object } }).info.license).toEqual({
      name: 'MIT',
      identifier: 'MIT',
    });
  });

  it('describes the live socket in an AsyncAPI document beside it', async () => {
    const asyncApi = (await test.app.inject('/docs/asyncapi.json')).json();
    expect(asyncApi.asyncapi).toBe('3.0.0');
    expect(Object.keys(asyncApi.channels.order.messages)).toEqual(
      expect.arrayContaining(['routeUpdate', 'locationUpdate', 'unauthorized']),
    );
  });
});

interface OperationDoc {
  parameters?: { name: string }[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
}
