import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBreach } from './answer-contract';
import { handWrittenTargets, openFuzzApp, type FuzzApp } from './fuzz-app';
import { documentedOperations, type OpenApiDocument } from './openapi-document';
import { fuzzTargets } from './openapi-targets';

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await openFuzzApp();
});
afterAll(() => fuzz.close());

const targetsOf = async (document: OpenApiDocument) =>
  fuzzTargets(document, fuzz.fixture, await handWrittenTargets(fuzz.fixture));

describe('fuzz targets from the OpenAPI document', () => {
  it('covers every operation the service documents, the push routes among them', async () => {
    const operations = documentedOperations(fuzz.document).map((operation) => operation.key);
    const { targets, uncovered } = await targetsOf(fuzz.document);
    expect(uncovered).toEqual([]);
    expect(targets.map((target) => target.name).sort()).toEqual([...operations].sort());
    expect(operations).toEqual(expect.arrayContaining(['POST /tracking/push', 'DELETE /tracking/push']));
    expect(operations.length).toBeGreaterThanOrEqual(38);
  });

  it('fails an operation added with neither a generated nor a hand-written target', async () => {
    const document = structuredClone(fuzz.document);
    document.paths['/tracking/receipt'] = {
      put: { requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } } },
    };
    document.paths['/ingest/parcels/{parcelId}'] = {
      get: { parameters: [{ in: 'path', name: 'parcelId', required: true, schema: { type: 'string' } }] },
    };
    const { uncovered } = await targetsOf(document);
    expect(uncovered).toEqual([
      'PUT /tracking/receipt: its body is multipart/form-data, not JSON',
      'GET /ingest/parcels/{parcelId}: the fixture has no real parcelId',
    ]);
  });

  it("generates a new JSON operation's target by itself, hand-written ones standing in by key", async () => {
    const document = structuredClone(fuzz.document);
    document.paths['/tracking/note'] = {
      post: {
        parameters: [{ in: 'query', name: 'trackingId', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        security: [],
      },
    };
    const handWritten = await handWrittenTargets(fuzz.fixture);
    const { targets, uncovered } = fuzzTargets(document, fuzz.fixture, handWritten);
    expect(uncovered).toEqual([]);
    expect(targets.map((target) => target.name)).toContain('POST /tracking/note');
    expect(handWritten.map((target) => target.name)).toEqual(['PUT /tracking/doorstep']);
    expect(targets.find((target) => target.name === 'PUT /tracking/doorstep')).toBe(handWritten[0]);
  });

  it('sends requests each operation answers within the contract (a few each, seeded)', async () => {
    const { targets } = await targetsOf(fuzz.document);
    const breaches: string[] = [];
    for (const target of targets) {
      const requests = fc.sample(target.requests, { numRuns: 5, seed: 29 });
      for (const request of requests) {
        const response = await fuzz.app.inject(request);
        const breach = contractBreach(response, target.pages);
        if (breach) breaches.push(`${target.name} ${String(request.url)}: ${breach}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});

describe('the error contract', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const answer = (statusCode: number, body: unknown, headers: Record<string, string> = json) => ({
    statusCode,
    headers,
    body: JSON.stringify(body),
  });

  it('holds an error body with a known code, and any 2xx', () => {
    expect(
      contractBreach(answer(400, { message: 'Invalid request', code: 'invalid_request', errors: [] })),
    ).toBe(undefined);
    expect(contractBreach({ statusCode: 200, headers: {}, body: 'BEGIN:VCALENDAR' })).toBe(undefined);
  });

  it('refuses a 5xx, an unknown code, extra keys, another type and internals', () => {
    expect(contractBreach(answer(500, { message: 'x', code: 'internal' }))).toBe('status 500');
    expect(contractBreach(answer(400, { message: 'x', code: 'FST_ERR_VALIDATION' }))).toMatch(/code/);
    expect(contractBreach(answer(400, { message: 'x', code: 'invalid_request', statusCode: 400 }))).toMatch(
      /statusCode/,
    );
    expect(
      contractBreach(answer(404, { message: 'x', code: 'not_found' }, { 'content-type': 'text/html' })),
    ).toMatch(/text\/html/);
    expect(
      contractBreach(
        answer(400, {
          message: 'x',
          code: 'invalid_request',
          errors: [{ key: 'a', message: 'SQLITE_ERROR: near' }],
        }),
      ),
    ).toMatch(/internals/);
    expect(
      contractBreach(
        answer(400, { message: 'at run (/srv/apps/server/src/x.ts:1:2)', code: 'invalid_request' }),
      ),
    ).toMatch(/internals/);
  });
});
