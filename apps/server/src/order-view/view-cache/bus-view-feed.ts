import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@tracking/core';
import { z } from 'zod';
import { orderChannel, trackingIdOfChannel, type Bus, type BusHandler } from '../../platform/bus/bus';
import type { ViewFeed } from './view-feed';
import type { ViewNotice } from './view-notice';

/** The channel every instance's view cache listens on. */
export const VIEW_NOTICE_CHANNEL = 'views:notices';
const RESUBSCRIBE_DELAY_MS = 1000;

const noticeSchema = z.discriminatedUnion('drop', [
  z.object({
    drop: z.literal('order'),
    trackingId: z.string(),
    driverId: z.string().optional(),
    viewOnly: z.literal(true).optional(),
  }),
  z.object({ drop: z.literal('account'), accountId: z.string() }),
  z.object({ drop: z.literal('driver'), driverId: z.string() }),
  z.object({ drop: z.literal('all'), viewOnly: z.literal(true).optional() }),
]);
/** A notice on the wire names the instance that sent it, which has applied it already. */
const wireSchema = z.object({ from: z.string(), notice: noticeSchema });

function parsedNotice(payload: string): z.infer<typeof wireSchema> | undefined {
  try {
    const result = wireSchema.safeParse(JSON.parse(payload));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The view cache's feed over the bus: notices on one channel all instances share, live messages on the orders'
 * own channels (those the sockets use). A notice subscription that fails (Redis away at start) is tried again
 * every second; until it holds, the cache keeps nothing, and once it does, it drops what it had.
 */
export function busViewFeed(bus: Bus, onError: (error: unknown) => void): ViewFeed {
  const instance = randomUUID();
  const noticeHandlers: ((notice: ViewNotice) => void)[] = [];
  const missedHandlers: ((lost: 'all' | readonly string[]) => void)[] = [];
  let connected = false;
  const lostAll = () => missedHandlers.forEach((handler) => handler('all'));

  const onPayload: BusHandler = (payload) => {
    const wire = parsedNotice(payload);
    if (wire && wire.from !== instance) noticeHandlers.forEach((handler) => handler(wire.notice));
  };
  const subscribe = (): void => {
    bus.subscribe(VIEW_NOTICE_CHANNEL, onPayload).then(
      () => {
        connected = true;
        lostAll();
      },
      (error: unknown) => {
        onError(error);
        setTimeout(subscribe, RESUBSCRIBE_DELAY_MS).unref();
      },
    );
  };
  subscribe();

  const announce = (notice: ViewNotice) =>
    bus.publish(VIEW_NOTICE_CHANNEL, JSON.stringify({ from: instance, notice }));

  bus.onMissed((channels, scope) => {
    if (channels.includes(VIEW_NOTICE_CHANNEL)) {
      // Ours did not reach the others: they drop everything; or theirs did not reach us: we do.
      if (scope === 'published') announce({ drop: 'all' });
      else lostAll();
    }
    // Messages we published and lost are sent again as snapshots by the live catch-up; those we missed are not.
    if (scope !== 'subscribed') return;
    const orders = channels.flatMap((channel) => trackingIdOfChannel(channel) ?? []);
    if (orders.length > 0) missedHandlers.forEach((handler) => handler(orders));
  });

  return {
    announce,
    onNotice: (handler) => noticeHandlers.push(handler),
    onMissed: (handler) => missedHandlers.push(handler),
    connected: () => connected,
    async watch(trackingId, handler) {
      const channel = orderChannel(trackingId);
      // Our own messages (memory), or checked as server messages by the Redis bus before delivery; decoded
      // only if the view cache keeps the order.
      const onMessage: BusHandler = (payload) =>
        handler(() => {
          try {
            return JSON.parse(payload) as ServerMessage;
          } catch {
            return undefined;
          }
        });
      await bus.subscribe(channel, onMessage);
      return () => void bus.unsubscribe(channel, onMessage).catch(onError);
    },
  };
}
