import type { Audience } from '../charter';

/** An address with everything that finds the door. */
const FULL_ADDRESS = ['streetAddress', 'postalCode', 'city', 'country_code', 'lat', 'lng'];
/** An address a household member may see: the town. */
const TOWN = ['city', 'country_code'];

const under = (prefix: string, keys: readonly string[]) => keys.map((key) => `${prefix}.${key}`);

/** What every view of the order's progress shows, whoever reads it. */
const PROGRESS = [
  'statusCode',
  'promisedTime',
  'timeDiff',
  'deliveryWindow.start',
  'deliveryWindow.end',
  ...under('driverLocation', ['lat', 'lng', 'heading', 'at']),
  'stopsBefore',
  ...under('deliveryRequirements', ['idCheck', 'signature', 'deliveryInPerson']),
  'atTheDoor',
  'hasConfirmedPreferences',
  'serviceType',
  ...under('account', ['name', 'logo', 'isTech', 'alwaysDeliverOutside', 'hasCustomTrackingTheme']),
  'account.trackingTheme.*',
  'account.liveMapMaxStopsBefore',
  'events[].statusCode',
  'events[].at',
  'deliveryDate',
  'timeZone',
  ...under('etaHistory[]', ['at', 'arrivalAt', 'cause', 'stopsBefore']),
  ...under('etaWindow', ['from', 'to', 'coverage']),
  ...under('etaRecord', ['kept', 'deliveries', 'days']),
  'shared',
];

/**
 * Every key path each audience's projection may hold (key-paths.ts reads them): a leaf listed alone may only be
 * null, empty or a plain value. The conformance suite checks each projection against its list.
 */
export const ALLOW_LISTS: Record<Audience, readonly string[]> = {
  owner: [
    'trackingId',
    ...PROGRESS,
    'events[].imageUrls[]',
    ...under('deliveryAddress', FULL_ADDRESS),
    ...under('pickupAddress', FULL_ADDRESS),
    ...under('deliveryPreferences', ['deliveryPreference', 'deliverInPerson', 'instructions']),
    ...under('feedback', ['rating', 'comment', 'at']),
    'availableDeliveryDates[]',
    ...under('doorstep', ['photoUrl', 'lat', 'lng']),
    ...under('deliveryProof', ['at', 'imageUrls[]', 'location.lat', 'location.lng', 'metresFromPin']),
    ...under('deliveryProof.trail[]', ['lat', 'lng', 'at']),
    ...under('dispute', ['reason', 'message', 'openedAt']),
    ...under('dispute.resolution', ['outcome', 'message', 'at']),
  ],
  // The share id, the town, and the progress; photos, preferences, feedback and the door stay empty.
  share: [
    'trackingId',
    ...PROGRESS,
    'events[].imageUrls',
    ...under('deliveryAddress', TOWN),
    ...under('pickupAddress', TOWN),
    'deliveryPreferences',
    'feedback',
    'availableDeliveryDates',
    'doorstep',
    'deliveryProof',
    'dispute',
  ],
  calendar: [
    'viewId',
    'merchant',
    'countryCode',
    'timeZone',
    ...under('entry', ['statusCode', 'state', 'allDay', 'start', 'end', 'day']),
  ],
  webhook: [
    'type',
    'timestamp',
    'data.trackingId',
    'data.externalId',
    ...under('data.deliveryPreferences', ['deliveryPreference', 'deliverInPerson', 'instructions']),
    'data.atTheDoor',
    'data.deliveryDate',
    ...under('data.doorstep', ['photoUrl', 'lat', 'lng']),
    'data.rating',
    'data.comment',
    'data.anonymisedAt',
  ],
  anonymised: [
    'trackingId',
    'statusCode',
    'serviceType',
    'deliveryAddress.country_code',
    'events[].statusCode',
    'events[].at',
    'anonymisedAt',
  ],
};
