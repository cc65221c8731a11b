import { describe, expect, it } from 'vitest';
import { SCREEN_QUERIES, screenOf } from './screens';

describe('screenOf', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [1022, 'tablet'],
    [1022.5, 'tablet'],
    [1023, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%s px is %s', (width, screen) => expect(screenOf(width)).toBe(screen));
});

describe('SCREEN_QUERIES', () => {
  it('draw the same lines: 1023 px is desktop, never tablet', () => {
    expect(SCREEN_QUERIES).toEqual({
      mobile: '(width < 768px)',
      tablet: '(768px <= width < 1023px)',
      desktop: '(width >= 1023px)',
    });
  });
});
