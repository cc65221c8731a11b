import fc from 'fast-check';

/** A request body as bytes on the wire, and the content type it claims. */
export interface RawBody {
  payload: string | Buffer;
  contentType: string;
}

/** Strings that have broken parsers, templates, file paths and HTML before. */
export const HOSTILE_STRINGS = [
  '',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE orders; --",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  '\ud800',
  '\u202e\u0000\uffff',
  'javascript:alert(1)',
  'red;}body{background:url(//x)}',
  '#12345g',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  '1e400',
  '-0',
  'a\r\nSet-Cookie: x=1',
  'Name\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:injected\r\nEND:VEVENT',
  '\n\n\n',
  'hasOwnProperty',
  'toString',
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A string far past any field's limit, ASCII or multi-byte Unicode; sometimes past the body limit (then 413). */
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 400_000 }), fc.constantFrom('x', 'ø', '\u{1F4E6}', 'e\u0301'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any value a client could put where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  hugeString,
);

/** JSON text nested `depth` levels: arrays or objects. */
function deepJson(depth: number, objects: boolean): string {
  return objects
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Sets a value at a random place in a plain JSON object tree (or replaces the root). */
function replaceSomewhere(value: unknown, replacement: unknown, pick: number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return replacement;
  const keys = Object.keys(value);
  const key = keys[pick % Math.max(1, keys.length)];
  if (key === undefined) return { [String(pick)]: replacement };
  const inner = (value as Record<string, unknown>)[key];
  const nested =
    pick % 3 === 0 && inner && typeof inner === 'object'
      ? replaceSomewhere(inner, replacement, pick >> 2)
      : replacement;
  return { ...value, [key]: nested };
}

/** Inserts a key (as JSON text, so `__proto__` stays a key and is not the prototype) after the first brace. */
function insertKey(json: string, key: string, valueJson: string): string {
  const brace = json.indexOf('{');
  if (brace < 0) return `{${JSON.stringify(key)}:${valueJson}}`;
  const rest = json.slice(brace + 1);
  const separator = rest.trimStart().startsWith('}') ? '' : ',';
  return `${json.slice(0, brace + 1)}${JSON.stringify(key)}:${valueJson}${separator}${rest}`;
}

const INVALID_UTF8 = [
  Buffer.from([0xff]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
];

const json =
  (contentType = 'application/json') =>
  (payload: string | Buffer): RawBody => ({ payload, contentType });

/**
 * Bodies built around a schema's valid shape: as is, with a field replaced by a hostile value, with
 * prototype keys, duplicated keys, nested thousands deep, cut short, with invalid UTF-8 bytes, or sent with
 * another content type.
 */
export function hostileBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const text = valid.map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 3, arbitrary: text.map(json()) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, hostileValue, fc.nat())
        .map(([value, bad, pick]) => json()(JSON.stringify(replaceSomewhere(value, bad, pick)) ?? 'null')),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          text,
          fc.constantFrom(...PROTO_KEYS),
          fc.constantFrom('{"polluted":1}', '{"prototype":{"polluted":1}}', '1', 'null'),
        )
        .map(([body, key, value]) => json()(insertKey(body, key, value))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.string({ maxLength: 12 }))
        .map(([body, key]) => json()(insertKey(insertKey(body, key, '1'), key, '"twice"'))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 200_000 }), fc.boolean())
        .map(([depth, objects]) => json()(deepJson(depth, objects))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.nat())
        .map(([body, cut]) => json()(body.slice(0, cut % (body.length + 1)))),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(text, fc.nat(), fc.constantFrom(...INVALID_UTF8)).map(([body, at, bytes]) => {
        const buffer = Buffer.from(body);
        const index = at % (buffer.length + 1);
        return json()(Buffer.concat([buffer.subarray(0, index), bytes, buffer.subarray(index)]));
      }),
    },
    { weight: 1, arbitrary: hostileValue.map((value) => json()(JSON.stringify(value) ?? 'null')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          text,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'multipart/form-data; boundary=x',
            '',
          ),
        )
        .map(([body, contentType]) => json(contentType)(body)),
    },
  );
}

/** Percent-encodes every byte but the unreserved ones (lone surrogates become U+FFFD, as a browser sends them). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Ids and path segments: real ones, random ones, and traversal, encoding and length tricks. */
export function hostileSegment(real: readonly string[]): fc.Arbitrary<string> {
  const encoded = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
  );
  return fc.oneof(
    ...(real.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...real) }] : []),
    { weight: 4, arbitrary: encoded.map(percentEncode) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..%2f..%2fetc%2fpasswd',
        '%2e%2e%2f',
        '..%5c',
        '%00',
        '%ZZ',
        '%',
        '%c0%ae%c0%ae/',
        '.',
        '..',
        'en_GB.json%00.png',
        '%F0%9F%92%A9',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((length) => 'A'.repeat(length)) },
  );
}
