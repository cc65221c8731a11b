import { z } from 'zod';
import { DISPUTE_MESSAGE_MAX_LENGTH, DISPUTE_OUTCOMES, DISPUTE_REASONS } from './dispute';
import { ERROR_CODES } from '../errors/error-codes';
import { ESTIMATE_CAUSES, ETA_HISTORY_LIMIT } from './order-constants';
import { logoUrlSchema, trackingThemeSchema } from '../theme/theme';
import { FEEDBACK_COMMENT_MAX_LENGTH, INSTRUCTIONS_MAX_LENGTH } from './text-limits';
import {
  PREFERENCE_CODE_VALUES,
  REQUIREMENT_LABELS,
  SERVICE_TYPES,
  type PreferenceCode,
} from '../labels/delivery-labels';

/** Times on the wire are ISO 8601 strings in UTC. */
export const isoTimeSchema = z.iso.datetime({ offset: true });

/** A calendar day on the wire: YYYY-MM-DD, a real date, no time or zone (a delivery day is a local day). */
export const isoDateSchema = z.iso.date();

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** A point on the map. */
export const locationSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });
export type Location = z.infer<typeof locationSchema>;

/** Where the driver is, relayed as ingested. */
export const driverLocationSchema = locationSchema.extend({
  heading: z.number().min(0).max(360).optional(),
  at: isoTimeSchema.optional(),
});
export type DriverLocation = z.infer<typeof driverLocationSchema>;

