import type { PushAnswer } from './send-push';

/** What follows an attempt: sent; the subscription gone; another attempt at a time; or the message dropped. */
export type PushDelivery =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'retry'; at: Date }
  | { kind: 'dropped'; why: 'rejected' | 'expired' };

/** No wait between two attempts is longer than this. */
const MAX_RETRY_MS = 10 * 60_000;

/**
 * The push service's answer read (RFC 8030): 2xx sent; 404 and 410 the subscription is gone; 429, 5xx and no
 * answer retried after the backoff (or its Retry-After), unless the message stops being true first; any other
 * 4xx is refused for good.
 */
export function deliveryOf(
  answer: PushAnswer,
  attempt: { at: Date; attempts: number; expiresAt: Date; baseMs: number },
): PushDelivery {
  const { statusCode } = answer;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return { kind: 'sent' };
  if (statusCode === 404 || statusCode === 410) return { kind: 'gone' };
  const transient = statusCode === null || statusCode === 429 || statusCode >= 500;
  if (!transient) return { kind: 'dropped', why: 'rejected' };
  const backoff = Math.min(attempt.baseMs * 2 ** attempt.attempts, MAX_RETRY_MS);
  const wait = Math.max(backoff, (answer.retryAfterSeconds ?? 0) * 1000);
  const at = new Date(attempt.at.getTime() + wait);
  return at < attempt.expiresAt ? { kind: 'retry', at } : { kind: 'dropped', why: 'expired' };
}
