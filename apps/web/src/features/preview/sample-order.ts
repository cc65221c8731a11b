import {
  timeZoneOfAddress,
  STATUS_GROUPS,
  FAILED_ATTEMPT_STATUS,
  canChangePreferences,
  isFinalStatus,
  isLiveStatus,
  type DeliveryAddress,
  type EtaPoint,
  type Locale,
  type Order,
  type OrderEvent,
  type TrackingTheme,
} from '@tracking/core';

const MINUTE = 60_000;

/** A believable address in each locale's country, with coordinates for the map. */
export const SAMPLE_ADDRESSES: Record<Locale, DeliveryAddress> = {
  en_GB: {
    streetAddress: '14 Camden High Street',
    postalCode: 'NW1 0JH',
    city: 'London',
    country_code: 'GB',
    lat: 51.5362,
    lng: -0.1406,
  },
  da_DK: {
    streetAddress: 'Nørrebrogade 12',
    postalCode: '2200',
    city: 'København N',
    country_code: 'DK',
    lat: 55.6916,
    lng: 12.5537,
  },
  fi_FI: {
    streetAddress: 'Mannerheimintie 14',
    postalCode: '00100',
    city: 'Helsinki',
    country_code: 'FI',
    lat: 60.1699,
    lng: 24.9384,
  },
  no_NO: {
    streetAddress: 'Thorvald Meyers gate 40',
    postalCode: '0555',
    city: 'Oslo',
    country_code: 'NO',
    lat: 59.9226,
    lng: 10.7587,
  },
  sv_SE: {
    streetAddress: 'Götgatan 24',
    postalCode: '118 46',
    city: 'Stockholm',
    country_code: 'SE',
    lat: 59.3157,
    lng: 18.0731,
  },
  is_IS: {
    streetAddress: 'Laugavegur 26',
    postalCode: '101',
    city: 'Reykjavík',
    country_code: 'IS',
    lat: 64.1455,
    lng: -21.9285,
  },
  lv_LV: {
    streetAddress: 'Brīvības iela 62',
    postalCode: 'LV-1011',
    city: 'Rīga',
    country_code: 'LV',
    lat: 56.9571,
    lng: 24.1217,
  },
  es_ES: {
    streetAddress: 'Calle de Fuencarral 45',
    postalCode: '28004',
    city: 'Madrid',
    country_code: 'ES',
    lat: 40.4246,
    lng: -3.7016,
  },
  et_EE: {
    streetAddress: 'Telliskivi 60a',
    postalCode: '10412',
    city: 'Tallinn',
    country_code: 'EE',
    lat: 59.4399,
    lng: 24.7296,
  },
};

/** Tracking number the samples show: plainly not a real link. */
export const SAMPLE_TRACKING_ID = 'PREVIEW-7Q2M9X';

/** The steps a delivery goes through before the driver reaches the door. */
const DELIVERY_JOURNEY = [0, 10, 20, 30, 40, 80, 81, 82];
const PICKUP_JOURNEY = [120, 135];

/** The statuses the order passed through to reach `statusCode`, oldest first. */
export function sampleJourney(statusCode: number): number[] {
  const upTo = (journey: number[], code: number) => journey.slice(0, journey.indexOf(code) + 1);
  if (DELIVERY_JOURNEY.includes(statusCode)) return upTo(DELIVERY_JOURNEY, statusCode);
  if (PICKUP_JOURNEY.includes(statusCode)) return upTo(PICKUP_JOURNEY, statusCode);
  if ((STATUS_GROUPS.pickup as readonly number[]).includes(statusCode))
    return [...PICKUP_JOURNEY, statusCode];
  if (statusCode === 5) return [0, 5];
  return [...upTo(DELIVERY_JOURNEY, 81), statusCode];
}

/** Events spaced back from a few minutes ago: the last one is the current status. */
function sampleEvents(journey: number[], now: number): OrderEvent[] {
  const minutesAgo = [2880, 1500, 1260, 720, 420, 180, 40, 12, 5];
  return journey.map((statusCode, index) => ({
    statusCode,
    at: new Date(now - (minutesAgo[minutesAgo.length - journey.length + index] ?? 5) * MINUTE).toISOString(),
    imageUrls: [],
  }));
}

