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

/** A VAPID signature is valid for 12 hours (web-push's default); one is reused for 6 per push service. */
const SIGNATURE_REUSE_MS = 6 * 60 * 60 * 1000;
/** Push services are few (FCM, Mozilla, Apple, Windows); past this many audiences the kept ones are dropped. */
const MAX_AUDIENCES = 64;
const signatures = new Map<string, { authorization: string; until: number }>();

/**
 * The Authorization header for a push service (RFC 8292): signing costs more than encrypting the message, so a
 * signature is kept per audience. Real time, not the app's clock: the push service checks `exp` by its own.
 */
function vapidAuthorization(endpoint: string, vapid: Vapid): string {
  const audience = new URL(endpoint).origin;
  const now = Date.now();
  const key = `${vapid.publicKey} ${audience}`;
  const kept = signatures.get(key);
  if (kept && kept.until > now) return kept.authorization;
  const { Authorization } = webPush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  if (signatures.size >= MAX_AUDIENCES) signatures.clear();
  signatures.set(key, { authorization: Authorization, until: now + SIGNATURE_REUSE_MS });
  return Authorization;
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
      headers: { Authorization: vapidAuthorization(message.endpoint, vapid) },
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
