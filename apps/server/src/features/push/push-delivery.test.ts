import { describe, expect, it } from 'vitest';
import { deliveryOf } from './push-delivery';

const at = new Date('2026-03-10T12:00:00.000Z');
const attempt = { at, attempts: 0, expiresAt: new Date('2026-03-10T13:00:00.000Z'), baseMs: 5000 };
const answer = (statusCode: number | null, retryAfterSeconds: number | null = null) => ({
  statusCode,
  retryAfterSeconds,
});

describe('deliveryOf', () => {
  it.each([
    [answer(201), attempt, { kind: 'sent' }],
    [answer(404), attempt, { kind: 'gone' }],
    [answer(410), attempt, { kind: 'gone' }],
    [answer(400), attempt, { kind: 'dropped', why: 'rejected' }],
    [answer(413), attempt, { kind: 'dropped', why: 'rejected' }],
    [answer(503), attempt, { kind: 'retry', at: new Date('2026-03-10T12:00:05.000Z') }],
    [answer(null), { ...attempt, attempts: 2 }, { kind: 'retry', at: new Date('2026-03-10T12:00:20.000Z') }],
    [answer(429, 120), attempt, { kind: 'retry', at: new Date('2026-03-10T12:02:00.000Z') }],
    [answer(429, 7200), attempt, { kind: 'dropped', why: 'expired' }],
  ])('%o after %o', (given, tried, delivery) => {
    expect(deliveryOf(given, tried)).toEqual(delivery);
  });
});
