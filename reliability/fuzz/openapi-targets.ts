import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileBody, hostileSegment, HOSTILE_STRINGS, percentEncode, type RawBody } from './hostile';
import { withBody, type FuzzFixture, type HttpTarget } from './http-targets';
import {
  documentedOperations,
  schemaResolver,
  type DocumentedOperation,
  type OpenApiDocument,
  type OpenApiParameter,
} from './openapi-document';
import { fromJsonSchema, type JsonSchema } from './schema-arbitrary';

/*
 * A fuzz target for every operation of the OpenAPI document, generated from it: path, query and header parameters
 * and the JSON body from their schemas, each value at times a real one from the fixture, a hostile one, left out or
 * repeated; the ingest key, a merchant's key or a bad credential on secured operations. An operation the generator
 * cannot serve (a body that is not JSON, a path id the fixture has no real values of) needs a hand-written target
 * under its key, or it is reported uncovered (and `openapi-targets.test.ts` fails).
 */

type Resolve = (ref: string) => JsonSchema;

/** Header values a real HTTP parser lets through (no CR, LF, NUL or other controls; Latin-1 at most). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

/** A parameter's value as sent: a real one, one from its schema, or a hostile one (already percent-encoded). */
function parameterValue(parameter: OpenApiParameter, real: readonly string[], resolve: Resolve) {
  const fromSchema = fromJsonSchema(parameter.schema ?? {}, resolve).map((value) =>
    percentEncode(typeof value === 'string' ? value : JSON.stringify(value)),
  );
  return fc.oneof(
    ...(real.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...real) }] : []),
    { weight: 3, arbitrary: fromSchema },
    { weight: 2, arbitrary: hostileSegment([]) },
  );
}

/** The query: each parameter given (a required one mostly), left out or repeated; at times one nobody declared. */
function queryString(
  parameters: readonly OpenApiParameter[],
  fixture: FuzzFixture,
  resolve: Resolve,
): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) => {
    const value = parameterValue(parameter, fixture.ids[parameter.name] ?? [], resolve);
    const given = value.map((text) => [`${parameter.name}=${text}`]);
    return fc.oneof(
      { weight: parameter.required ? 8 : 3, arbitrary: given },
      { weight: parameter.required ? 1 : 3, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(value, value)
          .map(([a, b]) => [`${parameter.name}=${a}`, `${parameter.name}=${b}`]),
      },
    );
  });
  const unknown = fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ['x=1'],
        ['__proto__[x]=1'],
        ['constructor[prototype][x]=1'],
        [`${parameters[0]?.name ?? 'x'}`],
      ),
    },
  );
  return fc.tuple(...pairs, unknown).map((parts) => parts.flat().join('&'));
}

/** Header parameters (`Idempotency-Key`): from the schema, hostile, or left out. */
function headerValues(
  parameters: readonly OpenApiParameter[],
  resolve: Resolve,
): fc.Arbitrary<Record<string, string>> {
  const entries = parameters.map((parameter) =>
    fc.option(
      fc
        .oneof(
          fromJsonSchema(parameter.schema ?? {}, resolve).map(String),
          fc.constantFrom(...HOSTILE_STRINGS),
          fc.string({ maxLength: 300 }),
        )
        .map((value) => [parameter.name.toLowerCase(), headerSafe(value)] as const),
      { nil: undefined },
    ),
  );
  return fc
    .tuple(...entries)
    .map((given) => Object.fromEntries(given.filter((entry) => entry !== undefined)));
}

/** The credential of a secured call: mostly the ingest key, a merchant's key, or one that must be refused. */
function authorization(fixture: FuzzFixture): fc.Arbitrary<Record<string, string>> {
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(bearer(fixture.ingestKey)) },
    ...(fixture.merchantKeys.length > 0
      ? [{ weight: 2, arbitrary: fc.constantFrom(...fixture.merchantKeys).map(bearer) }]
      : []),
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        {},
        { authorization: '' },
        { authorization: 'Bearer ' },
        { authorization: 'Basic YTpi' },
        bearer(`${fixture.ingestKey}x`),
        { authorization: `bearer ${fixture.ingestKey}` },
      ),
    },
  );
}

