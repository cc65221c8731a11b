/** Paths both sides name: the service routes them, the page calls them. */
export const SERVICE_PATHS = {
  tracking: '/tracking',
  preferences: '/tracking/preferences',
  feedback: '/tracking/feedback',
  dispute: '/tracking/dispute',
  share: '/tracking/share',
  push: '/tracking/push',
  doorstep: '/tracking/doorstep',
  doorstepPhoto: '/tracking/doorstep/photo',
  calendar: '/tracking/calendar.ics',
  calendarFeed: '/tracking/calendar',
  live: '/ws',
  locale: '/locale',
  preview: '/___preview___',
} as const;

/**
 * The header on a tracking page and on `GET /tracking/`: until when the link surely opens the order (its expiry
 * once the order is final, before that the earliest it could expire). The page's service worker shows no kept
 * copy of either past it.
 */
export const LINK_VALID_UNTIL_HEADER = 'x-link-valid-until';

/**
 * The page's forms posted without scripts, by the page they post to (what follows /{trackingId}/{lang}/; '' is
 * the order page): each posts to its own page's address, so a refusal rendered again is that page, where the
 * address bar stays, and goes on to the order page on a save.
 */
export const PAGE_FORM_PATHS = {
  preferences: 'preferences',
  feedback: '',
  /** A multipart form: it goes back to the preferences page whatever the outcome (DOORSTEP_FORM_FLAG says it). */
  doorstep: 'preferences/doorstep',
} as const;

/**
 * Query flag of the preferences page the doorstep form (without scripts) goes back to, with what happened: saved,
 * removed, or why not (a photo that is not one, too big, or a refusal's code).
 */
export const DOORSTEP_FORM_FLAG = 'doorstep';
export const DOORSTEP_FORM_OUTCOMES = [
  'saved',
  'removed',
  'photo',
  'tooBig',
  'invalid_request',
  'conflict',
  'too_many_requests',
  'unavailable',
] as const;
export type DoorstepFormOutcome = (typeof DOORSTEP_FORM_OUTCOMES)[number];

/** Fragment of the preferences page at its doorstep card. */
export const DOORSTEP_ANCHOR = 'doorstep-card';

/** Query flag of the order page a sent feedback form goes on to: the page says thank you. */
export const FEEDBACK_SENT_FLAG = 'feedback-sent';
