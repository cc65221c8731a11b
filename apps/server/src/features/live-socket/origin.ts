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
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
