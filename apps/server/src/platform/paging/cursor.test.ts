import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const isPair = (value: unknown): value is [number, string] =>
  Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'string';

describe('cursors', () => {
  it('give back the position they were made from', () => {
    expect(decodeCursor(encodeCursor([42, 'abc']), isPair)).toEqual([42, 'abc']);
  });

  it.each([
    ['not base64url JSON', '%%%'],
    ['JSON of another shape', encodeCursor({ seq: 1 })],
    ['empty', ''],
  ])('refuse a cursor that is %s with a 400 naming the field', (_name, cursor) => {
    expect(() => decodeCursor(cursor, isPair)).toThrow(
      expect.objectContaining({
        code: 'invalid_request',
        errors: [{ key: 'cursor', message: expect.any(String) }],
      }),
    );
  });
});
