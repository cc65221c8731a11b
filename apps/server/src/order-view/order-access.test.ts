import { describe, expect, it } from 'vitest';
import { linkExpiresAt, orderAccess } from './order-access';

const now = new Date('2026-03-10T12:00:00.000Z');
const open = { trackingEnabled: true, anonymisedAt: null, finalAt: null };

describe('orderAccess', () => {
  it.each([
    ['an order that is not final', open, 30, 'ok'],
    ['a final order inside its TTL', { ...open, finalAt: '2026-03-01T12:00:00.000Z' }, 30, 'ok'],
    ['a final order one ms before expiry', { ...open, finalAt: '2026-02-08T12:00:00.001Z' }, 30, 'ok'],
    ['a final order exactly at expiry', { ...open, finalAt: '2026-02-08T12:00:00.000Z' }, 30, 'expired'],
    ['TTL 0 expires a final order at once', { ...open, finalAt: '2026-03-10T11:59:59.000Z' }, 0, 'expired'],
    ['TTL 0 leaves a live order open', open, 0, 'ok'],
    ['tracking switched off by the merchant', { ...open, trackingEnabled: false }, 30, 'forbidden'],
    ['an anonymised order', { ...open, anonymisedAt: '2026-03-01T00:00:00.000Z' }, 30, 'forbidden'],
    ['no order of that id', undefined, 30, 'missing'],
    [
      'forbidden wins over expired',
      { ...open, trackingEnabled: false, finalAt: '2020-01-01T00:00:00.000Z' },
      30,
      'forbidden',
    ],
  ] as const)('%s -> %s', (_name, facts, ttl, expected) => {
    expect(orderAccess(facts, now, ttl)).toBe(expected);
  });
});

describe('linkExpiresAt', () => {
  it('is null until the order is final, then TTL days after', () => {
    expect(linkExpiresAt(null, 30)).toBeNull();
    expect(linkExpiresAt('2026-03-01T00:00:00.000Z', 2)?.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});
