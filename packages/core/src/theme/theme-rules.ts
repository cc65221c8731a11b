import type { TrackingTheme } from './theme';

/*
 * The theme rules the page runs, apart from the schemas in theme.ts: importing these never brings zod into a
 * bundle (the order page's critical path stays without it).
 */

/** Brand colour used when a merchant has no custom theme. */
export const DEFAULT_BRAND_COLOR = '#037E8C';

/** Suffix that turns a #RRGGBB colour into the subtle brand background (alpha 0x0A). */
export const SUBTLE_BACKGROUND_ALPHA = '0A';

/** True for https URLs and same-origin paths such as /logos/acme.svg. */
export function isSafeLogoUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
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
