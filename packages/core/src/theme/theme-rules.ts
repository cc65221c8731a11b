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

/** Stands for the service's own origin when the caller does not know it (an http origin: only paths land there). */
const SOME_SERVICE_ORIGIN = 'http://service.invalid';

/**
 * True for an image or logo URL the page may load: an https URL, or one that lands on the service's own origin
 * (a path such as /logos/acme.svg). The value is read as a browser reads it (`new URL` against the service's
 * origin), so `//host`, `/\host` and the like are other origins; whitespace and control characters (which
 * browsers drop, turning `/<TAB>/host` into `//host`) and backslashes are refused outright.
 */
export function isSafeImageUrl(value: string, serviceOrigin: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f-\u009f\\]/.test(value)) return false;
  try {
    const absolute = URL.canParse(value);
    const url = new URL(value, serviceOrigin);
    return (absolute && url.protocol === 'https:') || url.origin === new URL(serviceOrigin).origin;
  } catch {
    return false;
  }
}

/** isSafeImageUrl where the service's origin is not known: paths are its own; absolute URLs must be https. */
export function isSafeLogoUrl(value: string): boolean {
  return isSafeImageUrl(value, SOME_SERVICE_ORIGIN);
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
