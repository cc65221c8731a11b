import { z } from 'zod';

/** Brand colour used when a merchant has no custom theme. */
export const DEFAULT_BRAND_COLOR = '#037E8C';

/** Suffix that turns a #RRGGBB colour into the subtle brand background (alpha 0x0A). */
export const SUBTLE_BACKGROUND_ALPHA = '0A';

/** A colour as merchants may send it: exactly #RRGGBB, so it can never break out of a CSS value. */
export const hexColorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Must be a colour like #037E8C');

/** The six colours a merchant may set (spec section 3). */
export const trackingThemeSchema = z.strictObject({
  topSectionBackgroundColor: hexColorSchema,
  topSectionFontColor: hexColorSchema,
  secondaryBorderColor: hexColorSchema,
  secondaryFontColor: hexColorSchema,
  primaryBackgroundColor: hexColorSchema,
  primaryFontColor: hexColorSchema,
});
export type TrackingTheme = z.infer<typeof trackingThemeSchema>;

/** A logo URL: https, or a same-origin absolute path (never protocol-relative, data: or javascript:). */
export const logoUrlSchema = z
  .string()
  .max(2048)
  .refine(isSafeLogoUrl, 'Must be an https URL or a same-origin path');

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
