import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('draws the same numbers from the same seed, in [0, 1)', () => {
    const draws = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    for (const value of draws(1)) expect(value >= 0 && value < 1).toBe(true);
  });
});
