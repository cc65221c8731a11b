import { describe, expect, it } from 'vitest';
import type { DriverPositionRecord } from './store/order-view-store';
import { newestPositions, UncommittedPositions } from './uncommitted-positions';

const at = (second: number, lat = 55): DriverPositionRecord => ({
  lat,
  lng: 12,
  heading: null,
  speed: null,
  at: new Date(Date.UTC(2026, 2, 10, 12, 0, second)).toISOString(),
});

describe('newestPositions', () => {
  it.each<[string, DriverPositionRecord[], DriverPositionRecord[], number, DriverPositionRecord[]]>([
    ['nothing held: the stored ones', [], [at(3), at(2), at(1)], 2, [at(3), at(2)]],
    ['held ones newer than stored', [at(4), at(5)], [at(3), at(2)], 3, [at(5), at(4), at(3)]],
    ['one held, newer than every stored one', [at(4)], [at(3), at(2)], 2, [at(4), at(3)]],
    ['one held, nothing stored', [at(4)], [], 5, [at(4)]],
    ['one held, no room', [at(4)], [at(3)], 0, []],
    ['held and already stored count once', [at(3)], [at(3), at(2)], 5, [at(3), at(2)]],
    ['an older held one sorts in', [at(2)], [at(3), at(1)], 5, [at(3), at(2), at(1)]],
    ['same time, another place: the held one first', [at(3, 56)], [at(3)], 1, [at(3, 56)]],
    ['same time, another place, all kept', [at(3, 56)], [at(3)], 5, [at(3, 56), at(3)]],
    [
      'the later of two held batches first at the same time',
      [at(3, 56), at(3, 57)],
      [],
      5,
      [at(3, 57), at(3, 56)],
    ],
    ['a position held twice counts once', [at(4), at(4)], [at(3)], 5, [at(4), at(3)]],
    ['held ones older than the limit reaches', [at(1)], [at(3), at(2)], 2, [at(3), at(2)]],
  ])('%s', (_, held, stored, limit, expected) => {
    expect(newestPositions(held, stored, limit)).toEqual(expected);
  });
});

describe('UncommittedPositions', () => {
  it('holds each batch until it is released', () => {
    const held = new UncommittedPositions();
    const releaseFirst = held.hold('van', [at(1)]);
    const releaseSecond = held.hold('van', [at(2), at(3)]);
    expect(held.of('van')).toEqual([at(1), at(2), at(3)]);
    expect(held.of('other')).toEqual([]);
    releaseFirst();
    expect(held.of('van')).toEqual([at(2), at(3)]);
    releaseSecond();
    expect(held.of('van')).toEqual([]);
  });
});
