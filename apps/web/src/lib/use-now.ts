import { createContext, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The moment the server rendered the page, while the browser hydrates it (null otherwise, see app.tsx):
 * relative texts ("~12 min", "updated 5 s ago") first render as the server wrote them, so hydration matches,
 * and the render right after hydration shows the browser's own time.
 */
export const ServerRenderTime = createContext<number | null>(null);

/** The current time, refreshed every intervalMs, so relative texts ("~12 min") stay true on an open page. */
export function useNow(intervalMs = 30_000): Date {
  const serverTime = useContext(ServerRenderTime);
  const serverNow = useMemo(() => (serverTime === null ? null : new Date(serverTime)), [serverTime]);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return serverNow ?? now;
}
