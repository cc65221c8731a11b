import { estimatedArrival, isFinalStatus, isLiveStatus, statusOutcome, type Order } from '@tracking/core';

const MINUTE_MS = 60_000;
/** Times are rounded to this, so a calendar does not see the entry move with every small change of estimate. */
const ROUND_MS = 5 * MINUTE_MS;
/** How long a delivered or cancelled entry lasts in the calendar. */
const FINAL_ENTRY_MS = 15 * MINUTE_MS;

/** What the entry says happened: planned (the estimate moves), delivered, or cancelled (it will not come). */
export type CalendarEntryState = 'planned' | 'delivered' | 'cancelled';

/** The event of an order's calendar entry, in UTC; an all-day entry names its day (YYYY-MM-DD). */
export type CalendarEntry = { statusCode: number; state: CalendarEntryState } & (
  { allDay: false; start: string; end: string } | { allDay: true; day: string }
);

/**
 * Minutes either side of the estimate: wide while the driver's place is unknown, narrowing by 5 minutes a stop
 * as the driver comes closer, down to 10 when the recipient is next.
 */
export function estimateMarginMinutes(stopsBefore: number | null): number {
  if (stopsBefore === null) return 60;
  return Math.min(60, 10 + 5 * stopsBefore);
}

const rounded = (ms: number) => new Date(Math.round(ms / ROUND_MS) * ROUND_MS).toISOString();

/** The calibrated window widened outward to the rounding, so the entry holds all of it. */
function spanning(statusCode: number, window: { from: string; to: string }): CalendarEntry {
  const start = Math.floor(Date.parse(window.from) / ROUND_MS) * ROUND_MS;
  const end = Math.ceil(Date.parse(window.to) / ROUND_MS) * ROUND_MS;
  return {
    statusCode,
    state: 'planned',
    allDay: false,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
  };
}

function timed(statusCode: number, state: CalendarEntryState, startMs: number, endMs: number): CalendarEntry {
  return { statusCode, state, allDay: false, start: rounded(startMs), end: rounded(endMs) };
}

/** When the order reached its status: the newest event of that status, else its newest event. */
function reachedAtMs(order: Order): number | undefined {
  const events = [...order.events].reverse();
  const event = events.find((candidate) => candidate.statusCode === order.statusCode) ?? events[0];
  return event && Date.parse(event.at);
}

/**
 * The calendar entry of an order: after a final status, when it ended (delivered, or cancelled); a day the
 * recipient chose, all day until the driver is on the way; while live, the calibrated window (`etaWindow`), else
 * the estimate with a margin that narrows as the driver comes closer; else the delivery window, the calibrated
 * window, or the estimate with a wide margin. Null when the order has no time or day to put in a calendar yet.
 */
export function calendarEntry(order: Order): CalendarEntry | null {
  const { statusCode } = order;
  if (isFinalStatus(statusCode)) {
    const atMs = reachedAtMs(order);
    if (atMs === undefined) return null;
    const state = statusOutcome(statusCode) === 'success' ? 'delivered' : 'cancelled';
    return timed(statusCode, state, atMs, atMs + FINAL_ENTRY_MS);
  }
  const live = isLiveStatus(statusCode);
  if (order.deliveryDate !== null && !live)
    return { statusCode, state: 'planned', allDay: true, day: order.deliveryDate };
  const estimateMs = order.promisedTime && estimatedArrival(order.promisedTime, order.timeDiff).getTime();
  if (live && order.etaWindow) return spanning(statusCode, order.etaWindow);
  if (live && estimateMs) {
    const marginMs = estimateMarginMinutes(order.stopsBefore) * MINUTE_MS;
    return timed(statusCode, 'planned', estimateMs - marginMs, estimateMs + marginMs);
  }
  if (order.deliveryWindow) {
    const { start, end } = order.deliveryWindow;
    return timed(statusCode, 'planned', Date.parse(start), Date.parse(end));
  }
  if (order.etaWindow) return spanning(statusCode, order.etaWindow);
  if (estimateMs) {
    const marginMs = estimateMarginMinutes(null) * MINUTE_MS;
    return timed(statusCode, 'planned', estimateMs - marginMs, estimateMs + marginMs);
  }
  return null;
}

/**
 * What a calendar client can see change in the entry, in any language: its SEQUENCE grows whenever this does.
 * No entry at all is a state of its own.
 */
export function calendarFingerprint(entry: CalendarEntry | null): string {
  return JSON.stringify(entry);
}
