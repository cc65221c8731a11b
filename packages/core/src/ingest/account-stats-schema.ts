/** What a merchant reads of its recipients' use of the page, per UTC day: counts only, no person, no order. */
import { z } from 'zod';
import { etaRecordSchema, isoDateSchema } from '../order/order-schema';

/** The counts kept per account and day. */
export const USAGE_COUNTS = [
  'linksOpened',
  'pageViews',
  'preferencesConfirmed',
  'preferencesChanged',
  'feedbackRating1',
  'feedbackRating2',
  'feedbackRating3',
  'feedbackRating4',
  'feedbackRating5',
  'shareLinks',
  'calendarEntries',
  'doorstepCards',
] as const;
export type UsageCount = (typeof USAGE_COUNTS)[number];

/** The count a feedback of `rating` stars (1 to 5, as the feedback body allows) adds to. */
export const feedbackRatingCount = (rating: number) => `feedbackRating${rating}` as UsageCount;

/** The longest period one call reads. */
export const STATS_MAX_DAYS = 366;

export const accountStatsQuerySchema = z.strictObject({
  /** First day read (UTC, YYYY-MM-DD); 29 days before `to` when left out. */
  from: isoDateSchema.optional(),
  /** Last day read (UTC, YYYY-MM-DD, included); today when left out. */
  to: isoDateSchema.optional(),
});

const RATINGS = ['1', '2', '3', '4', '5'] as const;

const usageFiguresSchema = z.object({
  /** Orders whose own link was opened for the first time that day. */
  linksOpened: z.number().int(),
  /** Pages served for the account's links (the order, preferences and map pages; share links included). */
  pageViews: z.number().int(),
  /** Recipients who confirmed their preferences for the first time. */
  preferencesConfirmed: z.number().int(),
  /** Saves of preferences already confirmed (a change of instructions, place or day). */
  preferencesChanged: z.number().int(),
  feedback: z.object({
    count: z.number().int(),
    /** The mean rating, two decimals; null without feedback. */
    average: z.number().nullable(),
    /** Ratings by star, 1 to 5. */
    distribution: z.object(Object.fromEntries(RATINGS.map((star) => [star, z.number().int()]))),
  }),
  /** Household share links made. */
  shareLinks: z.number().int(),
  /** Deliveries added to a calendar (view-only calendar ids made). */
  calendarEntries: z.number().int(),
  /** Doorstep cards set (a first card of an order). */
  doorstepCards: z.number().int(),
});
export type UsageFigures = z.infer<typeof usageFiguresSchema>;

export const accountStatsSchema = z.object({
  accountId: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  totals: usageFiguresSchema,
  /** Every day of the period, oldest first, with zeros where nothing happened. */
  days: z.array(usageFiguresSchema.extend({ day: isoDateSchema })),
  /** How often the account's arrival windows held the delivery over the last 30 days; null below 50 deliveries. */
  etaRecord: etaRecordSchema.nullable(),
});
export type AccountStats = z.infer<typeof accountStatsSchema>;
