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
