import {
  canChooseAnotherDay,
  isFinalStatus,
  isSafeLogoUrl,
  statusGroup,
  statusOutcome,
  stepFacts,
  type FactOrder,
  type Order,
  type StepFact,
  type StepState,
} from '@tracking/core';

/**
 * What a recipient can do at a step (the spec's step action): choose another day after a failed attempt where
 * days are offered, look at the proof-of-delivery photo.
 */
export type StepAction = 'chooseAnotherDay' | 'viewPhoto';

/** One row of the delivery timeline. */
export interface TimelineStep {
  key: string;
  statusCode: number;
  /** When it happened; null for a step still ahead. */
  at: string | null;
  state: StepState;
  /** The status the order is in now (its text is the page's headline). */
  current: boolean;
  /** Proof-of-delivery photos that are safe to show (https or same-origin). */
  imageUrls: string[];
  /** What the step lists under its title: window, place, who received it, the day chosen. */
  facts: StepFact[];
  action: StepAction | null;
}

type TimelineFacts = Pick<Order, 'events' | 'serviceType' | 'availableDeliveryDates'> & FactOrder;

// The milestones still ahead after each group, the last one drawn dashed as the expected end.
const DELIVERY_AHEAD: Partial<Record<string, readonly number[]>> = {
  received: [30, 80, 90],
  inTransit: [80, 90],
  outForDelivery: [90],
};
const PICKUP_AHEAD: Partial<Record<number, readonly number[]>> = { 120: [135, 140], 135: [140] };

/** The state a reached status is drawn in: problems stay visible, the current step is active. */
function reachedState(statusCode: number, isCurrent: boolean): StepState {
  const outcome = statusOutcome(statusCode);
  if (outcome === 'recoverable') return 'warning';
  if (outcome === 'failed') return 'error';
  return isCurrent && !isFinalStatus(statusCode) ? 'active' : 'done';
}

function stepsAhead(order: TimelineFacts): readonly number[] {
  if (isFinalStatus(order.statusCode)) return [];
  const group = statusGroup(order.statusCode);
  if (group === 'pickup') return PICKUP_AHEAD[order.statusCode] ?? [];
  if (order.serviceType === 'pickup') return [];
  return (group && DELIVERY_AHEAD[group]) || [];
}

/**
 * The timeline of an order: every status it reached, oldest first (the current status added when no event
 * carries it yet), then the milestones still ahead.
 */
export function timelineSteps(order: TimelineFacts): TimelineStep[] {
  const events = [...order.events].sort((a, b) => a.at.localeCompare(b.at));
  const reached = events.map((event) => ({
    statusCode: event.statusCode,
    at: event.at as string | null,
    imageUrls: event.imageUrls,
  }));
  if (reached.at(-1)?.statusCode !== order.statusCode) {
    reached.push({ statusCode: order.statusCode, at: null, imageUrls: [] });
  }
  const past = reached.map((step, index): TimelineStep => {
    const current = index === reached.length - 1;
    const imageUrls = step.imageUrls.filter(isSafeLogoUrl);
    return {
      key: `reached-${index}`,
      statusCode: step.statusCode,
      at: step.at,
      state: reachedState(step.statusCode, current),
      current,
      imageUrls,
      facts: stepFacts({ statusCode: step.statusCode, current, ahead: false }, order),
      action: reachedAction(step.statusCode, current, imageUrls, order),
    };
  });
  const ahead = stepsAhead(order);
  const future = ahead.map((statusCode, index): TimelineStep => ({
    key: `ahead-${statusCode}`,
    statusCode,
    at: null,
    state: index === ahead.length - 1 ? 'dashed' : 'default',
    current: false,
    imageUrls: [],
    facts: stepFacts({ statusCode, current: false, ahead: true }, order),
    action: null,
  }));
  return [...past, ...future];
}

/** Only the current failed attempt can be moved to another day; an earlier one was already followed up. */
function reachedAction(
  statusCode: number,
  current: boolean,
  imageUrls: readonly string[],
  order: TimelineFacts,
): StepAction | null {
  if (current && statusCode === order.statusCode && canChooseAnotherDay(order)) return 'chooseAnotherDay';
  return imageUrls.length > 0 ? 'viewPhoto' : null;
}

/** Steps shown while the timeline is collapsed: the latest reached steps and everything ahead. */
export const COLLAPSED_REACHED_STEPS = 3;

/** The steps to show, and how many older ones are folded away. */
export function visibleSteps(steps: readonly TimelineStep[], expanded: boolean) {
  const reachedCount = steps.filter((step) => step.state !== 'default' && step.state !== 'dashed').length;
  const hidden = expanded ? 0 : Math.max(0, reachedCount - COLLAPSED_REACHED_STEPS);
  return { steps: steps.slice(hidden), hidden };
}
