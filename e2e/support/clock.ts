/**
 * The clock of the specs whose outcome depends on the time of day. Each such spec takes its "now" from here and
 * gives it to the browser (`page.clock`) and to the service (every time it sends is counted from it, and where
 * the service itself reads the time, it runs on a shifted clock: ServiceProcess's `clock`), so a spec reads the
 * same at any hour. E2E_CLOCK=HH:MM picks the time of day (`npm run test:e2e:late-clock` runs them at 23:30);
 * noon otherwise.
 */
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The time of day this run's time-sensitive specs are set to, "HH:MM". */
export const E2E_TIME_OF_DAY = process.env.E2E_CLOCK || '12:00';

/** Today at `time` ("HH:MM") in this process's time zone, which the browser shares. */
export function todayAt(time: string): Date {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new Error(`E2E_CLOCK must be HH:MM (00:00-23:59), not ${JSON.stringify(time)}`);
  const day = new Date();
  day.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return day;
}

/** The "now" a time-sensitive spec sets: today at the run's time of day. */
export const clockNow = (): Date => todayAt(E2E_TIME_OF_DAY);

/** `minutes` after `from`, as the ISO time the ingest API takes. */
export const minutesAfter = (from: Date, minutes: number): string =>
  new Date(from.getTime() + minutes * 60_000).toISOString();

/** A time as the page writes it in English: "23:30". */
export const clockText = (time: Date | string): string =>
  new Date(time).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
