import { languageTag, type Locale } from '@tracking/core';
import type { CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { useContext } from 'react';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarHeading,
  CalendarStateContext,
  I18nProvider,
  RangeCalendar as AriaRangeCalendar,
  RangeCalendarStateContext,
  Text,
} from 'react-aria-components';
import { useHydrated } from '../../lib/use-hydrated';
import { Icon } from '../icon';
import { WEEKDAY_KEYS, offeredDays, parseDay } from './calendar-days';
import styles from './calendar.module.css';

interface CalendarBaseProps {
  /** The calendar's accessible name, e.g. "Delivery day". */
  label: string;
  locale: Locale;
  /** Only these days (YYYY-MM-DD) can be chosen; every other day shows disabled. All days when left out. */
  availableDates?: readonly string[];
  /** The IANA zone whose date is "today" (the delivery address's); the device's when left out. */
  timeZone?: string | undefined;
  className?: string;
}

/**
 * Puts the calendar's state in `timeZone`, so that today (its mark and the "Today" in its day's name) is the
 * delivery address's date, not the device's. React Aria takes the zone from the device's formatter (or from a
 * zoned value; a chosen day is a plain date) and keys its own bookkeeping by the state object, so the state is
 * set, not copied. It is a new object on every render of the calendar, which renders this before the grid.
 */
function InZone({ timeZone }: { timeZone: string | undefined }) {
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const state = (single ?? range) as { timeZone: string } | null;
  // eslint-disable-next-line react-hooks/immutability -- a copy would lose React Aria's bookkeeping (see above)
  if (state && timeZone) state.timeZone = timeZone;
  return null;
}

/** The arrow of the previous or next month button. */
function Chevron({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Month heading, previous and next month, the Monday-first weekday titles and the days: both calendars share it. */
function Month({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <InZone timeZone={timeZone} />
      <header className={styles.header}>
        <AriaButton slot="previous" className={styles.nav} aria-label={t('calendar.previousMonth')}>
          <Chevron path="M15 5l-7 7 7 7" />
        </AriaButton>
        <CalendarHeading className={styles.heading} />
        <AriaButton slot="next" className={styles.nav} aria-label={t('calendar.nextMonth')}>
          <Chevron path="M9 5l7 7-7 7" />
        </AriaButton>
      </header>
      <CalendarGrid className={styles.grid}>
        {/* Column titles only for the eye: each day is named in full (weekday and date) for screen readers. */}
        <thead aria-hidden="true">
          <tr>
            {WEEKDAY_KEYS.map((key) => (
              <th key={key} className={styles.weekday}>
                {t(`calendar.weekdays.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.day} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

interface CalendarProps extends CalendarBaseProps {
  /** The chosen day (YYYY-MM-DD) or none. */
  value: string | null;
  onChange: (day: string) => void;
  /** Shown under the month, read with the calendar, and marks it invalid. */
  errorMessage?: string;
}

/**
 * A month calendar to choose one day: week starting on Monday in every locale, localised month and weekday
 * names, previous and next month, today (in `timeZone`) marked, days outside `availableDates` disabled. Arrow keys move between
 * days, Page Up/Down between months (React Aria).
 */
export function Calendar({
  label,
  locale,
  availableDates,
  timeZone,
  value,
  onChange,
  errorMessage,
  className,
}: CalendarProps) {
  const offered = offeredDays(availableDates);
  const selected = parseDay(value);
  // Its days and months answer only to the page's script: disabled on the server's HTML until it hydrates.
  const hydrated = useHydrated();
  return (
    <I18nProvider locale={languageTag(locale)}>
      <AriaCalendar
        aria-label={label}
        className={`${styles.calendar} ${className ?? ''}`}
        firstDayOfWeek="mon"
        value={selected}
        onChange={(date: CalendarDate) => onChange(date.toString())}
        isDateUnavailable={offered.isUnavailable}
        minValue={offered.first}
        maxValue={offered.last}
        defaultFocusedValue={selected ?? offered.first}
        isInvalid={Boolean(errorMessage)}
        isDisabled={!hydrated}
      >
        <Month timeZone={timeZone} />
        {errorMessage ? (
          <Text slot="errorMessage" className={styles.error}>
            <Icon name="error" size={18} />
            {errorMessage}
          </Text>
        ) : null}
      </AriaCalendar>
    </I18nProvider>
  );
}

/** A span of days, both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

interface RangeCalendarProps extends CalendarBaseProps {
  value: DayRange | null;
  onChange: (range: DayRange) => void;
}

/** The same calendar choosing a span of days: its first and last days marked, the days between shaded. */
export function RangeCalendar({
  label,
  locale,
  availableDates,
  timeZone,
  value,
  onChange,
  className,
}: RangeCalendarProps) {
  const offered = offeredDays(availableDates);
  const start = parseDay(value?.start);
  const end = parseDay(value?.end);
  const hydrated = useHydrated();
  return (
    <I18nProvider locale={languageTag(locale)}>
      <AriaRangeCalendar
        aria-label={label}
        className={`${styles.calendar} ${styles.range} ${className ?? ''}`}
        firstDayOfWeek="mon"
        value={start && end ? { start, end } : null}
        onChange={(range) => onChange({ start: range.start.toString(), end: range.end.toString() })}
        isDateUnavailable={offered.isUnavailable}
        minValue={offered.first}
        maxValue={offered.last}
        defaultFocusedValue={start ?? offered.first}
        isDisabled={!hydrated}
      >
        <Month timeZone={timeZone} />
      </AriaRangeCalendar>
    </I18nProvider>
  );
}
