import { describe, expect, it } from 'vitest';
import { statusChange } from './status-change';

const at = '2026-03-10T12:00:00.000Z';
const earlier = '2026-03-09T08:00:00.000Z';

describe('statusChange', () => {
  it.each([
    ['in transit to out for delivery', { statusCode: 20, finalAt: null }, 80, null],
    ['out for delivery to delivered', { statusCode: 80, finalAt: null }, 90, at],
    [
      'delivered to another final status keeps the first final time',
      { statusCode: 90, finalAt: earlier },
      93,
      earlier,
    ],
    [
      'a correction back to out for delivery reopens the link',
      { statusCode: 90, finalAt: earlier },
      80,
      null,
    ],
    ['picked up (pickup final)', { statusCode: 135, finalAt: null }, 140, at],
  ])('%s', (_name, order, statusCode, finalAt) => {
    expect(statusChange(order, statusCode, at)).toEqual({ statusCode, finalAt });
  });
});
