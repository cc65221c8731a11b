/** The provider's ingest API: request bodies and the order as it reads it back. */
import { z } from 'zod';
import {
  deliveryAddressSchema,
  isoDateSchema,
  isoTimeSchema,
  latitudeSchema,
  longitudeSchema,
  orderSchema,
  serviceTypeSchema,
} from '../order/order-schema';
import { externalKeySchema, trackingIdSchema } from '../order/tracking-id-schema';
import { isKnownStatus } from '../status/status-catalogue';
import { isSafeLogoUrl } from '../theme/theme-rules';
import { accountPatchSchema } from './account-schema';

/** Times arrive as ISO 8601 with any offset and are kept in UTC. */
const timeSchema = isoTimeSchema.transform((value) => new Date(value).toISOString());

const statusCodeSchema = z
  .number()
  .int()
  .refine(isKnownStatus, 'Unknown status code (see docs/status-codes.md)');

const addressSchema = z.strictObject(deliveryAddressSchema.shape);

const deliveryWindowSchema = z
  .strictObject({ start: timeSchema, end: timeSchema })
  .refine((window) => window.end > window.start, { path: ['end'], message: 'Must be after start' });

const requirementsSchema = z.strictObject({
  idCheck: z.boolean().default(false),
  signature: z.boolean().default(false),
  deliveryInPerson: z.boolean().default(false),
});

/** Proof-of-delivery photos: absolute https URLs or paths beginning with one `/` only, like logos. */
const imageUrlSchema = z
  .string()
  .max(2048)
  .refine(isSafeLogoUrl, 'Must be an https URL or a path beginning with /');

/** At most this many offered delivery days: two months of working days. */
const MAX_DELIVERY_DATES = 60;

/** Days the provider offers instead of the planned one: distinct YYYY-MM-DD dates, kept oldest first. */
const availableDeliveryDatesSchema = z
  .array(isoDateSchema)
  .max(MAX_DELIVERY_DATES)
  .refine((dates) => new Set(dates).size === dates.length, 'A date may appear only once')
  .transform((dates) => [...dates].sort());

export const createOrderBodySchema = z.strictObject({
  /**
   * The merchant's own order id, unique within its account: sending the same body again returns the same order,
   * a different body with it is a 409.
   */
  externalId: z.string().min(1).max(128).optional(),
  accountId: externalKeySchema,
  /**
   * Creates the account when it is new (name required then). For a known account it changes only the fields it
   * carries, never trackingEnabled (PUT or PATCH /ingest/accounts/{accountId} switch tracking).
   */
  account: accountPatchSchema.optional(),
  statusCode: statusCodeSchema.default(0),
  promisedTime: timeSchema.nullable().default(null),
  deliveryWindow: deliveryWindowSchema.nullable().default(null),
  deliveryAddress: addressSchema,
  pickupAddress: addressSchema.nullable().default(null),
  serviceType: serviceTypeSchema.default('delivery'),
  deliveryRequirements: requirementsSchema.default({
    idCheck: false,
    signature: false,
    deliveryInPerson: false,
  }),
  driverId: externalKeySchema.nullable().default(null),
  availableDeliveryDates: availableDeliveryDatesSchema.default([]),
});
export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

/** Largest correction of the estimate ingest may set directly: a week either way. */
const MAX_TIME_DIFF_MS = 7 * 24 * 60 * 60 * 1000;

export const updateOrderBodySchema = z
  .strictObject({
    statusCode: statusCodeSchema.optional(),
    promisedTime: timeSchema.nullable().optional(),
    timeDiff: z.number().int().min(-MAX_TIME_DIFF_MS).max(MAX_TIME_DIFF_MS).optional(),
    deliveryWindow: deliveryWindowSchema.nullable().optional(),
    deliveryAddress: addressSchema.optional(),
    pickupAddress: addressSchema.nullable().optional(),
    serviceType: serviceTypeSchema.optional(),
    deliveryRequirements: requirementsSchema.optional(),
    driverId: externalKeySchema.nullable().optional(),
    /** Replaces the offered days; a chosen day no longer offered is dropped. */
    availableDeliveryDates: availableDeliveryDatesSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type UpdateOrderInput = z.output<typeof updateOrderBodySchema>;

export const addEventBodySchema = z.strictObject({
  statusCode: statusCodeSchema,
  /** When the status was reached; now when left out. */
  at: timeSchema.optional(),
  imageUrls: z.array(imageUrlSchema).max(10).default([]),
  /** Where the event happened (for a delivery: where the parcel was left); checked against the doorstep pin. */
  location: z.strictObject({ lat: latitudeSchema, lng: longitudeSchema }).optional(),
});
export type AddEventInput = z.output<typeof addEventBodySchema>;

export const positionsBodySchema = z.strictObject({
  positions: z
    .array(
      z.strictObject({
        lat: latitudeSchema,
        lng: longitudeSchema,
        at: timeSchema,
        heading: z.number().min(0).max(360).optional(),
        /** Metres per second. */
        speed: z.number().min(0).max(100).optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type PositionInput = z.output<typeof positionsBodySchema>['positions'][number];

export const routeBodySchema = z.strictObject({
  stops: z
    .array(z.strictObject({ trackingId: trackingIdSchema, eta: timeSchema.optional() }))
    .max(500)
    .refine(
      (stops) => new Set(stops.map((stop) => stop.trackingId)).size === stops.length,
      'A tracking id may appear only once',
    ),
});
export type RouteStopInput = z.output<typeof routeBodySchema>['stops'][number];

export const trackingIdParamsSchema = z.strictObject({ trackingId: trackingIdSchema });
export const driverIdParamsSchema = z.strictObject({ driverId: externalKeySchema });
export const accountIdParamsSchema = z.strictObject({ accountId: externalKeySchema });

/** The order as the provider's systems see it: the public payload plus the keys they manage. */
export const ingestOrderSchema = orderSchema.extend({
  externalId: z.string().nullable(),
  accountId: z.string(),
  driverId: z.string().nullable(),
  /** When the recipient's link stops working; null until the order is final. */
  linkExpiresAt: z.string().nullable(),
  /** When the recipient's data was wiped; null while it is kept. */
  anonymisedAt: z.string().nullable(),
});
export type IngestOrderView = z.infer<typeof ingestOrderSchema>;

/** What a provider sends (before defaults): the bodies a client of the ingest API writes. */
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;
export type AddEventBody = z.input<typeof addEventBodySchema>;
export type PositionBody = z.input<typeof positionsBodySchema>['positions'][number];
