import { describe, expect, it } from 'vitest';
import { MAX_GLIDE_MS, MAX_GLIDE_PX, nextGlide, remainingOffset } from './glide';

const glide = { from: { x: 100, y: -40 }, startedAt: 1000, durationMs: 1000 };

describe('remainingOffset', () => {
  it.each([
    [1000, { x: 100, y: -40 }],
    [1250, { x: 75, y: -30 }],
    [1500, { x: 50, y: -20 }],
    [2000, { x: 0, y: 0 }],
    [9000, { x: 0, y: 0 }],
  ])('at %s ms is %j', (now, expected) => expect(remainingOffset(glide, now)).toEqual(expected));

  it('is zero without a glide', () => expect(remainingOffset(null, 5)).toEqual({ x: 0, y: 0 }));
});

describe('nextGlide', () => {
  it('starts where the marker was drawn and closes in on the new place', () => {
    expect(nextGlide({ x: 10, y: 10 }, { x: 40, y: 50 }, { x: 0, y: 0 }, 5000, 1000)).toEqual({
      from: { x: -30, y: -40 },
      startedAt: 5000,
      durationMs: 900,
    });
  });

  it('continues a glide under way from where it has got to', () => {
    const next = nextGlide({ x: 0, y: 0 }, { x: 20, y: 0 }, remainingOffset(glide, 1500), 1500, 1000);
    expect(next?.from).toEqual({ x: 30, y: -20 });
  });

  it.each([
    ['no move', { x: 5, y: 5 }, null],
    ['a jump across the screen', { x: MAX_GLIDE_PX + 10, y: 0 }, null],
  ])('does not glide for %s', (_case, after, expected) => {
    expect(nextGlide({ x: 5, y: 5 }, after, { x: 0, y: 0 }, 0, 1000)).toBe(expected);
  });

  it.each([
    [100, 300],
    [1000, 900],
    [30_000, MAX_GLIDE_MS],
  ])('after %s ms between positions glides for %s ms', (since, duration) => {
    expect(nextGlide({ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 0, y: 0 }, 0, since)?.durationMs).toBe(duration);
  });
});
