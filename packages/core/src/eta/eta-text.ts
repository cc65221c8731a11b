const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SOON_THRESHOLD_MS = 5 * MINUTE_MS;

/** How far away the estimate is, in the three shapes the page shows. */
export type EtaParts =
  { kind: 'hours'; hours: number; minutes: number } | { kind: 'minutes'; minutes: number } | { kind: 'soon' };

/** The estimated arrival: promised time plus the time difference the service reports. */
export function estimatedArrival(promisedTime: string | Date, timeDiffMs: number): Date {
  return new Date(new Date(promisedTime).getTime() + timeDiffMs);
}

/** Splits the time left into the page's shapes: 1 h or more, more than 5 min, else soon (also when late). */
export function etaParts(promisedTime: string | Date, timeDiffMs: number, now: Date): EtaParts {
  const leftMs = estimatedArrival(promisedTime, timeDiffMs).getTime() - now.getTime();
  if (leftMs >= HOUR_MS) {
    return {
      kind: 'hours',
      hours: Math.floor(leftMs / HOUR_MS),
      minutes: Math.floor((leftMs % HOUR_MS) / MINUTE_MS),
    };
  }
  if (leftMs > SOON_THRESHOLD_MS) return { kind: 'minutes', minutes: Math.floor(leftMs / MINUTE_MS) };
  return { kind: 'soon' };
}

/** The spec's ETA text: '~Xh Ym', '~N min' or '< 5 min'. */
export function etaText(promisedTime: string | Date, timeDiffMs: number, now: Date): string {
  const parts = etaParts(promisedTime, timeDiffMs, now);
  switch (parts.kind) {
    case 'hours':
      return `~${parts.hours}h ${parts.minutes}m`;
    case 'minutes':
      return `~${parts.minutes} min`;
    case 'soon':
      return '< 5 min';
  }
}
