import type { ServerMessage } from './live-messages';

// The live rules without the wire schemas: the page imports these and so does not ship zod.

/** Largest message a client may send over the live socket. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;

/** Live update reconnect delay after an abnormal close (spec section 9). */
export const LIVE_RECONNECT_DELAY_MS = 5000;

/** Query value the page sends as user_type when it opens the live socket. */
export const LIVE_USER_TYPE = 'trackingV2';

/** Merges a live message into an order (spec section 4): missing fields keep old values; other types change nothing. */
export function mergeLiveMessage<T extends object>(order: T, message: ServerMessage): T {
  if (message.type !== 'locationUpdate' && message.type !== 'routeUpdate') return order;
  const { type: _type, ...fields } = message;
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...order, ...present };
}