export const deliveryAddressSchema = z.object({
  streetAddress: z.string().min(1).max(200),
  postalCode: z.string().min(1).max(20),
  city: z.string().min(1).max(100),
  country_code: z.string().regex(/^[A-Za-z]{2}$/, 'Must be a two-letter country code'),
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * An address as the page receives it: a shared view (a household share link) leaves out the street, the postal
 * code and the door's coordinates, keeping the city and country.
 */
export const orderAddressSchema = deliveryAddressSchema.extend({
  streetAddress: deliveryAddressSchema.shape.streetAddress.optional(),
  postalCode: deliveryAddressSchema.shape.postalCode.optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const deliveryRequirementsSchema = z.object({
  idCheck: z.boolean(),
  signature: z.boolean(),
  deliveryInPerson: z.boolean(),
});
export type DeliveryRequirements = z.infer<typeof deliveryRequirementsSchema>;

export const preferenceCodeSchema = z
  .number()
  .refine((value): value is PreferenceCode => PREFERENCE_CODE_VALUES.includes(value as PreferenceCode), {
    message: 'Must be 10 (do nothing), 20 (knock) or 30 (doorbell)',
  }) as unknown as z.ZodType<PreferenceCode>;

/** Body of POST /tracking/preferences; the same field names come back under the order's deliveryPreferences. */
export const preferencesBodySchema = z.strictObject({
  deliveryPreference: preferenceCodeSchema,
  deliverInPerson: z.boolean().optional(),
  instructions: z.string().max(INSTRUCTIONS_MAX_LENGTH).optional(),
  /**
   * Another delivery day, one of the order's availableDeliveryDates (else 400 naming this field); null goes
   * back to the planned day; left out keeps the earlier choice.
   */
  deliveryDate: isoDateSchema.nullable().optional(),
});
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

export const deliveryPreferencesSchema = z.object({
  deliveryPreference: preferenceCodeSchema,
  deliverInPerson: z.boolean(),
  instructions: z.string(),
});
export type DeliveryPreferences = z.infer<typeof deliveryPreferencesSchema>;

/** Body of POST /tracking/feedback. */
export const feedbackBodySchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(FEEDBACK_COMMENT_MAX_LENGTH).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const serviceTypeSchema = z.enum(SERVICE_TYPES);

export const accountSchema = z.object({
  name: z.string().min(1).max(200),
  logo: logoUrlSchema.nullable(),
  isTech: z.boolean(),
  alwaysDeliverOutside: z.boolean(),
  hasCustomTrackingTheme: z.boolean(),
  trackingTheme: trackingThemeSchema.nullable(),
  /** The driver is shown only while at most this many stops come before the recipient's; null: always. */
  liveMapMaxStopsBefore: z.number().int().min(1).max(50).nullable().default(null),
});
export type Account = z.infer<typeof accountSchema>;

/** One step of the order's history: a status reached at a time, with optional proof-of-delivery photos. */
export const orderEventSchema = z.object({
  statusCode: z.number().int(),
  at: isoTimeSchema,
  imageUrls: z.array(z.string()),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One estimate the ETA engine made: when, the arrival it gave, why it was made, the stops before then. */
export const etaPointSchema = z.object({
  at: isoTimeSchema,
  arrivalAt: isoTimeSchema,
  cause: z.enum(ESTIMATE_CAUSES),
  stopsBefore: z.number().int().min(0).nullable(),
});
export type EtaPoint = z.infer<typeof etaPointSchema>;

/** The calibrated window around the estimate (issue 33): `coverage` of past deliveries arrived within such one. */
export const etaWindowSchema = z.object({
  from: isoTimeSchema,
  to: isoTimeSchema,
  /** The share (0..1) of deliveries a window of this width held over the last 30 days. */
  coverage: z.number().min(0).max(1),
});

/** How often the merchant's windows held the delivery: `kept` (0..1) of the windows shown over `deliveries`. */
export const etaRecordSchema = z.object({
  kept: z.number().min(0).max(1),
  deliveries: z.number().int().min(0),
  /** The period counted, in days back from the last recomputation. */
  days: z.number().int().min(1),
});
export type EtaRecord = z.infer<typeof etaRecordSchema>;

/**
 * The recipient's doorstep card: a photo of the entrance or the spot to leave the parcel, and a pin there.
 * photoUrl names the photo's version, so a replaced photo is a new address.
 */
export const doorstepSchema = z.object({ photoUrl: z.string(), lat: latitudeSchema, lng: longitudeSchema });
export type Doorstep = z.infer<typeof doorstepSchema>;

/** A decimal number as a form field sends it ('52.3702'), within `range`. */
const decimalField = (range: z.ZodNumber) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'Must be a decimal number')
    .transform(Number)
    .pipe(range);

/** The text fields of PUT /tracking/doorstep (multipart/form-data, beside the `photo` file). */
export const doorstepFieldsSchema = z.strictObject({
  lat: decimalField(latitudeSchema),
  lng: decimalField(longitudeSchema),
});

/** PUT /tracking/doorstep as the OpenAPI document shows it; the service reads the parts itself, as they stream. */
export const doorstepFormSchema = z
  .object({
    photo: z
      .string()
      .meta({
        format: 'binary',
        description:
          'JPEG, PNG, WebP or AVIF, at most 10 MB; left out, the photo there is kept (the pin moves)',
      })
      .optional(),
    lat: z.string().meta({ description: 'Latitude of the pin, -90..90' }),
    lng: z.string().meta({ description: 'Longitude of the pin, -180..180' }),
  })
  .optional();

/** What the recipient can check after delivery: when, the driver's photos, where, and how far from the pin. */
export const deliveryProofSchema = z.object({
  at: isoTimeSchema,
  imageUrls: z.array(z.string()),
  /** Where the driver said the parcel was left; null when the delivery event carried no location. */
  location: locationSchema.nullable(),
  /** Whole metres from the doorstep pin to that location; null without both. */
  metresFromPin: z.number().int().min(0).nullable(),
  /** The driver's last stretch to the delivery point (within 300 m of it), oldest first; empty when unknown. */
  trail: z.array(z.object({ lat: z.number(), lng: z.number(), at: isoTimeSchema })).default([]),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

export const disputeBodySchema = z.strictObject({
  reason: z.enum(DISPUTE_REASONS),
  message: z.string().max(DISPUTE_MESSAGE_MAX_LENGTH).optional(),
});
export type DisputeBody = z.infer<typeof disputeBodySchema>;

export const disputeResolutionBodySchema = z.strictObject({
  outcome: z.enum(DISPUTE_OUTCOMES),
  /** Shown to the recipient as written. */
  message: z.string().trim().min(1).max(1000),
});
export type DisputeResolutionBody = z.infer<typeof disputeResolutionBodySchema>;

/** The recipient's report of a problem with a delivered order, and the provider's answer once given. */
export const disputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS),
  message: z.string(),
  openedAt: isoTimeSchema,
  resolution: z
    .object({ outcome: z.enum(DISPUTE_OUTCOMES), message: z.string(), at: isoTimeSchema })
    .nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** The order as the page receives it in the tracking response payload. */
export const orderSchema = z.object({
  trackingId: z.string(),
  statusCode: z.number().int(),
  promisedTime: isoTimeSchema.nullable(),
  /** Milliseconds added to the promised time to get the current estimate. */
  timeDiff: z.number(),
  deliveryWindow: z.object({ start: isoTimeSchema, end: isoTimeSchema }).nullable(),
  /** Present only while the order is live. */
  driverLocation: driverLocationSchema.nullable(),
  /** How many stops the driver makes before this one, while live. */
  stopsBefore: z.number().int().min(0).nullable(),
  deliveryAddress: orderAddressSchema,
  /**
   * The delivery address's time zone (IANA, e.g. Europe/Helsinki), from its coordinates, else its country: every
   * time and day on the page is shown as the clock and calendar there, wherever the recipient's device is.
   */
  timeZone: z.string().min(1),
  /** Where the driver collects (pickup and return orders); a shared view keeps only its city and country. */
  pickupAddress: orderAddressSchema.nullable(),
  deliveryPreferences: deliveryPreferencesSchema.nullable(),
  deliveryRequirements: deliveryRequirementsSchema,
  /**
   * What happens at the door (core `atTheDoor`): a requirement's hand-over, in person by the recipient's choice,
   * or outside (always, when the account delivers outside, whatever was chosen before).
   */
  atTheDoor: z.enum(REQUIREMENT_LABELS).default('outsideDoor'),
  hasConfirmedPreferences: z.boolean(),
  serviceType: serviceTypeSchema,
  account: accountSchema,
  events: z.array(orderEventSchema),
  feedback: z.object({ rating: z.number().int(), comment: z.string(), at: isoTimeSchema }).nullable(),
  /** Days the provider can deliver on instead, oldest first; empty when the day cannot be changed. */
  availableDeliveryDates: z.array(isoDateSchema).default([]),
  /** The day the recipient chose from availableDeliveryDates; null keeps the planned day. */
  deliveryDate: isoDateSchema.nullable().default(null),
  /** How the estimated arrival moved: the newest estimates of the last day, oldest first, at most ETA_HISTORY_LIMIT. */
  etaHistory: z.array(etaPointSchema).max(ETA_HISTORY_LIMIT).default([]),
  /** The calibrated window around the estimate while the order is live or due within a day; null otherwise. */
  etaWindow: etaWindowSchema.nullable().default(null),
  /** The merchant's record of windows kept over the last 30 days; null below 50 deliveries. */
  etaRecord: etaRecordSchema.nullable().default(null),
  /**
   * True when the link is a household share link: trackingId is then the share id, and the view leaves out the
   * street, postal code, instructions, preferences, feedback and photos; nothing can be changed through it.
   */
  shared: z.boolean().default(false),
  /** The recipient's doorstep card; null when none (and always on a shared view). */
  doorstep: doorstepSchema.nullable().default(null),
  /** Once delivered: the delivery event's proof; null before (and always on a shared view). */
  deliveryProof: deliveryProofSchema.nullable().default(null),
  /** The recipient's report of a problem after delivery and its resolution; null when none (and on a shared view). */
  dispute: disputeSchema.nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;

/** Every successful response: { status: 'OK', payload }. */
export function okResponseSchema<T extends z.ZodType>(payload: T) {
  return z.object({ status: z.literal('OK'), payload });
}
export const trackingResponseSchema = okResponseSchema(orderSchema);
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

/** A view-only link to an order (POST/GET /tracking/share). */
export const shareLinkSchema = z.object({
  /** 128 bits in base64url, the same shape as a tracking id: opening /{shareId} shows the shared view. */
  shareId: z.string(),
  url: z.string(),
  /** When the link stops working: with the order's own link; null while the order is not final. */
  expiresAt: isoTimeSchema.nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkResponseSchema = okResponseSchema(shareLinkSchema);
export const shareLinksResponseSchema = okResponseSchema(z.array(shareLinkSchema));

/** The order's calendar feed (POST /tracking/calendar): its URLs carry a view-only id, never the tracking id. */
export const calendarFeedSchema = z.object({
  /** 128 bits in base64url: opens the share view, like a share link; revoked like one. */
  calendarId: z.string(),
  /** The feed to download (`lang` may be added). */
  url: z.string(),
  /** The same feed for a calendar to subscribe to (webcal://). */
  subscribeUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = okResponseSchema(calendarFeedSchema);

/** Error body (spec section 3): a message and a list of key/message entries, plus a stable machine code. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  errors: z.array(z.object({ key: z.string(), message: z.string() })).optional(),
  code: z.enum(ERROR_CODES).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
