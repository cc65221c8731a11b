import { randomBytes } from 'node:crypto';

/** 16 random bytes in base64url: 128 bits from a cryptographic source, 22 URL-safe characters. */
export function newTrackingId(): string {
  return randomBytes(16).toString('base64url');
}
