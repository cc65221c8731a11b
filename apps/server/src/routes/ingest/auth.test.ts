import { describe, expect, it } from 'vitest';
import { isAuthorized } from './auth';

const key = 'k'.repeat(32);

describe('isAuthorized', () => {
  it.each([
    ['the right bearer key', `Bearer ${key}`, key, true],
    ['a wrong key', `Bearer ${'x'.repeat(32)}`, key, false],
    ['a prefix of the key', `Bearer ${key.slice(0, 10)}`, key, false],
    ['the key without the Bearer scheme', key, key, false],
    ['no header', undefined, key, false],
    ['any header while ingest has no key', 'Bearer ', undefined, false],
  ])('%s -> %s', (_name, header, configured, expected) => {
    expect(isAuthorized(header, configured)).toBe(expected);
  });
});
