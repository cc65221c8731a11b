import { describe, expect, it } from 'vitest';
import { createCursors, cursorKey } from './cursor';

const isPair = (value: unknown): value is [number, string] =>
  Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string';

const cursors = createCursors(cursorKey('a-deployment-secret', []));
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('cursors', () => {
  it('give back the position they were made from', () => {
    expect(cursors.decode(cursors.encode([42, 'abc']), isPair)).toEqual([42, 'abc']);
  });

  it('read the same on every instance of a deployment, from CURSOR_SECRET or else the ingest keys', () => {
    const other = createCursors(cursorKey('a-deployment-secret', ['ignored-when-a-secret-is-set']));
    expect(other.decode(cursors.encode([1, 'x']), isPair)).toEqual([1, 'x']);
    const byKeys = createCursors(cursorKey(undefined, ['key-one-0123456789', 'key-two-0123456789']));
    const sameKeys = createCursors(cursorKey(undefined, ['key-two-0123456789', 'key-one-0123456789']));
    expect(sameKeys.decode(byKeys.encode(7), (v): v is number => typeof v === 'number')).toBe(7);
  });

  const signed = cursors.encode([42, 'abc']);
  const [body = '', tag = ''] = signed.split('.');
  it.each([
    ['not base64url JSON', '%%%'],
    ['JSON of another shape, signed', cursors.encode({ seq: 1 })],
    ['empty', ''],
    ['a well-formed position without a tag (forged)', base64url([1, 'x'])],
    ['a forged position with the tag of another', `${base64url([1, 'x'])}.${tag}`],
    ['a signed position with its tag cut short', `${body}.${tag.slice(0, -2)}`],
    ['a signed position with a dot more', `${signed}.`],
    ['signed by another deployment', createCursors(cursorKey('another-secret', [])).encode([42, 'abc'])],
  ])('refuse a cursor that is %s with a 400 naming the field', (_name, cursor) => {
    expect(() => cursors.decode(cursor, isPair)).toThrow(
      expect.objectContaining({
        code: 'invalid_request',
        errors: [{ key: 'cursor', message: expect.any(String) }],
      }),
    );
  });
});