/** Headers a browser or a proxy adds, at times: another site's image, a page navigation, a forged client address. */
const browserHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
      { accept: 'text/html', 'accept-language': `${'x-'.repeat(2000)}en` },
      { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'x-forwarded-proto': 'javascript' },
      { origin: 'https://evil.example', referer: 'https://evil.example/\u00ff' },
    ),
  },
);

/** The body: from the JSON schema (mutated by hostileBody), or for an operation without one, none or junk. */
function body(documented: DocumentedOperation, resolve: Resolve): fc.Arbitrary<RawBody | undefined> | string {
  const content = documented.operation.requestBody?.content;
  if (content) {
    const schema = content['application/json']?.schema;
    if (!schema) return `its body is ${Object.keys(content).join(', ')}, not JSON`;
    const bodies = hostileBody(fromJsonSchema(schema, resolve));
    return documented.operation.requestBody?.required
      ? bodies
      : fc.option(bodies, { nil: undefined, freq: 4 });
  }
  if (documented.method === 'GET' || documented.method === 'HEAD') return fc.constant(undefined);
  return fc.option(hostileBody(fc.constant({})), { nil: undefined, freq: 2 });
}

/** The generated target of one operation, or why none can be generated. */
export function generatedTarget(
  documented: DocumentedOperation,
  resolve: Resolve,
  fixture: FuzzFixture,
): HttpTarget | string {
  const parameters = documented.operation.parameters ?? [];
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const missing = inPath.find((parameter) => (fixture.ids[parameter.name] ?? []).length === 0);
  if (missing) return `the fixture has no real ${missing.name}`;
  const bodies = body(documented, resolve);
  if (typeof bodies === 'string') return bodies;
  const pathValues = fc.tuple(
    ...inPath.map((parameter) => parameterValue(parameter, fixture.ids[parameter.name] ?? [], resolve)),
  );
  const requests = fc
    .record({
      segments: pathValues,
      query: queryString(
        parameters.filter((parameter) => parameter.in === 'query'),
        fixture,
        resolve,
      ),
      headers: headerValues(
        parameters.filter((parameter) => parameter.in === 'header'),
        resolve,
      ),
      credential: documented.secured ? authorization(fixture) : fc.constant({}),
      browser: browserHeaders,
      raw: bodies,
      remoteAddress: fc.ipV4(),
    })
    .map(({ segments, query, headers, credential, browser, raw, remoteAddress }): InjectOptions => {
      let index = 0;
      const path = documented.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? '');
      const url = query ? `${path}?${query}` : path;
      const method = documented.method as InjectOptions['method'];
      const request = withBody(method, url, raw, { ...browser, ...headers, ...credential });
      return { ...request, remoteAddress };
    });
  return { name: documented.key, requests };
}

/** Operations that remove what others' inputs use run last, the anonymising (it wipes the seeded orders) at the end. */
const runOrder = ({ method, path }: DocumentedOperation) =>
  path.endsWith('/anonymise') ? 2 : method === 'DELETE' ? 1 : 0;

/**
 * A target for every operation of the document: the hand-written one under its key, else the generated one.
 * `uncovered` names each operation that has neither, and why.
 */
export function fuzzTargets(
  document: OpenApiDocument,
  fixture: FuzzFixture,
  handWritten: readonly HttpTarget[],
): { targets: HttpTarget[]; uncovered: string[] } {
  const resolve = schemaResolver(document);
  const byKey = new Map(handWritten.map((target) => [target.name, target]));
  const targets: HttpTarget[] = [];
  const uncovered: string[] = [];
  const operations = documentedOperations(document).sort((a, b) => runOrder(a) - runOrder(b));
  for (const documented of operations) {
    const target = byKey.get(documented.key) ?? generatedTarget(documented, resolve, fixture);
    if (typeof target === 'string') uncovered.push(`${documented.key}: ${target}`);
    else targets.push(target);
  }
  return { targets, uncovered };
}
