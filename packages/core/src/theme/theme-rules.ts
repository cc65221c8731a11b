/** The six colours a merchant may set (spec section 3), each #RRGGBB; theme.ts's schema checks a sent one. */
export interface TrackingTheme {
  topSectionBackgroundColor: string;
  topSectionFontColor: string;
  secondaryBorderColor: string;
  secondaryFontColor: string;
  primaryBackgroundColor: string;
  primaryFontColor: string;
}

/*
 * The theme rules the page runs, apart from the schemas in theme.ts: importing these never brings zod into a
 * bundle (the order page's critical path stays without it).
 */

/** Brand colour used when a merchant has no custom theme. */
export const DEFAULT_BRAND_COLOR = '#037E8C';

/** Suffix that turns a #RRGGBB colour into the subtle brand background (alpha 0x0A). */
export const SUBTLE_BACKGROUND_ALPHA = '0A';

/** Stands for the service's own origin when reading a path (an http origin, so `http:x` reads relative to it). */
const SOME_SERVICE_ORIGIN = 'http://service.invalid';

/**
 * True for a logo or photo URL the page may load: an absolute https URL, or a path beginning with a single `/`
 * (such as /logos/acme.svg), which lands on the service's own origin. The value is read as the URL parser reads
 * it: one that parses on its own is absolute and must be https (`http:host/x.png` is an http URL, although
 * against an http base it would read as a path and load from another host on https); any other must begin with
 * `/` and, resolved against an origin, stay on that origin (so `//host` and `/\host` are other origins).
 * Whitespace and control characters (which browsers drop, turning `/<TAB>/host` into `//host`) and backslashes
 * are refused outright.
 */
export function isSafeLogoUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f-\u009f\\]/.test(value)) return false;
  if (URL.canParse(value)) return new URL(value).protocol === 'https:';
  if (!value.startsWith('/')) return false;
  try {
    return new URL(value, SOME_SERVICE_ORIGIN).origin === SOME_SERVICE_ORIGIN;
  } catch {
    return false;
  }
}

/** CSS custom properties for a theme; null theme gives the default brand. Values are validated colours only. */
export function themeCssVariables(theme: TrackingTheme | null): Record<string, string> {
  const primary = theme?.primaryBackgroundColor ?? DEFAULT_BRAND_COLOR;
  if (!theme) {
    return {
      '--brand-primary': primary,
      '--brand-subtle': primary + SUBTLE_BACKGROUND_ALPHA,
    };
  }
  return {
    '--brand-primary': primary,
    '--brand-on-primary': theme.primaryFontColor,
    '--brand-subtle': primary + SUBTLE_BACKGROUND_ALPHA,
    '--brand-top-background': theme.topSectionBackgroundColor,
    '--brand-top-text': theme.topSectionFontColor,
    '--brand-secondary-border': theme.secondaryBorderColor,
    '--brand-secondary-text': theme.secondaryFontColor,
  };
}
