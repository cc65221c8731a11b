import type { WebhookOutcome } from './webhooks-store';

/** No wait between two attempts is longer than this, however many failed before. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** Up to this share of the delay is added at random, so instances retrying a receiver's outage spread out. */
const JITTER = 0.2;

/** The wait after the `attempts`-th failed attempt: base, 2 x base, 4 x base, ... capped, plus jitter. */
export function retryDelayMs(attempts: number, baseMs: number, random: number): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(delay * (1 + JITTER * random));
}

/**
 * What follows an attempt made at `at`: delivered on a 2xx, else another attempt after the backoff, unless that
 * would fall after `giveUpAt` (the event is then failed).
 */
export function outcomeOf(
  attempt: { statusCode: number | null; at: Date; attempts: number },
  giveUpAt: string,
  baseMs: number,
  random: number,
): WebhookOutcome {
  const { statusCode, at } = attempt;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    return { status: 'delivered', at: at.toISOString() };
  }
  const next = new Date(at.getTime() + retryDelayMs(attempt.attempts, baseMs, random));
  return next.toISOString() > giveUpAt
    ? { status: 'failed' }
    : { status: 'pending', nextAttemptAt: next.toISOString() };
}
