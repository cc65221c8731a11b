import { BREAKPOINTS } from './page-constants';

export type Screen = 'mobile' | 'tablet' | 'desktop';

/**
 * Which screen a width (CSS pixels) is: the one rule every part follows. Mobile up to 767, tablet from 768,
 * desktop from 1023: the spec's tablet range "768 to 1023" meets its "desktop from 1023" at 1023, which is
 * desktop here as in the style sheets (`min-width: 1023px`).
 */
export function screenOf(width: number): Screen {
  if (width >= BREAKPOINTS.desktopMin) return 'desktop';
  if (width >= BREAKPOINTS.tabletMin) return 'tablet';
  return 'mobile';
}

/** The media query of each screen, as screenOf draws the lines (a fractional width falls on one side). */
export const SCREEN_QUERIES: Record<Screen, string> = {
  mobile: `(width < ${BREAKPOINTS.tabletMin}px)`,
  tablet: `(${BREAKPOINTS.tabletMin}px <= width < ${BREAKPOINTS.desktopMin}px)`,
  desktop: `(width >= ${BREAKPOINTS.desktopMin}px)`,
};
