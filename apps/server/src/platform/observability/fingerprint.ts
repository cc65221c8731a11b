import { createHmac, randomBytes } from 'node:crypto';

/** Hex characters kept: 2^32 values, enough to tell the lines of one id from another's in a day's logs. */
const FINGERPRINT_LENGTH = 8;

/**
 * A short, non-reversible stand-in for a secret (a tracking id, a client address): HMAC-SHA256 under a salt,
 * so nobody can confirm a guessed id against the logs without the salt. The same value gives the same
 * fingerprint under one salt, so a recipient's lines can still be followed.
 */
export type Fingerprint = (value: string) => string;

/** A fingerprint under `salt`, or under a random per-process salt when none is configured. */
export function createFingerprint(salt: string = randomBytes(32).toString('hex')): Fingerprint {
  return (value) => `#${createHmac('sha256', salt).update(value).digest('hex').slice(0, FINGERPRINT_LENGTH)}`;
}
