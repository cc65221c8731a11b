import {
  SUPPORTED_LOCALES,
  isSafeLogoUrl,
  isSupportedLocale,
  type Locale,
  type TrackingTheme,
} from '@tracking/core';
import { logoUrlSchema, trackingThemeSchema } from '@tracking/core/schemas';

/** What a merchant previews: its colours and logo, the language, and its name. */
export interface PreviewInput {
  theme: TrackingTheme | null;
  logo: string | null;
  locale: Locale;
  merchantName: string;
}

/** A value the preview was given but did not use, and why. */
export interface PreviewProblem {
  field: 'theme' | 'logo' | 'locale' | 'merchantName';
  message: string;
}

/** Type of the message a merchant dashboard sends to the preview window it embeds. */
export const PREVIEW_THEME_MESSAGE = 'tracking-preview:theme';
/** What the preview answers the dashboard: ready once it listens, applied or rejected for each message. */
export const PREVIEW_READY_MESSAGE = 'tracking-preview:ready';
export const PREVIEW_APPLIED_MESSAGE = 'tracking-preview:applied';
export const PREVIEW_REJECTED_MESSAGE = 'tracking-preview:rejected';

const MESSAGE_FIELDS = new Set(['type', 'theme', 'logo', 'locale', 'merchantName']);
const LOCALE_MESSAGE = `Must be one of ${SUPPORTED_LOCALES.join(', ')}`;
const NAME_MESSAGE = 'Must be 1 to 200 characters';

/** A merchant name as the service takes it: trimmed, 1 to 200 characters; null when it is not one. */
function merchantName(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  return name.length >= 1 && name.length <= 200 ? name : null;
}

/** The first problem of a schema check, as "field: message". */
function firstIssue(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return path ? `${path}: ${issue?.message ?? ''}` : (issue?.message ?? '');
}

/** The six colours, checked by the service's own schema (each exactly #RRGGBB, no other field). */
function checkTheme(value: unknown): { theme: TrackingTheme } | { message: string } {
  const parsed = trackingThemeSchema.safeParse(value);
  return parsed.success ? { theme: parsed.data } : { message: firstIssue(parsed.error.issues) };
}

function parseTheme(json: string): TrackingTheme | PreviewProblem {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { field: 'theme', message: 'Must be JSON with the six colours' };
  }
  const checked = checkTheme(value);
  return 'theme' in checked ? checked.theme : { field: 'theme', message: checked.message };
}

/**
 * The preview's input from its address (?theme=<URL-encoded JSON>&logo=<https URL>&locale=<locale>&name=...),
 * on top of `base`; each bad value is left out and reported, the good ones are used.
 */
export function readPreviewQuery(
  search: string,
  base: PreviewInput,
): { input: PreviewInput; problems: PreviewProblem[] } {
  const params = new URLSearchParams(search);
  const input = { ...base };
  const problems: PreviewProblem[] = [];
  const theme = params.get('theme');
  if (theme !== null) {
    const parsed = parseTheme(theme);
    if ('field' in parsed) problems.push(parsed);
    else input.theme = parsed;
  }
  const logo = params.get('logo');
  if (logo !== null) {
    if (logo.length <= 2048 && isSafeLogoUrl(logo)) input.logo = logo;
    else problems.push({ field: 'logo', message: 'Must be an https URL or a path beginning with /' });
  }
  const locale = params.get('locale');
  if (locale !== null) {
    if (isSupportedLocale(locale)) input.locale = locale;
    else problems.push({ field: 'locale', message: LOCALE_MESSAGE });
  }
  const name = params.get('name');
  if (name !== null) {
    const checked = merchantName(name);
    if (checked) input.merchantName = checked;
    else problems.push({ field: 'merchantName', message: NAME_MESSAGE });
  }
  return { input, problems };
}

/**
 * A dashboard message ({type: 'tracking-preview:theme', theme?, logo?, locale?, merchantName?}) applied to the
 * input, checked as the service checks an account: the six colours exactly #RRGGBB, the logo https or a
 * same-origin path, the locale one of the nine. Fields left out keep what the preview shows; a null theme or logo
 * goes back to the default brand. Anything wrong refuses the whole message, with the reason.
 */
export function applyPreviewMessage(
  data: unknown,
  current: PreviewInput,
): { ok: true; input: PreviewInput } | { ok: false; message: string } {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, message: 'Not an object' };
  const message = data as Record<string, unknown>;
  if (message.type !== PREVIEW_THEME_MESSAGE)
    return { ok: false, message: `type: Must be ${PREVIEW_THEME_MESSAGE}` };
  const unknownField = Object.keys(message).find((key) => !MESSAGE_FIELDS.has(key));
  if (unknownField) return { ok: false, message: `${unknownField}: Unknown field` };
  const input = { ...current };
  if (message.theme !== undefined) {
    const checked = message.theme === null ? { theme: null } : checkTheme(message.theme);
    if ('message' in checked) return { ok: false, message: `theme.${checked.message}` };
    input.theme = checked.theme;
  }
  if (message.logo !== undefined) {
    const checked = message.logo === null ? null : logoUrlSchema.safeParse(message.logo);
    if (checked && !checked.success)
      return { ok: false, message: `logo: ${firstIssue(checked.error.issues)}` };
    input.logo = checked ? checked.data : null;
  }
  if (message.locale !== undefined) {
    if (typeof message.locale !== 'string' || !isSupportedLocale(message.locale))
      return { ok: false, message: `locale: ${LOCALE_MESSAGE}` };
    input.locale = message.locale;
  }
  if (message.merchantName !== undefined) {
    const checked = merchantName(message.merchantName);
    if (!checked) return { ok: false, message: `merchantName: ${NAME_MESSAGE}` };
    input.merchantName = checked;
  }
  return { ok: true, input };
}

/** Whether a message event may change the preview: sent by the window embedding it, from an allowed origin. */
export function isFromAllowedParent(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  parent: unknown,
  allowedOrigins: readonly string[],
): boolean {
  return event.source !== null && event.source === parent && allowedOrigins.includes(event.origin);
}
