/**
 * The device's memory of which orders it asked to be notified about: per order, the push endpoint it gave the
 * service, so the same control can undo it (DELETE needs the endpoint) and the page shows "on" when it returns.
 * A browser holds one push subscription for the whole site, so several orders can share an endpoint.
 */
const PREFIX = 'tracking.push.';

/** localStorage, or null where the browser refuses it (private modes, storage off). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The endpoint this device subscribed the order with; null when it did not (or cannot remember). */
export function rememberedEndpoint(trackingId: string): string | null {
  try {
    return storage()?.getItem(PREFIX + trackingId) ?? null;
  } catch {
    return null;
  }
}

export function rememberChoice(trackingId: string, endpoint: string): void {
  try {
    storage()?.setItem(PREFIX + trackingId, endpoint);
  } catch {
    // Full or refused: the subscription still works, the page just will not show it as on next time.
  }
}

export function forgetChoice(trackingId: string): void {
  try {
    storage()?.removeItem(PREFIX + trackingId);
  } catch {
    // Nothing was kept.
  }
}

/** True when another order on this device still uses the endpoint (so the browser's subscription must stay). */
export function endpointStillUsed(endpoint: string): boolean {
  const kept = storage();
  if (!kept) return false;
  for (let index = 0; index < kept.length; index++) {
    const key = kept.key(index);
    if (key?.startsWith(PREFIX) && kept.getItem(key) === endpoint) return true;
  }
  return false;
}
