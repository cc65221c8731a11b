import { describe, expect, it } from 'vitest';
import { clientMessageSchema, serverMessageSchema } from './live-messages';
import { mergeLiveMessage } from './live-rules';

const order = { statusCode: 80, timeDiff: 0, driverLocation: { lat: 55.6, lng: 12.5 }, stopsBefore: 4 };

describe('mergeLiveMessage', () => {
  it('merges a location update and keeps absent fields', () => {
    const merged = mergeLiveMessage(order, { type: 'locationUpdate', timeDiff: 60_000 });
    expect(merged).toEqual({ ...order, timeDiff: 60_000 });
  });
  it('replaces the driver location', () => {
    const merged = mergeLiveMessage(order, { type: 'locationUpdate', driverLocation: { lat: 1, lng: 2 } });
    expect(merged.driverLocation).toEqual({ lat: 1, lng: 2 });
    expect(merged.timeDiff).toBe(0);
  });
  it('merges route update fields', () => {
    const merged = mergeLiveMessage(order, { type: 'routeUpdate', statusCode: 82, stopsBefore: 0 });
    expect(merged).toEqual({ ...order, statusCode: 82, stopsBefore: 0 });
  });
  it('ignores other types', () => {
    expect(mergeLiveMessage(order, { type: 'ping' })).toBe(order);
  });
});

describe('live message schemas', () => {
  it.each([
    [{ type: 'ping' }, true],
    [{ type: 'locationUpdate', driverLocation: { lat: 55, lng: 12, heading: 90 } }, true],
    [{ type: 'routeUpdate', statusCode: 90 }, true],
    [{ type: 'locationUpdate', driverLocation: { lat: 95, lng: 12 } }, false],
    [{ type: 'nope' }, false],
  ])('server %j valid %s', (message, valid) => {
    expect(serverMessageSchema.safeParse(message).success).toBe(valid);
  });
  it.each([
    [{ type: 'pong' }, true],
    [{ type: 'ping' }, true],
    [{ type: 'locationUpdate' }, false],
    ['pong', false],
  ])('client %j valid %s', (message, valid) => {
    expect(clientMessageSchema.safeParse(message).success).toBe(valid);
  });
});
