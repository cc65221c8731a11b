import { z } from 'zod';
import { isSafeLogoUrl, type TrackingTheme } from './theme-rules';

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
export type { TrackingTheme };
// The schema and the type the page uses name the same six fields: a drift fails to compile here.
const _themeSchemaMatchesType: z.infer<typeof trackingThemeSchema> extends TrackingTheme
  ? TrackingTheme extends z.infer<typeof trackingThemeSchema>
    ? true
    : never
  : never = true;

/** A logo URL: https, or a same-origin absolute path (never protocol-relative, data: or javascript:). */
export const logoUrlSchema = z
  .string()
  .max(2048)
  .refine(isSafeLogoUrl, 'Must be an https URL or a path beginning with /');
