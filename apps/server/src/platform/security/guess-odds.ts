import type { EnumerationLimits } from './miss-counter';

/** Random bits in a tracking id (and a share id): 16 bytes from the system's CSPRNG. */
export const ID_BITS = 128;

/** Guesses an hour a scraper with `addresses` address groups gets at most under the per-address miss limit. */
export function perAddressGuessesPerHour(
  addresses: number,
  limits: Pick<EnumerationLimits, 'maxMisses' | 'windowMs'>,
): number {
  return addresses * limits.maxMisses * (3_600_000 / limits.windowMs);
}

/**
 * The chance that `guesses` random ids hit at least one of `orders` live ids: 1 - (1 - orders/2^128)^guesses,
 * computed without rounding the tiny per-guess chance away.
 */
export function findChance(guesses: number, orders: number): number {
  return -Math.expm1(guesses * Math.log1p(-orders / 2 ** ID_BITS));
}
