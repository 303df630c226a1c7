import { useEffect, useRef, useState } from 'react';
import { oddsTrend } from '../model/event-cache';

const FLASH_MS = 1_600;

/** 'up' or 'down' for a moment after the price moves (green / red flash), else null. */
export function useOddsFlash(odds: number): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const trend = oddsTrend(previous.current, odds);
    previous.current = odds;
    if (!trend) return;
    setFlash(trend);
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [odds]);
  return flash;
}
