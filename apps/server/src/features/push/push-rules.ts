import { canChooseAnotherDay, FAILED_ATTEMPT_STATUS, STATUS_GROUPS } from '@tracking/core';

/** Why a message is pushed: the label of tracking_push_sent_total and the key of its text. */
export type PushReason =
  'out_for_delivery' | 'stops_away' | 'next_stop' | 'eta_shift' | 'window' | 'delivered' | 'failed_attempt';

/** What the rules read of an order. */
export interface PushFacts {
  statusCode: number;
  /** The driver's stops before this one, while live. */
  stopsBefore: number | null;
  /** The current estimate (ISO), while known. */
  eta: string | null;
  window: { start: string; end: string } | null;
  /** Days the provider offers after a failed attempt (a failed attempt is pushed only when there are some). */
  availableDeliveryDates: readonly string[];
}

/** What was last pushed about the order to a subscription. */
export interface Pushed {
  /** Milestones already pushed (each goes once). */
  reasons: readonly PushReason[];
  /** The estimate the last message carried. */
  eta: string | null;
  window: { start: string; end: string } | null;
}

export interface PushSettings {
  /** PUSH_STOPS_AWAY */
  stopsAway: number;
  /** PUSH_ETA_SHIFT_MIN */
  etaShiftMinutes: number;
}

const MINUTE_MS = 60_000;
const isOut = (code: number) => (STATUS_GROUPS.outForDelivery as readonly number[]).includes(code);
const isDelivered = (code: number) => (STATUS_GROUPS.delivered as readonly number[]).includes(code);

/** True when `next` is a window where there was none, or lies inside `before` and is shorter. */
export function windowNarrowed(before: Pushed['window'], next: PushFacts['window']): boolean {
  if (!next) return false;
  if (!before) return true;
  const span = (window: { start: string; end: string }) => Date.parse(window.end) - Date.parse(window.start);
  return next.start >= before.start && next.end <= before.end && span(next) < span(before);
}

/** What is worth a push now, given what was pushed before; undefined when nothing is. One reason at a time. */
export function pushReason(facts: PushFacts, pushed: Pushed, settings: PushSettings): PushReason | undefined {
  const fresh = (reason: PushReason) => (pushed.reasons.includes(reason) ? undefined : reason);
  if (isDelivered(facts.statusCode)) return fresh('delivered');
  if (facts.statusCode === FAILED_ATTEMPT_STATUS)
    return canChooseAnotherDay(facts) ? fresh('failed_attempt') : undefined;
  if (!isOut(facts.statusCode)) return windowNarrowed(pushed.window, facts.window) ? 'window' : undefined;
  const milestone =
    fresh('out_for_delivery') ??
    (facts.stopsBefore !== null && facts.stopsBefore <= 1 ? fresh('next_stop') : undefined) ??
    (facts.stopsBefore !== null && facts.stopsBefore <= settings.stopsAway && facts.stopsBefore > 1
      ? fresh('stops_away')
      : undefined);
  if (milestone) return milestone;
  if (windowNarrowed(pushed.window, facts.window)) return 'window';
  if (facts.eta && pushed.eta) {
    const moved = Math.abs(Date.parse(facts.eta) - Date.parse(pushed.eta));
    if (moved > settings.etaShiftMinutes * MINUTE_MS) return 'eta_shift';
  }
  return undefined;
}

/** True while the driver is close: the message is then sent with Urgency high. */
export const isUrgent = (reason: PushReason) => reason === 'next_stop' || reason === 'stops_away';
