import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components, paths } from '../../testing/generated/openapi';
import { INGEST_KEY, orderBody, startTestApp, type TestApp } from '../../testing/test-app';

const TYPES_FILE = new URL('../../testing/generated/openapi.d.ts', import.meta.url);

/** openapi-typescript's command line on a document, as `npm run generate:openapi-types` runs it. */
function generateTypes(document: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-types-'));
  try {
    const input = path.join(dir, 'openapi.json');
    const output = path.join(dir, 'openapi.d.ts');
    writeFileSync(input, JSON.stringify(document));
    const entry = createRequire(import.meta.url).resolve('openapi-typescript');
    const cli = path.join(path.dirname(entry), '../bin/cli.js');
    // Fields with a default stay optional: a client need not send them.
    const args = [cli, input, '--default-non-nullable', 'false', '-o', output];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`openapi-typescript failed: ${run.stderr}`);
    return readFileSync(output, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/*
 * A provider's client as docs/api.md shows it: types generated from the OpenAPI document with openapi-typescript
 * (committed in src/testing/generated), calls made with openapi-fetch against the real service on a port.
 */
describe('a client generated from the OpenAPI document', () => {
  let test: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    test = await startTestApp();
    baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => test.close());

  it('creates an order and reads it back, typed end to end', async () => {
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${INGEST_KEY}` } });
    const body = orderBody({ externalId: 'typed-1' }) as components['schemas']['CreateOrderBody'];
    const created = await client.POST('/ingest/orders', {
      body,
      headers: { 'idempotency-key': 'typed-client-1' },
    });
    expect(created.response.status).toBe(201);
    const trackingId = created.data?.payload.trackingId ?? '';
    const read = await client.GET('/ingest/orders/{trackingId}', { params: { path: { trackingId } } });
    const order: components['schemas']['IngestOrder'] | undefined = read.data?.payload;
    expect(order).toMatchObject({ trackingId, externalId: 'typed-1', statusCode: 10 });

    const missing = await client.GET('/ingest/orders/{trackingId}', {
      params: { path: { trackingId: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    });
    const error: components['schemas']['Error'] | undefined = missing.error;
    expect(error).toEqual({ message: 'Order not found', code: 'order_not_found' });
  });

  it('uses types generated from the document the service serves now (npm run generate:openapi-types)', async () => {
    const document = (await test.app.inject('/docs/json')).json<object>();
    expect(generateTypes(document)).toBe(readFileSync(TYPES_FILE, 'utf8'));
  });
});
