/** Paths both sides name: the service routes them, the page calls them. */
export const SERVICE_PATHS = {
  tracking: '/tracking',
  preferences: '/tracking/preferences',
  feedback: '/tracking/feedback',
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
 * The page's forms posted without scripts, by the page they post to (what follows /{trackingId}/{lang}/; '' is
 * the order page): each posts to its own page's address, so a refusal rendered again is that page, where the
 * address bar stays, and goes on to the order page on a save.
 */
export const PAGE_FORM_PATHS = {
  preferences: 'preferences',
  feedback: '',
} as const;

/** Query flag of the order page a sent feedback form goes on to: the page says thank you. */
export const FEEDBACK_SENT_FLAG = 'feedback-sent';
