import { daysAhead, formatDate, languageTag, recentDay, weekdayName, type Locale } from '@tracking/core';
import type { TFunction } from 'i18next';

/* Every text here is as the clock and calendar in the delivery address's zone (`timeZone`) show it. */

/** A moment as people say it: "Today, 14:32", "Yesterday, 09:10", else "4 Mar 14:32". */
export function timeText(
  value: string | Date,
  locale: Locale,
  timeZone: string,
  now: Date,
  t: TFunction,
): string {
  const time = formatDate(value, 'time', locale, timeZone);
  const day = recentDay(value, now, timeZone);
  if (day) return t(`time.${day}`, { time });
  return formatDate(value, 'dayTime', locale, timeZone);
}

/** The day of a moment: "Today", "Yesterday", else "Thu, 5 Mar". */
export function dayText(
  value: string | Date,
  locale: Locale,
  timeZone: string,
  now: Date,
  t: TFunction,
): string {
  const day = recentDay(value, now, timeZone);
  if (day === 'today') return t('time.dayToday');
  if (day === 'yesterday') return t('time.dayYesterday');
  return formatDate(value, 'day', locale, timeZone);
}

/** After tomorrow, the coming week's days go by name; past it, by date. */
const WEEKDAY_DAYS_AHEAD = { min: 2, max: 6 } as const;

/** Today and tomorrow go by those words. */
const NAMED_DAYS: Partial<Record<number, string>> = { 0: 'time.dayToday', 1: 'time.dayTomorrow' };

/**
 * The day a delivery is expected, standing alone so with a capital: "Today", "Tomorrow", its weekday within the
 * coming week ("Friday", "Fredag"; Icelandic says it "Á föstudag", which is why the name loses its last two
 * characters), else its date ("Wed, 11 Mar").
 */
export function deliveryDayText(
  value: string | Date,
  locale: Locale,
  timeZone: string,
  now: Date,
  t: TFunction,
): string {
  const ahead = daysAhead(value, now, timeZone);
  const named = NAMED_DAYS[ahead];
  let text: string;
  if (named) text = t(named);
  else if (ahead >= WEEKDAY_DAYS_AHEAD.min && ahead <= WEEKDAY_DAYS_AHEAD.max)
    text = t('eta.onWeekday', { weekday: weekdayName(value, locale, timeZone) });
  else text = formatDate(value, 'day', locale, timeZone);
  return text.charAt(0).toLocaleUpperCase(languageTag(locale)) + text.slice(1);
}

/**
 * A delivery window, named as one on any day: "Delivery window 14:00–16:00" on the day of delivery, with the day
 * on any other ("Delivery window Thu, 5 Mar, 14:00–16:00").
 */
export function windowText(
  window: { start: string; end: string },
  locale: Locale,
  timeZone: string,
  now: Date,
  t: TFunction,
): string {
  const start = formatDate(window.start, 'time', locale, timeZone);
  const end = formatDate(window.end, 'time', locale, timeZone);
  if (recentDay(window.start, now, timeZone) === 'today') return t('eta.window', { start, end });
  return t('eta.windowOnDay', { day: formatDate(window.start, 'day', locale, timeZone), start, end });
}
