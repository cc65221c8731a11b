/** What a tracking id becomes in an error report. */
export const SCRUBBED_ID = '[tracking-id]';

// A tracking id (22 letters, digits, - or _) standing as a path segment or a query value, and whatever a
// trackingId parameter holds (a wrong id is still somebody's typo of a real one).
const ID_IN_URL = /(^|[/=])[A-Za-z0-9_-]{22}(?=$|[/?#&"'\s])/g;
const ID_PARAMETER = /(trackingId(?:=|%3D))[^&#\s"']*/gi;

/** A text with every tracking id in it replaced, so reports never carry a link's capability. */
export function scrubTrackingIds(text: string): string {
  return text.replace(ID_PARAMETER, `$1${SCRUBBED_ID}`).replace(ID_IN_URL, `$1${SCRUBBED_ID}`);
}

/** Objects below this depth are left out of a report rather than walked (events are shallow; cycles end here). */
const MAX_DEPTH = 12;

/**
 * A copy of an error report (event or breadcrumb) with every string scrubbed: its URL, request, message,
 * breadcrumbs' data (the fetch's URL), exception values and tags alike.
 */
export function scrubReport<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubTrackingIds(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubReport(item, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [scrubTrackingIds(key), scrubReport(item, depth + 1)]),
  ) as T;
}
