import { describe, expect, it } from 'vitest';
import { matchingKey } from './auth';

const key = 'k'.repeat(32);
const next = 'n'.repeat(32);

describe('matchingKey', () => {
  it.each([
    ['the right bearer key', `Bearer ${key}`, [key], true],
    ['either of two keys while rotating (old)', `Bearer ${key}`, [next, key], true],
    ['either of two keys while rotating (new)', `Bearer ${next}`, [next, key], true],
    ['a wrong key', `Bearer ${'x'.repeat(32)}`, [key, next], false],
    ['a prefix of the key', `Bearer ${key.slice(0, 10)}`, [key], false],
    ['the key without the Bearer scheme', key, [key], false],
    ['no header', undefined, [key], false],
    ['any header while ingest has no key', 'Bearer ', [], false],
  ])('%s -> %s', (_name, header, keys, expected) => {
    expect(matchingKey(header, keys) !== undefined).toBe(expected);
  });

  it('tells the keys apart, so each key has its own idempotency keys', () => {
    expect(matchingKey(`Bearer ${key}`, [key, next])).not.toEqual(matchingKey(`Bearer ${next}`, [key, next]));
  });
});
