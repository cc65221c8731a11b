import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links';

describe('calendarLinks', () => {
  it.each([
    ['https://track.example.com', 'webcal://track.example.com'],
    ['http://127.0.0.1:5317', 'webcal://127.0.0.1:5317'],
  ])(
    'from the feed the service handed out at %s: a same-origin download and a webcal subscription',
    (origin, webcal) => {
      const path = '/tracking/calendar.ics?trackingId=CAL-1_x';
      expect(calendarLinks({ url: `${origin}${path}`, subscribeUrl: `${webcal}${path}` }, 'da_DK')).toEqual({
        download: `${path}&lang=da_DK`,
        subscribe: `${webcal}${path}&lang=da_DK`,
      });
    },
  );
});
