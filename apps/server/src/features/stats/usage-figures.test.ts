import { describe, expect, it } from 'vitest';
import { Outcome } from '../../platform/outcomes/outcome';
import { accountStats, statsPeriod, usageFigures } from './usage-figures';

describe('usageFigures', () => {
  it.each([
    [{}, 0, null, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }],
    [{ feedbackRating5: 2 }, 2, 5, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 2 }],
    [{ feedbackRating1: 1, feedbackRating4: 2 }, 3, 3, { 1: 1, 2: 0, 3: 0, 4: 2, 5: 0 }],
    [
      { feedbackRating2: 1, feedbackRating3: 1, feedbackRating5: 1 },
      3,
      3.33,
      { 1: 0, 2: 1, 3: 1, 4: 0, 5: 1 },
    ],
  ])('feedback of %o: count %d, average %s', (counts, count, average, distribution) => {
    const figures = usageFigures(counts);
    expect(figures.feedback).toEqual({
      count,
      average,
      distribution: Object.fromEntries(Object.entries(distribution).map(([star, n]) => [star, n])),
    });
  });

  it('reads every other count as it is, zero when absent', () => {
    expect(usageFigures({ linksOpened: 3, pageViews: 9, doorstepCards: 1 })).toMatchObject({
      linksOpened: 3,
      pageViews: 9,
      preferencesConfirmed: 0,
      preferencesChanged: 0,
      shareLinks: 0,
      calendarEntries: 0,
      doorstepCards: 1,
    });
  });
});

describe('statsPeriod', () => {
  const now = new Date('2026-11-26T23:59:00Z');
  it.each([
    [{}, '2026-10-28', '2026-11-26', 30],
    [{ to: '2026-03-01' }, '2026-01-31', '2026-03-01', 30],
    [{ from: '2026-11-01', to: '2026-11-01' }, '2026-11-01', '2026-11-01', 1],
    [{ from: '2024-02-28', to: '2024-03-01' }, '2024-02-28', '2024-03-01', 3],
    [{ from: '2025-11-26', to: '2026-11-26' }, '2025-11-26', '2026-11-26', 366],
  ])('%o reads %s to %s (%d days)', (query, first, last, length) => {
    const days = statsPeriod(query, now);
    expect([days[0], days.at(-1), days.length]).toEqual([first, last, length]);
  });

  it.each([[{ from: '2026-11-02', to: '2026-11-01' }], [{ from: '2025-11-25', to: '2026-11-26' }]])(
    '%o is a 400 naming from and to',
    (query) => {
      const refusal = (() => {
        try {
          statsPeriod(query, now);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(Outcome);
      expect((refusal as Outcome).errors?.map((error) => error.key)).toEqual(['from', 'to']);
    },
  );
});

describe('accountStats', () => {
  it('fills every day, sums the totals and ignores days and kinds outside the period', () => {
    const stats = accountStats(
      'shop',
      ['2026-11-01', '2026-11-02'],
      [
        { day: '2026-11-01', kind: 'pageViews', count: 4 },
        { day: '2026-11-02', kind: 'pageViews', count: 1 },
        { day: '2026-11-02', kind: 'feedbackRating4', count: 1 },
        { day: '2026-11-03', kind: 'pageViews', count: 100 },
        { day: '2026-11-01', kind: 'somethingElse', count: 7 },
      ],
    );
    expect(stats.from).toBe('2026-11-01');
    expect(stats.to).toBe('2026-11-02');
    expect(stats.totals.pageViews).toBe(5);
    expect(stats.totals.feedback.average).toBe(4);
    expect(stats.days.map((day) => [day.day, day.pageViews])).toEqual([
      ['2026-11-01', 4],
      ['2026-11-02', 1],
    ]);
  });
});
