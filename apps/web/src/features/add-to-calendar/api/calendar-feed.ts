import { isRecord, SERVICE_PATHS, type CalendarFeed } from '@tracking/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const isCalendarFeed = (value: unknown): value is CalendarFeed =>
  isRecord(value) &&
  typeof value.calendarId === 'string' &&
  typeof value.url === 'string' &&
  typeof value.subscribeUrl === 'string';

/**
 * POST /tracking/calendar: the feed's URLs as the service hands them out, under a view-only id (the order's
 * calendar id, made on the first call), so the page never puts the tracking id in a calendar. Asked when the
 * dialog opens; the same answer every time, so it is kept.
 */
export function useCalendarFeed(trackingId: string) {
  return useQuery({
    queryKey: ['calendar-feed', trackingId] as const,
    // An empty JSON object: every call is JSON (a cross-site form cannot send one).
    queryFn: ({ signal }) =>
      apiRequest(`${SERVICE_PATHS.calendarFeed}?${new URLSearchParams({ trackingId }).toString()}`, {
        method: 'POST',
        body: {},
        isPayload: isCalendarFeed,
        signal,
      }),
    staleTime: Infinity,
  });
}
