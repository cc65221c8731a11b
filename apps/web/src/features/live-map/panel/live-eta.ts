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

const MINUTE_MS = 60_000;
const partsText = (parts: EtaParts | null) => (parts ? Object.values(parts).join(' ') : '');
const arrivalMinute = (arrival: Date | null) => (arrival ? Math.floor(arrival.getTime() / MINUTE_MS) : null);

/** True when two estimates read the same on screen, so the panel (and a screen reader) need not hear again. */
export function sameReading(a: LiveEta, b: LiveEta): boolean {
  return (
    a.stopsBefore === b.stopsBefore &&
    partsText(a.parts) === partsText(b.parts) &&
    arrivalMinute(a.arrival) === arrivalMinute(b.arrival)
  );
}
