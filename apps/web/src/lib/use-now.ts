import { useEffect, useState } from 'react';

/** The current time, refreshed every intervalMs, so relative texts ("~12 min") stay true on an open page. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
