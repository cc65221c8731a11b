import { describe, expect, it } from 'vitest';
import { liveEta } from './live-eta';

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
