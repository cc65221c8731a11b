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
