import { describe, expect, it } from 'vitest';
import { isFarFromPin, metresFromPin } from './pin-distance';

const pin = { lat: 52.370216, lng: 4.895168 };

describe('metresFromPin', () => {
  it.each([
    ['the pin itself', pin, 0],
    ['0.000036 degrees north (4.003 m)', { lat: 52.370252, lng: 4.895168 }, 4],
    ['0.0001 degrees east at 52 degrees north (6.789 m)', { lat: 52.370216, lng: 4.895268 }, 7],
    ['across the square (73.254 m)', { lat: 52.3707, lng: 4.8959 }, 73],
  ])('%s', (_name, left, expected) => {
    expect(metresFromPin(pin, left)).toBe(expected);
  });

  it.each([
    ['no pin', null, pin],
    ['no place of delivery', pin, null],
  ])('is null with %s', (_name, a, b) => {
    expect(metresFromPin(a, b)).toBeNull();
  });
});

describe('isFarFromPin', () => {
  it.each([
    [null, false],
    [0, false],
    [50, false],
    [51, true],
  ])('%s m -> %s', (metres, far) => {
    expect(isFarFromPin(metres)).toBe(far);
  });
});
