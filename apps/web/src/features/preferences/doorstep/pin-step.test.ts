import { haversineMeters } from '@tracking/core';
import { describe, expect, it } from 'vitest';
import { isPinKey, stepPin } from './pin-step';

const pin = { lat: 55.6761, lng: 12.5683 };

describe('stepPin', () => {
  it.each([
    ['ArrowUp', 1, 0],
    ['ArrowDown', -1, 0],
    ['ArrowRight', 0, 1],
    ['ArrowLeft', 0, -1],
  ] as const)('%s moves 2 m the way it points', (key, north, east) => {
    const moved = stepPin(pin, key, 2);
    expect(Math.sign(moved.lat - pin.lat)).toBe(north);
    expect(Math.sign(moved.lng - pin.lng)).toBe(east);
    expect(haversineMeters(pin, moved)).toBeCloseTo(2, 2);
  });

  it('stays on the globe at the pole', () => {
    expect(stepPin({ lat: 89.99999, lng: 0 }, 'ArrowUp', 10).lat).toBe(90);
  });
});

describe('isPinKey', () => {
  it.each([
    ['ArrowUp', true],
    ['Enter', false],
    ['toString', false],
  ])('%s -> %s', (key, expected) => {
    expect(isPinKey(key)).toBe(expected);
  });
});