/** How the estimate moved over the day: planned, a little ahead, 10 minutes later when a stop was added, then steady. */
function sampleEtaHistory(arrival: number, now: number, stopsNow: number): EtaPoint[] {
  const steps: [number, number, EtaPoint['cause'], number][] = [
    [-150, -8, 'route', stopsNow + 5],
    [-120, -8, 'position', stopsNow + 4],
    [-95, -10, 'position', stopsNow + 3],
    [-70, 0, 'route', stopsNow + 4],
    [-45, 0, 'position', stopsNow + 2],
    [-20, 0, 'position', stopsNow + 1],
    [-6, 0, 'position', stopsNow],
  ];
  return steps.map(([at, shift, cause, stopsBefore]) => ({
    at: new Date(now + at * MINUTE).toISOString(),
    arrivalAt: new Date(arrival + shift * MINUTE).toISOString(),
    cause,
    stopsBefore,
  }));
}

/** The next `count` weekdays after `now`, as YYYY-MM-DD in the viewer's time zone. */
export function nextWeekdays(now: Date, count: number): string[] {
  const days: string[] = [];
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  while (days.length < count) {
    day.setDate(day.getDate() + 1);
    if (day.getDay() === 0 || day.getDay() === 6) continue;
    const pad = (value: number) => String(value).padStart(2, '0');
    days.push(`${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`);
  }
  return days;
}

export interface SampleOrderInput {
  statusCode: number;
  locale: Locale;
  merchantName: string;
  theme: TrackingTheme | null;
  logo: string | null;
  /** The recipient's sample instructions to the driver, in the preview's language. */
  instructions: string;
  now: Date;
}

/**
 * An order as the service would send it at a status, for the merchant preview: an address in the locale's
 * country, the journey so far, a driver nearby while live, offered delivery days while the day can change, an
 * estimate history once the driver is on the way, and the merchant's theme and logo.
 */
export function sampleOrder(input: SampleOrderInput): Order {
  const { statusCode, now } = input;
  const nowMs = now.getTime();
  const address = SAMPLE_ADDRESSES[input.locale];
  const live = isLiveStatus(statusCode);
  const dispatched = live || isFinalStatus(statusCode);
  const pickup = (STATUS_GROUPS.pickup as readonly number[]).includes(statusCode);
  const stopsBefore = { 80: 4, 81: 2, 82: 0, 135: 1 }[statusCode] ?? 0;
  const promised = dispatched ? nowMs + 35 * MINUTE : nowMs + 24 * 60 * MINUTE;
  const timeDiff = dispatched ? 6 * MINUTE : 0;
  return {
    trackingId: SAMPLE_TRACKING_ID,
    statusCode,
    promisedTime: new Date(promised).toISOString(),
    timeDiff,
    deliveryWindow: {
      start: new Date(promised - 30 * MINUTE).toISOString(),
      end: new Date(promised + 90 * MINUTE).toISOString(),
    },
    driverLocation: live
      ? {
          lat: (address.lat ?? 0) - 0.012,
          lng: (address.lng ?? 0) + 0.018,
          heading: 315,
          at: now.toISOString(),
        }
      : null,
    stopsBefore: live ? stopsBefore : null,
    deliveryAddress: address,
    // The service's rule: the merchant previews times as its recipients in that country read them.
    timeZone: timeZoneOfAddress(address),
    pickupAddress: pickup ? address : null,
    deliveryPreferences: { deliveryPreference: 30, deliverInPerson: false, instructions: input.instructions },
    deliveryRequirements: { idCheck: false, signature: false, deliveryInPerson: false },
    atTheDoor: 'outsideDoor',
    hasConfirmedPreferences: true,
    serviceType: pickup ? 'pickup' : 'delivery',
    account: {
      name: input.merchantName,
      logo: input.logo,
      isTech: false,
      alwaysDeliverOutside: false,
      hasCustomTrackingTheme: input.theme !== null,
      trackingTheme: input.theme,
      liveMapMaxStopsBefore: null,
    },
    events: sampleEvents(sampleJourney(statusCode), nowMs),
    feedback: null,
    // Days are offered while preferences are open, and after a failed attempt (its step offers another day).
    availableDeliveryDates:
      canChangePreferences(statusCode) || statusCode === FAILED_ATTEMPT_STATUS ? nextWeekdays(now, 6) : [],
    deliveryDate: null,
    etaHistory: dispatched ? sampleEtaHistory(promised + timeDiff, nowMs, stopsBefore) : [],
    // The preview shows no calibrated window: it would be drawn from deliveries the sample has none of.
    etaWindow: null,
    etaRecord: null,
    shared: false,
    doorstep: null,
    deliveryProof: null,
    dispute: null,
  };
}
