import { describe, expect, it } from 'vitest';
import { journey } from './journey';

describe('journey', () => {
  it.each([
    [0, 'received', 0, 'normal'],
    [10, 'received', 0, 'normal'],
    [30, 'inTransit', 1, 'normal'],
    [81, 'outForDelivery', 2, 'normal'],
    [91, 'delivered', 3, 'normal'],
    [92, 'delivered', 3, 'warning'],
    [147, 'delivered', 3, 'warning'],
    [100, 'delivered', 3, 'error'],
    [120, 'pickupBooked', 0, 'normal'],
    [135, 'pickupOnTheWay', 1, 'normal'],
    [140, 'pickedUp', 2, 'normal'],
    [145, 'pickedUp', 2, 'error'],
  ] as const)('status %s is at %s (stage %s), %s', (code, stage, current, tone) => {
    const result = journey(code);
    expect(result?.stages[result.current]).toBe(stage);
    expect(result).toMatchObject({ current, tone });
  });

  it('has nothing to say about an unknown status', () => {
    expect(journey(55)).toBeNull();
  });
});
