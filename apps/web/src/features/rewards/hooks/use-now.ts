import { useEffect, useState } from 'react';

/** The current time, ticking every `intervalMs` while `isTicking` (a live countdown). */
export function useNow(isTicking: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    setNow(Date.now());
    const handle = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(handle);
  }, [isTicking, intervalMs]);
  return now;
}
