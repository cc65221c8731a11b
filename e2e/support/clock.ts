import { wallClock } from '@tracking/core';

/**
 * The clock of the specs whose outcome depends on the time of day. Each such spec takes its "now" from here and
 * gives it to the browser (`page.clock`) and to the service (every time it sends is counted from it, and where
 * the service itself reads the time, it runs on a shifted clock: ServiceProcess's `clock`), so a spec reads the
 * same at any hour. E2E_CLOCK=HH:MM picks the time of day (`npm run test:e2e:late-clock` runs them at 23:30);
 * noon otherwise. The time of day is the delivery address's: the page shows every time in the address's zone,
 * whatever the zone of this process and the browser (`npm run test:e2e:far-zone` runs in Pacific/Kiritimati).
 */
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The zone of the address the ingest helper gives an order by default (a Copenhagen street). */
export const ADDRESS_ZONE = 'Europe/Copenhagen';

/** The time of day this run's time-sensitive specs are set to, "HH:MM". */
export const E2E_TIME_OF_DAY = process.env.E2E_CLOCK || '12:00';

/** What a clock in `zone` reads at `at`, as the numbers of a UTC date (so their difference is the zone's offset). */
function wallClockMs(at: number, zone: string): number {
  const { year, month, day, hour, minute } = wallClock(at, zone);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** Today (or `days` later) at `time` ("HH:MM") on the clock at the delivery address (`ADDRESS_ZONE`). */
export function todayAt(time: string, days = 0): Date {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new Error(`E2E_CLOCK must be HH:MM (00:00-23:59), not ${JSON.stringify(time)}`);
  const today = new Date(wallClockMs(Date.now(), ADDRESS_ZONE));
  const wanted = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + days,
    Number(match[1]),
    Number(match[2]),
  );
  // The zone's offset at that moment, read twice: a first guess may land across a change of it.
  let at = wanted;
  for (let pass = 0; pass < 2; pass += 1) at = wanted - (wallClockMs(at, ADDRESS_ZONE) - at);
  return new Date(at);
}

/** The "now" a time-sensitive spec sets: today at the run's time of day. */
export const clockNow = (): Date => todayAt(E2E_TIME_OF_DAY);

/** `minutes` after `from`, as the ISO time the ingest API takes. */
export const minutesAfter = (from: Date, minutes: number): string =>
  new Date(from.getTime() + minutes * 60_000).toISOString();

/** A time as the page writes it in English, on the clock at the delivery address: "23:30". */
export const clockText = (time: Date | string): string =>
  new Date(time).toLocaleTimeString('en-GB', {
    timeZone: ADDRESS_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
