import { describe, expect, it } from 'vitest';
import { zoneCity } from './zone-city';

describe('zoneCity', () => {
  it.each([
    ['Europe/Helsinki', 'Helsinki'],
    ['America/Los_Angeles', 'Los Angeles'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['UTC', 'UTC'],
  ])('%s -> %s', (zone, expected) => expect(zoneCity(zone)).toBe(expected));
});
