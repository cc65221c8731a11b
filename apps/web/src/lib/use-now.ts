import { createContext, useContext, useEffect, useState } from 'react';

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
    const catchUp = fromServer ? requestAnimationFrame(() => setNow(new Date())) : null;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => {
      if (catchUp !== null) cancelAnimationFrame(catchUp);
      clearInterval(timer);
    };
  }, [intervalMs, fromServer]);
  return now;
}
