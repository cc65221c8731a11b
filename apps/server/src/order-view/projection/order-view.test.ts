import { describe, expect, it } from 'vitest';
import { driverLocationFrom } from './order-view';

describe('driverLocationFrom', () => {
  it('relays the position as ingested, leaving out an unknown heading', () => {
    const at = '2026-03-10T12:00:00.000Z';
    expect(driverLocationFrom({ lat: 55.1234567, lng: 12.7654321, heading: null, speed: 3, at })).toEqual({
      lat: 55.1234567,
      lng: 12.7654321,
      at,
    });
    expect(driverLocationFrom({ lat: 1, lng: 2, heading: 0, speed: null, at })).toEqual({
      lat: 1,
      lng: 2,
      heading: 0,
      at,
    });
  });
});
