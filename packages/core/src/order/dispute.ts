/** Why a recipient reports a delivered parcel. */
export const DISPUTE_REASONS = ['not_received', 'wrong_place', 'damaged'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** What the provider decided. */
export const DISPUTE_OUTCOMES = ['redelivery', 'refund', 'rejected'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The longest message a recipient sends with a dispute. */
export const DISPUTE_MESSAGE_MAX_LENGTH = 500;

/** Days after delivery a problem can be reported. */
export const DISPUTE_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whether a problem can still be reported `now` about a delivery made at `deliveredAt`. */
export function canDispute(deliveredAt: string | null, now: Date): boolean {
  if (deliveredAt === null) return false;
  const elapsed = now.getTime() - Date.parse(deliveredAt);
  return elapsed >= 0 && elapsed <= DISPUTE_DAYS * DAY_MS;
}
