import { wallClock } from '@tracking/core';

/** Quiet hours: none is pushed from 21:00 to 08:00 in the address's zone. */
const QUIET_FROM = 21;
const QUIET_UNTIL = 8;
const HOUR_MS = 3_600_000;

/** The hour (0-23) and the date (YYYY-MM-DD) of a moment in a zone. */
export function localTime(at: Date, zone: string): { hour: number; day: string } {
  const { year, month, day, hour } = wallClock(at, zone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { hour, day: `${year}-${pad(month)}-${pad(day)}` };
}

export const isQuietHour = (at: Date, zone: string) => {
  const { hour } = localTime(at, zone);
  return hour >= QUIET_FROM || hour < QUIET_UNTIL;
};

/** The first moment from `at` on (to the hour) that is outside the quiet hours. */
function quietEnd(at: Date, zone: string): Date {
  let next = new Date(at.getTime());
  for (let hours = 0; hours < 24 && isQuietHour(next, zone); hours += 1) {
    next = new Date(Math.floor(next.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  }
  return next;
}

/** Why a message may not go now; undefined when it may. */
export type Held = 'daily_cap' | 'quiet_hours';

/**
 * Whether a message may go to a subscription at `at`: under PUSH_MAX_PER_DAY sent on the address's local day,
 * and outside the quiet hours unless the delivery itself (`deliveryAt`: the estimate, or the moment it happened)
 * falls in the same quiet hours.
 */
export function heldBy(input: {
  at: Date;
  zone: string;
  sentToday: number;
  maxPerDay: number;
  deliveryAt: Date | null;
}): Held | undefined {
  if (input.sentToday >= input.maxPerDay) return 'daily_cap';
  if (!isQuietHour(input.at, input.zone)) return undefined;
  const { deliveryAt } = input;
  // The same quiet hours: quiet itself, before they end, and within the longest night (11 hours) before now.
  const deliveryNow =
    deliveryAt !== null &&
    isQuietHour(deliveryAt, input.zone) &&
    deliveryAt < quietEnd(input.at, input.zone) &&
    deliveryAt.getTime() > input.at.getTime() - 11 * HOUR_MS;
  return deliveryNow ? undefined : 'quiet_hours';
}
