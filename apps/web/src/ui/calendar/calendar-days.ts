import { parseDate, toCalendarDate, type CalendarDate, type DateValue } from '@internationalized/date';

/** Translation keys of the weekday column titles, Monday first: the week starts on Monday in every locale. */
export const WEEKDAY_KEYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;

/** A YYYY-MM-DD day as the calendar's date, or null when it is not a real day. */
export function parseDay(day: string | null | undefined): CalendarDate | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  try {
    const date = parseDate(day);
    return date.toString() === day ? date : null;
  } catch {
    return null;
  }
}

/** What a calendar offers: only the listed days, the view kept between the first and the last of them. */
export interface OfferedDays {
  isUnavailable: (date: DateValue) => boolean;
  first: CalendarDate | null;
  last: CalendarDate | null;
}

/** The offered days of a list of YYYY-MM-DD days (invalid ones are ignored); undefined offers every day. */
export function offeredDays(days: readonly string[] | undefined): OfferedDays {
  if (!days) return { isUnavailable: () => false, first: null, last: null };
  const dates = days
    .map(parseDay)
    .filter((date): date is CalendarDate => date !== null)
    .sort((a, b) => a.compare(b));
  const offered = new Set(dates.map((date) => date.toString()));
  return {
    isUnavailable: (date) => !offered.has(toCalendarDate(date).toString()),
    first: dates[0] ?? null,
    last: dates.at(-1) ?? null,
  };
}
