/** A moment as the clock on a wall in a time zone shows it. */
export interface WallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
}

/*
 * Numbers only, in a fixed locale: every engine's ICU agrees on digits, so the service's render and the browser's
 * hydration read the same wall clock. One formatter per zone (making one costs far more than using it).
 */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** What a wall clock in `timeZone` (an IANA name) shows at `value`. */
export function wallClock(value: string | Date | number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of clockIn(timeZone).formatToParts(new Date(value))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return {
    year,
    month,
    day,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** How far the clock in `timeZone` is ahead of UTC at `value`, in milliseconds (Helsinki in winter: 7,200,000). */
export function zoneOffsetMs(value: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClock(value, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(value / 60_000) * 60_000;
}
