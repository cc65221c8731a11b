import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * The moment the server rendered the page (null for a page the browser rendered alone): relative texts
 * ("~12 min", "updated 5 s ago") first render as the server wrote them, so hydration matches, and catch up with
 * the browser's clock on the next frame.
 */
export const ServerRenderTime = createContext<number | null>(null);

/** The current time, refreshed every intervalMs, so relative texts ("~12 min") stay true on an open page. */
export function useNow(intervalMs = 30_000): Date {
  const serverTime = useContext(ServerRenderTime);
  const [now, setNow] = useState(() => (serverTime === null ? new Date() : new Date(serverTime)));
  const fromServer = serverTime !== null;
  useEffect(() => {
    // A new time redraws the texts of the whole page: as a transition, which yields to the browser (and to a
    // tap) every few milliseconds instead of holding the main thread for the page.
    const tick = () => startTransition(() => setNow(new Date()));
    const catchUp = fromServer ? requestAnimationFrame(tick) : null;
    const timer = setInterval(tick, intervalMs);
    return () => {
      if (catchUp !== null) cancelAnimationFrame(catchUp);
      clearInterval(timer);
    };
  }, [intervalMs, fromServer]);
  return now;
}
