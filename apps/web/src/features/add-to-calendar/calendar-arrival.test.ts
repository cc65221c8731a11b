import { anOrder } from '@tracking/core/testing';
import { describe, expect, it } from 'vitest';
import { hasArrivalToAdd } from './calendar-arrival';

const WINDOW = { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T15:00:00.000Z' };
const PROMISED = '2026-03-03T13:30:00.000Z';
const NO_TIME = { promisedTime: null, deliveryWindow: null, deliveryDate: null };

describe('hasArrivalToAdd', () => {
  it.each([
    ['in transit with a window', { statusCode: 30, ...NO_TIME, deliveryWindow: WINDOW }, true],
    ['in transit with an estimate', { statusCode: 30, ...NO_TIME, promisedTime: PROMISED }, true],
    [
      'in transit on a day the recipient chose',
      { statusCode: 30, ...NO_TIME, deliveryDate: '2026-03-05' },
      true,
    ],
    ['out for delivery with an estimate', { statusCode: 81, ...NO_TIME, promisedTime: PROMISED }, true],
    ['in transit with no time', { statusCode: 30, ...NO_TIME }, false],
    [
      'out for delivery with only a chosen day',
      { statusCode: 80, ...NO_TIME, deliveryDate: '2026-03-05' },
      false,
    ],
    ['delivered', { statusCode: 91, ...NO_TIME, promisedTime: PROMISED, deliveryWindow: WINDOW }, false],
    [
      'after a failed attempt, a new day chosen',
      { statusCode: 92, ...NO_TIME, deliveryDate: '2026-03-05' },
      false,
    ],
    ['cancelled', { statusCode: 101, ...NO_TIME, deliveryWindow: WINDOW }, false],
  ])('%s: %s', (_case, changes, expected) => {
    expect(hasArrivalToAdd(anOrder(changes))).toBe(expected);
  });
});
