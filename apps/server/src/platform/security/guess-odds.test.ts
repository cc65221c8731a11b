import { describe, expect, it } from 'vitest';
import { findChance, perAddressGuessesPerHour } from './guess-odds';

describe('perAddressGuessesPerHour', () => {
  it.each([
    [1, { maxMisses: 20, windowMs: 60_000 }, 1200],
    [10_000, { maxMisses: 20, windowMs: 60_000 }, 12_000_000],
    [100, { maxMisses: 5, windowMs: 3_600_000 }, 500],
  ])('%d addresses under %j: %d guesses an hour', (addresses, limits, guesses) => {
    expect(perAddressGuessesPerHour(addresses, limits)).toBe(guesses);
  });
});

describe('findChance', () => {
  it.each([
    [0, 1e7, 0],
    [2 ** 64, 2 ** 64, 1 - Math.exp(-1)],
    [2 ** 100, 2 ** 28, 1 - Math.exp(-1)],
  ])('%d guesses among %d orders: %d', (guesses, orders, chance) => {
    expect(findChance(guesses, orders)).toBeCloseTo(chance, 12);
  });

  it('keeps the tiny chances of realistic scrapers instead of rounding them to 0', () => {
    const chance = findChance(1.2e7 * 24 * 365, 1e7);
    expect(chance).toBeGreaterThan(0);
    expect(chance / ((1.2e7 * 24 * 365 * 1e7) / 2 ** 128)).toBeCloseTo(1, 9);
  });
});
