import { FEEDBACK_COMMENT_MAX_LENGTH } from '@tracking/core';

/** The fields of the feedback form, as the page names them. */
export const FEEDBACK_FORM_FIELDS = ['rating', 'comment'] as const;

/**
 * The feedback form as a browser posts it without scripts, as the body the JSON route takes: `rating` a number
 * when it is one (else left as sent, so the schema names the field), `comment` cut to its limit and trimmed as
 * the page does, and left out when blank.
 */
export function feedbackFromForm(fields: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const rating = fields.get('rating');
  if (rating !== null) body.rating = /^\d$/.test(rating) ? Number(rating) : rating;
  const comment = (fields.get('comment') ?? '').slice(0, FEEDBACK_COMMENT_MAX_LENGTH).trim();
  if (comment) body.comment = comment;
  return body;
}
