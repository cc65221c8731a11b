import {
  estimatedArrival,
  etaParts,
  isFinalStatus,
  isLiveStatus,
  statusOutcome,
  type EtaParts,
  type Order,
} from '@tracking/core';

/** What the estimate card shows for an order at a moment. */
export type EtaView =
  | { kind: 'final'; delivered: boolean; at: string | null }
  | { kind: 'countdown'; parts: EtaParts; arrival: Date }
  | { kind: 'day'; arrival: Date }
  | { kind: 'window'; start: string }
  | { kind: 'unknown' };

type EtaFacts = Pick<Order, 'statusCode' | 'promisedTime' | 'timeDiff' | 'deliveryWindow' | 'events'>;

/** When the journey ended: the latest event. */
function lastEventTime(events: EtaFacts['events']): string | null {
  return events.reduce<string | null>(
    (latest, event) => (!latest || event.at > latest ? event.at : latest),
    null,
  );
}

/**
 * The estimate as the page shows it: a countdown while the driver is on the way (also when late: "< 5 min", and
 * past midnight: the live map says the same), the day otherwise ("Today", "Tomorrow", a weekday, a date), the
 * window alone when there is no estimate, and the end time once the order is final.
 */
export function etaView(order: EtaFacts, now: Date): EtaView {
  if (isFinalStatus(order.statusCode)) {
    return {
      kind: 'final',
      delivered: statusOutcome(order.statusCode) === 'success',
      at: lastEventTime(order.events),
    };
  }
  if (order.promisedTime) {
    const arrival = estimatedArrival(order.promisedTime, order.timeDiff);
    if (!isLiveStatus(order.statusCode)) return { kind: 'day', arrival };
    return { kind: 'countdown', parts: etaParts(order.promisedTime, order.timeDiff, now), arrival };
  }
  if (order.deliveryWindow) return { kind: 'window', start: order.deliveryWindow.start };
  return { kind: 'unknown' };
}
