import { describe, expect, it } from 'vitest';
import { canDispute } from './dispute';

describe('canDispute', () => {
  const delivered = '2026-03-10T12:00:00.000Z';
  it.each([
    [null, '2026-03-10T12:00:00.000Z', false],
    [delivered, '2026-03-10T11:59:59.999Z', false],
    [delivered, '2026-03-10T12:00:00.000Z', true],
    [delivered, '2026-03-17T12:00:00.000Z', true],
    [delivered, '2026-03-17T12:00:00.001Z', false],
  ])('delivered at %s, now %s: %s', (deliveredAt, now, expected) => {
    expect(canDispute(deliveredAt, new Date(now))).toBe(expected);
  });
});
