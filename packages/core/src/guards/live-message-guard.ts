import type { Doorstep, DriverLocation } from '../order/order-schema';
import type { LocationUpdateMessage, RouteUpdateMessage } from '../live/live-messages';
import { isRecord } from './is-record';

/** An update the page merges into the order. */
export type LiveUpdate = LocationUpdateMessage | RouteUpdateMessage;

/** What the page acts on: a ping to answer, the end of access, or an update to merge. */
export type LiveInput = { type: 'ping' } | { type: 'unauthorized' } | LiveUpdate;

type Check = (value: unknown) => boolean;

const isNumberIn = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isFiniteNumber = isNumberIn(-Infinity, Infinity);
const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const orNull = (check: Check) => (value: unknown) => value === null || check(value);

function isDriverLocation(value: unknown): value is DriverLocation {
  return (
    isRecord(value) &&
    isNumberIn(-90, 90)(value.lat) &&
    isNumberIn(-180, 180)(value.lng) &&
    (value.heading === undefined || isNumberIn(0, 360)(value.heading)) &&
    (value.at === undefined || isTime(value.at))
  );
}

/** A driver location with only its own fields, so nothing else rides into the order. */
function cleanLocation(location: DriverLocation): DriverLocation {
  const { lat, lng, heading, at } = location;
  return { lat, lng, ...(heading === undefined ? {} : { heading }), ...(at === undefined ? {} : { at }) };
}

const isWindow = (value: unknown) => isRecord(value) && isTime(value.start) && isTime(value.end);

/** The doorstep card: where its photo is (the service's own path) and its pin. */
const isDoorstep = (value: unknown) =>
  isRecord(value) &&
  typeof value.photoUrl === 'string' &&
  value.photoUrl.startsWith('/') &&
  isNumberIn(-90, 90)(value.lat) &&
  isNumberIn(-180, 180)(value.lng);

/** A doorstep card with only its own fields. */
function cleanDoorstep(card: Doorstep): Doorstep {
  const { photoUrl, lat, lng } = card;
  return { photoUrl, lat, lng };
}

/** The fields each update may carry, with their checks (the wire schemas in core, without shipping zod). */
const UPDATE_FIELDS: Record<LiveUpdate['type'], Record<string, Check>> = {
  locationUpdate: { driverLocation: isDriverLocation, timeDiff: isFiniteNumber },
  routeUpdate: {
    statusCode: Number.isInteger,
    promisedTime: orNull(isTime),
    timeDiff: isFiniteNumber,
    stopsBefore: orNull(isCount),
    deliveryWindow: orNull(isWindow),
    driverLocation: orNull(isDriverLocation),
    doorstep: orNull(isDoorstep),
  },
};

const CLEAN: Record<string, (value: never) => unknown> = {
  driverLocation: cleanLocation,
  doorstep: cleanDoorstep,
};

function parseUpdate(type: LiveUpdate['type'], message: Record<string, unknown>): LiveUpdate | null {
  const update: Record<string, unknown> = { type };
  for (const [field, check] of Object.entries(UPDATE_FIELDS[type])) {
    const value = message[field];
    if (value === undefined) continue;
    if (!check(value)) return null;
    const clean = CLEAN[field];
    update[field] = clean && value !== null ? clean(value as never) : value;
  }
  return update as LiveUpdate;
}

/**
 * A parsed server message as the page acts on it, or null to ignore it: an unknown type (pong included), or an
 * update with a field of the wrong shape. Unknown fields are dropped, so an update can only touch what it may.
 * The same test as serverMessageSchema for the types the page acts on, without zod (a test keeps them equal).
 */
export function readLiveMessage(message: unknown): LiveInput | null {
  if (!isRecord(message)) return null;
  switch (message.type) {
    case 'ping':
    case 'unauthorized':
      return { type: message.type };
    case 'locationUpdate':
    case 'routeUpdate':
      return parseUpdate(message.type, message);
    default:
      return null;
  }
}
