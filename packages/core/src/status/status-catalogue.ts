/** Status groups of spec section 4, with the meanings we chose (docs/status-codes.md). */
export const STATUS_GROUPS = {
  received: [0, 5, 10],
  inTransit: [20, 30, 40],
  outForDelivery: [80, 81, 82],
  delivered: [90, 91, 93, 94],
  notDelivered: [92, 100, 101, 102, 109, 110, 130, 147],
  pickup: [120, 135, 140, 145],
} as const;

export type StatusGroup = keyof typeof STATUS_GROUPS;

/** Delivered and not delivered together: the parcel's journey is over (spec "the last two groups together"). */
export const FINAL_DELIVERY_STATUSES: readonly number[] = [
  ...STATUS_GROUPS.delivered,
  ...STATUS_GROUPS.notDelivered,
];

/** Out for delivery, delivered and not delivered: the driver has the parcel or had it ("all three"). */
export const DISPATCHED_STATUSES: readonly number[] = [
  ...STATUS_GROUPS.outForDelivery,
  ...FINAL_DELIVERY_STATUSES,
];

const FINAL_PICKUP_STATUSES = [140, 145];
const LIVE_STATUSES = [...STATUS_GROUPS.outForDelivery, 135];

/** Every known status code, in catalogue order. */
export const STATUS_CODES: readonly number[] = Object.values(STATUS_GROUPS).flat();

/** True when the code is in the catalogue. */
export function isKnownStatus(code: number): boolean {
  return STATUS_CODES.includes(code);
}

/** The group a code belongs to, or undefined for an unknown code. */
export function statusGroup(code: number): StatusGroup | undefined {
  const entry = Object.entries(STATUS_GROUPS).find(([, codes]) =>
    (codes as readonly number[]).includes(code),
  );
  return entry?.[0] as StatusGroup | undefined;
}

/** Final: nothing more will happen to the parcel (delivered, not delivered, picked up, pickup failed). */
export function isFinalStatus(code: number): boolean {
  return FINAL_DELIVERY_STATUSES.includes(code) || FINAL_PICKUP_STATUSES.includes(code);
}

/** Live: a driver is on the way, so the map and live updates are open. */
export function isLiveStatus(code: number): boolean {
  return LIVE_STATUSES.includes(code);
}

/** Preferences can change until the driver is on the way or the order is final. */
export function canChangePreferences(code: number): boolean {
  return !isLiveStatus(code) && !isFinalStatus(code);
}

/** The driver tried and could not deliver; the provider may try again on another day. */
export const FAILED_ATTEMPT_STATUS = 92;

/** What the preferences rules read of an order. */
export interface PreferencesFacts {
  statusCode: number;
  availableDeliveryDates: readonly string[];
}

/**
 * After a failed attempt the recipient may choose another day, when the provider offers days for the order
 * (it can still take a new day); with none offered there is nothing to choose.
 */
export function canChooseAnotherDay(order: PreferencesFacts): boolean {
  return order.statusCode === FAILED_ATTEMPT_STATUS && order.availableDeliveryDates.length > 0;
}

/**
 * Whether the recipient may save preferences now: until the driver is on the way or the order is final, and
 * again after a failed attempt where days are offered, for the next attempt (the day, and how the driver
 * arrives then). The service answers 409 otherwise; the page shows them read-only.
 */
export function canSavePreferences(order: PreferencesFacts): boolean {
  return canChangePreferences(order.statusCode) || canChooseAnotherDay(order);
}

/**
 * How a status ends the journey, as the timeline, the journey bar and the estimate card draw it: the parcel
 * reached its recipient (delivered, picked up); it did not yet but still can (a failed attempt, a parcel held at
 * the terminal: 'recoverable'); it will not ('failed': returned, refused, lost, damaged, pickup failed); or the
 * journey goes on ('open').
 */
export type StatusOutcome = 'success' | 'recoverable' | 'failed' | 'open';

const SUCCESSFUL_END_STATUSES: readonly number[] = [...STATUS_GROUPS.delivered, 140];
const RECOVERABLE_STATUSES: readonly number[] = [92, 147];
const FAILED_END_STATUSES: readonly number[] = [
  ...STATUS_GROUPS.notDelivered.filter((code) => !RECOVERABLE_STATUSES.includes(code)),
  145,
];

/** The outcome a status code stands for. */
export function statusOutcome(code: number): StatusOutcome {
  if (SUCCESSFUL_END_STATUSES.includes(code)) return 'success';
  if (RECOVERABLE_STATUSES.includes(code)) return 'recoverable';
  if (FAILED_END_STATUSES.includes(code)) return 'failed';
  return 'open';
}

/** Translation keys for a status code's title and one-line description. */
export function statusTextKeys(code: number): { title: string; description: string } {
  return { title: `status.${code}.title`, description: `status.${code}.description` };
}
