import type { DriverLocation } from '@tracking/core';

/** A driver position older than this is stale: the marker greys and the panel says how old it is. */
export const STALE_AFTER_MS = 60_000;

/** How fresh the driver's position is: unknown (no position, or no time on it), fresh or stale, and its age. */
export type Freshness = { kind: 'unknown' } | { kind: 'fresh' | 'stale'; ageSeconds: number };

/** The age of the driver's last position at `now`; a time ahead of the page's clock counts as just now. */
export function freshness(location: Pick<DriverLocation, 'at'> | null, now: number): Freshness {
  const at = location?.at ? Date.parse(location.at) : NaN;
  if (Number.isNaN(at)) return { kind: 'unknown' };
  const ageMs = Math.max(0, now - at);
  return { kind: ageMs > STALE_AFTER_MS ? 'stale' : 'fresh', ageSeconds: Math.floor(ageMs / 1000) };
}

/** One formatter per language: making one costs more than using it, and the age is written every second. */
const formats = new Map<string, Intl.RelativeTimeFormat>();

/** An age as a relative time in the page's language ("8 sec ago", "2 min. siden"), in seconds or minutes. */
export function ageText(ageSeconds: number, languageTag: string): string {
  let format = formats.get(languageTag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto', style: 'short' });
    formats.set(languageTag, format);
  }
  if (ageSeconds < 60) return format.format(-ageSeconds, 'second');
  if (ageSeconds < 3600) return format.format(-Math.floor(ageSeconds / 60), 'minute');
  return format.format(-Math.floor(ageSeconds / 3600), 'hour');
}
