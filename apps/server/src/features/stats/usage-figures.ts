import {
  STATS_MAX_DAYS,
  USAGE_COUNTS,
  type AccountStats,
  type UsageCount,
  type UsageFigures,
} from '@tracking/core/schemas';
import { invalidRequest } from '../../platform/outcomes/outcome';

const DAY_MS = 86_400_000;
const RATINGS = [1, 2, 3, 4, 5] as const;

type Counts = Partial<Record<UsageCount, number>>;

/** What counts of one day (or a sum of days) say: feedback as its count, mean and distribution. */
export function usageFigures(counts: Counts): UsageFigures {
  const of = (kind: UsageCount) => counts[kind] ?? 0;
  const distribution = Object.fromEntries(RATINGS.map((star) => [String(star), of(`feedbackRating${star}`)]));
  const count = RATINGS.reduce((sum, star) => sum + of(`feedbackRating${star}`), 0);
  const stars = RATINGS.reduce((sum, star) => sum + star * of(`feedbackRating${star}`), 0);
  return {
    linksOpened: of('linksOpened'),
    pageViews: of('pageViews'),
    preferencesConfirmed: of('preferencesConfirmed'),
    preferencesChanged: of('preferencesChanged'),
    feedback: { count, average: count === 0 ? null : Math.round((stars / count) * 100) / 100, distribution },
    shareLinks: of('shareLinks'),
    calendarEntries: of('calendarEntries'),
    doorstepCards: of('doorstepCards'),
  };
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days a stats call reads: `to` defaults to today (UTC), `from` to 29 days before `to`. A period that ends
 * before it starts, or longer than STATS_MAX_DAYS, is a 400 naming both.
 */
export function statsPeriod(query: { from?: string; to?: string }, now: Date): string[] {
  const to = query.to ?? dayOf(now.getTime());
  const toTime = Date.parse(`${to}T00:00:00Z`);
  const from = query.from ?? dayOf(toTime - 29 * DAY_MS);
  const fromTime = Date.parse(`${from}T00:00:00Z`);
  const length = Math.round((toTime - fromTime) / DAY_MS) + 1;
  if (length < 1 || length > STATS_MAX_DAYS) {
    const message = `Must be a period of 1 to ${STATS_MAX_DAYS} days, from before to`;
    throw invalidRequest([
      { key: 'from', message },
      { key: 'to', message },
    ]);
  }
  return Array.from({ length }, (_, index) => dayOf(fromTime + index * DAY_MS));
}

const isUsageCount = (kind: string): kind is UsageCount => (USAGE_COUNTS as readonly string[]).includes(kind);

/** The account's figures per day of the period (zeros where nothing was counted) and in total. */
export function accountStats(
  accountId: string,
  days: readonly string[],
  records: readonly { day: string; kind: string; count: number }[],
): Omit<AccountStats, 'etaRecord'> {
  const byDay = new Map<string, Counts>(days.map((day) => [day, {}]));
  const totals: Counts = {};
  for (const { day, kind, count } of records) {
    const counts = byDay.get(day);
    if (!counts || !isUsageCount(kind)) continue;
    counts[kind] = (counts[kind] ?? 0) + count;
    totals[kind] = (totals[kind] ?? 0) + count;
  }
  return {
    accountId,
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
    totals: usageFigures(totals),
    days: [...byDay].map(([day, counts]) => ({ day, ...usageFigures(counts) })),
  };
}
