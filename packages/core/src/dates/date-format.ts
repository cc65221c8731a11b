import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/da';
import 'dayjs/locale/fi';
import 'dayjs/locale/nb';
import 'dayjs/locale/sv';
import 'dayjs/locale/is';
import 'dayjs/locale/lv';
import 'dayjs/locale/es';
import 'dayjs/locale/et';
import { dateLocaleFor, type Locale } from '../locale/locales';

/** The spec's three date formats. */
export const DATE_FORMATS = { time: 'HH:mm', dayTime: 'D MMM HH:mm', day: 'ddd, D MMM' } as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats a time in the viewer's time zone with the locale's month and weekday names. */
export function formatDate(value: string | Date, format: DateFormat, locale: Locale): string {
  return dayjs(value).locale(dateLocaleFor(locale)).format(DATE_FORMATS[format]);
}

/** Calendar days from today to the value's day, in the viewer's time zone: 0 today, 1 tomorrow, -1 yesterday. */
export function daysAhead(value: string | Date, now: Date): number {
  return dayjs(value).startOf('day').diff(dayjs(now).startOf('day'), 'day');
}

/** Yesterday and today count as recent days (relative to now, in the viewer's time zone). */
export function recentDay(value: string | Date, now: Date): 'today' | 'yesterday' | null {
  const ahead = daysAhead(value, now);
  if (ahead === 0) return 'today';
  if (ahead === -1) return 'yesterday';
  return null;
}

/** The full weekday name; Icelandic names lose their last two characters ("mánudagur" -> "mánudag"). */
export function weekdayName(value: string | Date, locale: Locale): string {
  const name = dayjs(value).locale(dateLocaleFor(locale)).format('dddd');
  return locale === 'is_IS' ? name.slice(0, -2) : name;
}
