import { anOrder } from '@tracking/core/testing';
import { describe, expect, it } from 'vitest';
import { calendarEntry, calendarFingerprint, estimateMarginMinutes } from './calendar-entry';

const PROMISED = '2026-03-03T12:00:00.000Z';
const base = {
  promisedTime: PROMISED,
  timeDiff: 0,
  deliveryWindow: null,
  deliveryDate: null,
  stopsBefore: null,
  events: [{ statusCode: 10, at: '2026-03-03T06:10:00.000Z', imageUrls: [] }],
};

describe('estimateMarginMinutes', () => {
  it.each([
    [null, 60],
    [0, 10],
    [1, 15],
    [4, 30],
    [10, 60],
    [40, 60],
  ])('%s stops before: ±%i minutes', (stopsBefore, minutes) => {
    expect(estimateMarginMinutes(stopsBefore)).toBe(minutes);
  });
});

describe('calendarEntry', () => {
  it.each([
    [
      'planned with a window: the window',
      {
        statusCode: 20,
        deliveryWindow: { start: '2026-03-03T10:00:00.000Z', end: '2026-03-03T14:00:00.000Z' },
      },
      { allDay: false, start: '2026-03-03T10:00:00.000Z', end: '2026-03-03T14:00:00.000Z', state: 'planned' },
    ],
    [
      'planned without a window: the estimate ±60 min',
      { statusCode: 20 },
      { allDay: false, start: '2026-03-03T11:00:00.000Z', end: '2026-03-03T13:00:00.000Z', state: 'planned' },
    ],
    [
      'a day the recipient chose: all day',
      { statusCode: 20, deliveryDate: '2026-03-05', deliveryWindow: { start: PROMISED, end: PROMISED } },
      { allDay: true, day: '2026-03-05', state: 'planned' },
    ],
    [
      'live, 2 stops before: the estimate (with timeDiff) ±20 min, rounded to 5 min',
      { statusCode: 80, stopsBefore: 2, timeDiff: 31 * 60_000 + 40_000 },
      { allDay: false, start: '2026-03-03T12:10:00.000Z', end: '2026-03-03T12:50:00.000Z', state: 'planned' },
    ],
    [
      'live wins over a chosen day and a window',
      {
        statusCode: 82,
        stopsBefore: 0,
        deliveryDate: '2026-03-05',
        deliveryWindow: { start: PROMISED, end: PROMISED },
      },
      { allDay: false, start: '2026-03-03T11:50:00.000Z', end: '2026-03-03T12:10:00.000Z', state: 'planned' },
    ],
    [
      'live with a calibrated window: the window, widened to 5 minutes',
      {
        statusCode: 81,
        stopsBefore: 2,
        etaWindow: { from: '2026-03-03T11:52:00.000Z', to: '2026-03-03T12:21:00.000Z', coverage: 0.8 },
      },
      { allDay: false, start: '2026-03-03T11:50:00.000Z', end: '2026-03-03T12:25:00.000Z', state: 'planned' },
    ],
    [
      'planned with a calibrated window and no delivery window: the calibrated one',
      {
        statusCode: 20,
        etaWindow: { from: '2026-03-03T11:40:00.000Z', to: '2026-03-03T12:30:00.000Z', coverage: 0.8 },
      },
      { allDay: false, start: '2026-03-03T11:40:00.000Z', end: '2026-03-03T12:30:00.000Z', state: 'planned' },
    ],
    [
      "planned with both: the provider's delivery window",
      {
        statusCode: 20,
        deliveryWindow: { start: '2026-03-03T10:00:00.000Z', end: '2026-03-03T14:00:00.000Z' },
        etaWindow: { from: '2026-03-03T11:40:00.000Z', to: '2026-03-03T12:30:00.000Z', coverage: 0.8 },
      },
      { allDay: false, start: '2026-03-03T10:00:00.000Z', end: '2026-03-03T14:00:00.000Z', state: 'planned' },
    ],
    [
      'delivered: when it was, 15 minutes',
      { statusCode: 91, events: [{ statusCode: 91, at: '2026-03-03T12:22:00.000Z', imageUrls: [] }] },
      {
        allDay: false,
        start: '2026-03-03T12:20:00.000Z',
        end: '2026-03-03T12:35:00.000Z',
        state: 'delivered',
      },
    ],
    [
      'returned to the sender: cancelled',
      { statusCode: 100, events: [{ statusCode: 100, at: '2026-03-03T15:00:00.000Z', imageUrls: [] }] },
      {
        allDay: false,
        start: '2026-03-03T15:00:00.000Z',
        end: '2026-03-03T15:15:00.000Z',
        state: 'cancelled',
      },
    ],
  ])('%s', (_name, changes, expected) => {
    expect(calendarEntry(anOrder({ ...base, ...changes }))).toMatchObject({
      ...expected,
      statusCode: changes.statusCode,
    });
  });

  it('has no entry without a time or a day', () => {
    expect(calendarEntry(anOrder({ ...base, statusCode: 10, promisedTime: null }))).toBeNull();
  });
});

describe('calendarFingerprint', () => {
  const entry = (changes: object) =>
    calendarFingerprint(calendarEntry(anOrder({ ...base, statusCode: 80, ...changes })));
  it('changes when the times or the status change, not with a move inside the rounding', () => {
    expect(entry({ stopsBefore: 3 })).not.toBe(entry({ stopsBefore: 2 }));
    expect(entry({ statusCode: 81 })).not.toBe(entry({}));
    expect(entry({ timeDiff: 60_000 })).toBe(entry({ timeDiff: 0 }));
  });
});
