import type { FeedbackBody, Order } from '@tracking/core';

export const FEEDBACK_FIELDS = ['rating', 'comment'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export type SavedFeedback = NonNullable<Order['feedback']>;

/** The rating as one of 1-5, or null for anything else (a rating saved before is shown only if valid). */
export function asRating(value: number | null | undefined): Rating | null {
  return RATINGS.find((rating) => rating === value) ?? null;
}

/** The body of POST /tracking/feedback, or null while no rating is chosen; a blank comment is left out. */
export function feedbackBody(rating: Rating | null, comment: string): FeedbackBody | null {
  if (rating === null) return null;
  const text = comment.trim();
  return text ? { rating, comment: text } : { rating };
}

/** The later of two feedbacks (by when they were sent): the order's, or the one a send just answered with. */
export function newerFeedback(a: SavedFeedback | null, b: SavedFeedback | null): SavedFeedback | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.at) > Date.parse(a.at) ? b : a;
}
