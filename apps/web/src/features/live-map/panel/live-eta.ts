import { estimatedArrival, etaParts, type EtaParts, type Order } from '@tracking/core';

/** What the map's panel says about the arrival: how long (spec format), around when, and stops before yours. */
export interface LiveEta {
  parts: EtaParts | null;
  arrival: Date | null;
  stopsBefore: number | null;
}

/** The live estimate at `now`: the promised time moved by the live timeDiff; nothing without a promised time. */
export function liveEta(order: Pick<Order, 'promisedTime' | 'timeDiff' | 'stopsBefore'>, now: Date): LiveEta {
  const { promisedTime, timeDiff, stopsBefore } = order;
  if (!promisedTime) return { parts: null, arrival: null, stopsBefore };
  return {
    parts: etaParts(promisedTime, timeDiff, now),
    arrival: estimatedArrival(promisedTime, timeDiff),
    stopsBefore,
  };
}
