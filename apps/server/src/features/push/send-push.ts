import webPush from 'web-push';
import type { ClaimedPushMessage } from './push-outbox-store';

/** One send's limit: a push service that does not answer by then is tried again later. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What a push service said: its status and Retry-After, or null when it could not be reached. */
export interface PushAnswer {
  statusCode: number | null;
  retryAfterSeconds: number | null;
}

/**
 * Posts one message (RFC 8030): the payload encrypted to the browser's keys (RFC 8291, aes128gcm), signed with
 * the VAPID keys (RFC 8292), with its TTL, Urgency and Topic.
 */
export async function sendPush(
  message: ClaimedPushMessage,
  vapid: Vapid,
  ttlSeconds: number,
): Promise<PushAnswer> {
  const request = webPush.generateRequestDetails(
    { endpoint: message.endpoint, keys: message.keys },
    message.payload,
    {
      vapidDetails: vapid,
      TTL: ttlSeconds,
      urgency: message.urgency,
      topic: message.topic,
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      statusCode: response.status,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  } catch {
    return { statusCode: null, retryAfterSeconds: null };
  }
}
