import { describe, expect, it } from 'vitest';
import { PositionTrims, TRIM_EVERY } from './position-trims';

describe('PositionTrims', () => {
  it.each([
    { posts: [1], due: [true], why: "a driver's first post trims (what earlier runs left is cut back)" },
    {
      posts: [1, ...Array<number>(TRIM_EVERY - 1).fill(1), 1],
      due: [true, ...Array<boolean>(TRIM_EVERY - 1).fill(false), true],
      why: 'then every TRIM_EVERY positions',
    },
    { posts: [1, TRIM_EVERY, 1], due: [true, true, false], why: 'a batch of TRIM_EVERY trims at once' },
    {
      posts: [1, TRIM_EVERY - 1, 1],
      due: [true, false, true],
      why: 'the positions of a batch count, not its posts',
    },
  ])('$why', ({ posts, due }) => {
    const trims = new PositionTrims();
    expect(posts.map((appended) => trims.due('van-1', appended))).toEqual(due);
  });

  it('counts each driver apart', () => {
    const trims = new PositionTrims();
    expect([trims.due('van-1', 1), trims.due('van-2', 1), trims.due('van-1', 1)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('starts over past the drivers it counts, so a long run of new drivers does not grow it', () => {
    const trims = new PositionTrims();
    for (let driver = 0; driver < 10_000; driver++) trims.due(`van-${driver}`, 1);
    expect(trims.due('van-0', 1)).toBe(false);
    expect(trims.due('van-new', 1)).toBe(true);
    // The counts started over: van-0 is new again, and trims.
    expect(trims.due('van-0', 1)).toBe(true);
  });
});
