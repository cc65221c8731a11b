import { describe, expect, it } from 'vitest';
import { paddingAround } from './map-padding';

const SPEC = { top: 30, right: 15, bottom: 0, left: 15 };
const PHONE = { width: 375, height: 420 };
const NO_REACH = { top: 0, right: 0, bottom: 0, left: 0 };

describe('paddingAround', () => {
  it('is the spec padding when nothing covers the map', () => {
    expect(paddingAround(PHONE, [], SPEC, NO_REACH)).toEqual(SPEC);
  });

  it.each([
    [
      'a column of zoom buttons at the bottom right clears a strip on the right',
      [{ left: 319, top: 230, right: 363, bottom: 380 }],
      { ...SPEC, right: 64 },
    ],
    [
      'a close button in the top right corner clears a strip on the right (on a tie the side, keeping the height)',
      [{ left: 319, top: 12, right: 363, bottom: 56 }],
      { ...SPEC, right: 64 },
    ],
    [
      'a wide banner along the top clears the top',
      [{ left: 0, top: 0, right: 375, bottom: 48 }],
      { ...SPEC, top: 56 },
    ],
    [
      'both controls of the live map',
      [
        { left: 319, top: 12, right: 363, bottom: 56 },
        { left: 319, top: 230, right: 363, bottom: 380 },
      ],
      { ...SPEC, right: 64 },
    ],
  ])('%s', (_case, overlays, expected) => {
    expect(paddingAround(PHONE, overlays, SPEC, NO_REACH)).toEqual(expected);
  });

  it('never goes below the spec padding', () => {
    const padding = paddingAround(PHONE, [{ left: 0, top: 0, right: 5, bottom: 5 }], SPEC, NO_REACH);
    expect(padding.left).toBeGreaterThanOrEqual(SPEC.left);
    expect(padding.top).toBeGreaterThanOrEqual(SPEC.top);
  });

  it("adds the markers' reach on every side, so a marker at the edge stays whole", () => {
    const reach = { top: 46, right: 24, bottom: 24, left: 24 };
    expect(paddingAround(PHONE, [], SPEC, reach)).toEqual({ top: 76, right: 39, bottom: 24, left: 39 });
  });
});
