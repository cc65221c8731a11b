import { performance } from 'node:perf_hooks';
import type { DeliveryTarget } from './endpoint-signer';

/** A receiver that has not answered within this is treated as down, and the event is retried. */
export const SEND_TIMEOUT_MS = 10_000;

export interface SendResult {
  statusCode: number | null;
  /** Why there was no answer (timeout, refused connection); null when the receiver answered. */
  error: string | null;
  durationMs: number;
}

/**
 * Posts one attempt of an event, signed per Standard Webhooks: webhook-id (the same every attempt),
 * webhook-timestamp (this attempt, in seconds) and webhook-signature over `id.timestamp.body` (one per secret).
 */
export async function sendWebhook(
  { url, sign }: DeliveryTarget,
  event: { id: string; body: string },
  at: Date,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': sign(event.id, at, event.body),
      },
      body: event.body,
      // A redirect is not a delivery: the receiver must name its final URL.
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: null, durationMs: elapsed() };
  } catch (error) {
    return { statusCode: null, error: describeFailure(error), durationMs: elapsed() };
  }
}

/** A short reason without internals of ours: a timeout, or the network error's code. */
function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}
