import type { Locale } from '../locale/locales';
import { DATE_NAMES } from './date-names';
import { wallClock } from './zoned-clock';

/** The spec's three date formats (dayjs tokens), each written out by formatDate. */
export const DATE_FORMATS = { time: 'HH:mm', dayTime: 'D MMM HH:mm', day: 'ddd, D MMM' } as const;
export type DateFormat = keyof typeof DATE_FORMATS;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A calendar day on the wire (YYYY-MM-DD) is that day in every zone; anything else is a moment. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const clockOf = (value: string | Date, timeZone: string) =>
  typeof value === 'string' && CALENDAR_DAY.test(value)
    ? wallClock(`${value}T12:00:00Z`, 'UTC')
    : wallClock(value, timeZone);
const dayOf = (value: string | Date, timeZone: string) => {
  const { year, month, day } = clockOf(value, timeZone);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/**
 * Formats a time as the clock and calendar in `timeZone` (the delivery address's, an IANA name) show it, with the
 * locale's month and weekday names: the same text on the service and in any browser, wherever it is.
 */
export function formatDate(
  value: string | Date,
  format: DateFormat,
  locale: Locale,
  timeZone: string,
): string {
  const clock = clockOf(value, timeZone);
  const names = DATE_NAMES[locale];
  const time = `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
  const month = names.monthsShort[clock.month - 1] ?? '';
  if (format === 'time') return time;
  if (format === 'dayTime') return `${clock.day} ${month} ${time}`;
  return `${names.weekdaysShort[clock.weekday] ?? ''}, ${clock.day} ${month}`;
}

/** Calendar days from now's day to the value's day in `timeZone`: 0 today, 1 tomorrow, -1 yesterday. */
export function daysAhead(value: string | Date, now: Date, timeZone: string): number {
  return dayOf(value, timeZone) - dayOf(now, timeZone);
}

/** Yesterday and today count as recent days (relative to now, in `timeZone`). */
export function recentDay(value: string | Date, now: Date, timeZone: string): 'today' | 'yesterday' | null {
  const ahead = daysAhead(value, now, timeZone);
  if (ahead === 0) return 'today';
  if (ahead === -1) return 'yesterday';
  return null;
}

/** The full weekday name in `timeZone`; Icelandic names lose their last two characters ("mánudagur" -> "mánudag"). */
export function weekdayName(value: string | Date, locale: Locale, timeZone: string): string {
  const name = DATE_NAMES[locale].weekdays[clockOf(value, timeZone).weekday] ?? '';
  return locale === 'is_IS' ? name.slice(0, -2) : name;
}
