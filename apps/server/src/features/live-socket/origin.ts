import { LRUCache } from 'lru-cache';

/**
 * The host of each Origin seen lately, parsed once: every handshake from a browser carries one, and a reconnect
 * storm's carry the same few. Bounded, so made-up origins cannot grow it.
 */
const originHosts = new LRUCache<string, { host: string | undefined }>({ max: 1024 });

function hostOf(origin: string): string | undefined {
  let parsed = originHosts.get(origin);
  if (!parsed) {
    parsed = { host: URL.canParse(origin) ? new URL(origin).host : undefined };
    originHosts.set(origin, parsed);
  }
  return parsed.host;
}

/**
 * Whether a WebSocket handshake may come from this Origin: browsers always send one, so a missing Origin is a
 * non-browser client (allowed: it cannot ride a recipient's cookies, and the tracking id is the key anyway).
 * The page's own origin (same host) is always allowed; others only when listed, or with `*`.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  const originHost = hostOf(origin);
  return host !== undefined && originHost !== undefined && originHost === host.toLowerCase();
}
