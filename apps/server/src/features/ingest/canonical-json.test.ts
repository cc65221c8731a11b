import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalJson } from './canonical-json';
import { callFingerprint } from './idempotency-service';

describe('canonical JSON', () => {
  it.each([
    [{ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } }, '{"a":{"c":null,"d":[2,{"x":0,"y":1}]},"b":1}'],
    [[3, 1, 2], '[3,1,2]'],
    [undefined, 'null'],
  ])('writes %j with sorted keys and arrays as they are', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it('refuses a body nested deeper than any ingest body as invalid_request, not a stack overflow', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(() => canonicalJson(deep)).toThrow(expect.objectContaining({ code: 'invalid_request' }));
    const nested = JSON.parse(`${'{"a":'.repeat(64)}1${'}'.repeat(64)}`) as unknown;
    expect(canonicalJson(nested)).toBe(`${'{"a":'.repeat(64)}1${'}'.repeat(64)}`);
  });

  it('hashes bodies equal whatever their key order, and apart when a value differs', () => {
    expect(canonicalHash({ a: 1, b: [1, 2] })).toBe(canonicalHash({ b: [1, 2], a: 1 }));
    expect(canonicalHash({ a: 1, b: [1, 2] })).not.toBe(canonicalHash({ a: 1, b: [2, 1] }));
  });

  it('gives the idempotency fingerprint of a body with its keys reordered the same value', () => {
    const body = { accountId: 'acme', deliveryAddress: { city: 'Oslo', postalCode: '0150' } };
    const reordered = { deliveryAddress: { postalCode: '0150', city: 'Oslo' }, accountId: 'acme' };
    expect(callFingerprint('POST', '/ingest/orders', reordered)).toBe(
      callFingerprint('POST', '/ingest/orders', body),
    );
    expect(callFingerprint('POST', '/ingest/orders', { ...body, accountId: 'other' })).not.toBe(
      callFingerprint('POST', '/ingest/orders', body),
    );
  });
});
