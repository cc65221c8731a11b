import dayjs from 'dayjs';
import { dateLocaleFor, type Locale } from '../locale/locales';

/*
 * Month and weekday names come one locale at a time, when the page first speaks it (a page needs one of nine;
 * all nine cost 3 KB gzip on its critical path). Importing a dayjs locale registers it with dayjs.
 */
const DATE_LOCALES: Record<Locale, () => Promise<unknown>> = {
  en_GB: () => import('dayjs/locale/en-gb'),
  da_DK: () => import('dayjs/locale/da'),
  fi_FI: () => import('dayjs/locale/fi'),
  no_NO: () => import('dayjs/locale/nb'),
  sv_SE: () => import('dayjs/locale/sv'),
  is_IS: () => import('dayjs/locale/is'),
  lv_LV: () => import('dayjs/locale/lv'),
  es_ES: () => import('dayjs/locale/es'),
  et_EE: () => import('dayjs/locale/et'),
};
const loaded = new Set<Locale>();

/** Loads a locale's date names (the module system loads each file once). */
export async function loadDateLocale(locale: Locale): Promise<void> {
  await DATE_LOCALES[locale]();
  loaded.add(locale);
}

/** Whether formatDate can already name months and weekdays in this locale. */
export function isDateLocaleLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** The spec's three date formats. */
export const DATE_FORMATS = { time: 'HH:mm', dayTime: 'D MMM HH:mm', day: 'ddd, D MMM' } as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats a time in the viewer's time zone with the locale's month and weekday names (see loadDateLocale). */
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
