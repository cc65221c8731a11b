import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links';

describe('calendarLinks', () => {
  it.each([
    [
      'https://track.example.com/abc/en_GB',
      'webcal://track.example.com/tracking/calendar.ics?trackingId=ID-1_x&lang=da_DK',
    ],
    [
      'http://127.0.0.1:5317/abc/en_GB/live-tracking?x=1',
      'webcal://127.0.0.1:5317/tracking/calendar.ics?trackingId=ID-1_x&lang=da_DK',
    ],
  ])('from %s: a same-origin download and a webcal subscription', (pageUrl, subscribe) => {
    expect(calendarLinks(pageUrl, 'ID-1_x', 'da_DK')).toEqual({
      download: '/tracking/calendar.ics?trackingId=ID-1_x&lang=da_DK',
      subscribe,
    });
  });
});
