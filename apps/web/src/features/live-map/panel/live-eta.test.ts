import { describe, expect, it } from 'vitest';
import { liveEta, sameReading } from './live-eta';

const now = new Date('2026-03-03T12:00:00.000Z');
const promisedTime = '2026-03-03T12:30:00.000Z';

describe('liveEta', () => {
  it.each([
    ['on time', 0, { kind: 'minutes', minutes: 30 }, '2026-03-03T12:30:00.000Z'],
    ['late by 45 min', 45 * 60_000, { kind: 'hours', hours: 1, minutes: 15 }, '2026-03-03T13:15:00.000Z'],
    ['early, nearly there', -27 * 60_000, { kind: 'soon' }, '2026-03-03T12:03:00.000Z'],
  ])('%s', (_case, timeDiff, parts, arrival) => {
    const eta = liveEta({ promisedTime, timeDiff, stopsBefore: 2 }, now);
    expect(eta).toEqual({ parts, arrival: new Date(arrival), stopsBefore: 2 });
  });

  it('says nothing of the time without a promised time, but still counts the stops', () => {
    expect(liveEta({ promisedTime: null, timeDiff: 0, stopsBefore: 0 }, now)).toEqual({
      parts: null,
      arrival: null,
      stopsBefore: 0,
    });
  });
});

describe('sameReading', () => {
  const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 2, 3, 12, minutes, seconds));
  const eta = (timeDiff: number, stopsBefore = 2, clock = now) =>
    liveEta({ promisedTime, timeDiff, stopsBefore }, clock);

  it.each([
    ['a few seconds more', eta(0), eta(5_000), true],
    ['the arrival into the next minute', eta(0), eta(65_000), false],
    ['one stop fewer', eta(0), eta(0, 1), false],
    ['the clock into the next minute of the countdown', eta(0, 2, at(0)), eta(0, 2, at(1, 1)), false],
    [
      'no estimate either time',
      liveEta({ promisedTime: null, timeDiff: 0, stopsBefore: 1 }, now),
      liveEta({ promisedTime: null, timeDiff: 9, stopsBefore: 1 }, now),
      true,
    ],
  ])('%s', (_case, a, b, same) => expect(sameReading(a, b)).toBe(same));
});
