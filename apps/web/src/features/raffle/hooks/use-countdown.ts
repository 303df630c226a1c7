import { useEffect, useState } from 'react';

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  isOver: boolean;
}

/** Time left until `target` (ISO), ticking every second. */
export function countdownTo(target: string, now: number): Countdown {
  const left = Math.max(0, Date.parse(target) - now);
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    isOver: left === 0,
  };
}

export function useCountdown(target: string | undefined): Countdown | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return target ? countdownTo(target, now) : null;
}
