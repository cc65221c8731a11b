import { isFinalStatus, statusOutcome } from '@tracking/core';

/**
 * Whether the order page asks "How was your delivery?": once the delivery is over, delivered or not. A failed
 * attempt or a parcel held at the terminal is not over (another day can be chosen, the parcel fetched), so the
 * page asks nothing beside that.
 */
export function asksForFeedback(statusCode: number): boolean {
  return isFinalStatus(statusCode) && statusOutcome(statusCode) !== 'recoverable';
}
