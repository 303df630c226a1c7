import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the coin spins before it lands (the CSS transition of coin.tsx). */
export const COIN_SPIN_MS = 900;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * What the board may print: the server's answer arrives before the coin has landed, so a new
 * flip's view is held back until the spin ends (issue 14: the result never shows early). Any
 * other change (a new series, a cash-out) shows at once and finishes a spin still running, so
 * the animation never blocks the next bet.
 *
 * `flipKey` changes with every answer that adds a flip; `isFlip` says whether it did.
 */
export function useCoinLanding<T>(view: T, flipKey: string, isFlip: boolean) {
  const [shown, setShown] = useState(view);
  const [isSpinning, setIsSpinning] = useState(false);
  const [spins, setSpins] = useState(0);
  const lastKey = useRef(flipKey);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(view);
  latest.current = view;

  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const isNewFlip = flipKey !== lastKey.current && isFlip;
    lastKey.current = flipKey;
    if (!isNewFlip || prefersReducedMotion()) {
      setShown(view);
      setIsSpinning(false);
      if (isNewFlip) setSpins((n) => n + 1);
      return;
    }
    setSpins((n) => n + 1);
    setIsSpinning(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setShown(view);
      setIsSpinning(false);
    }, COIN_SPIN_MS);
  }, [view, flipKey, isFlip]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Lands the coin now (a click during the spin): the board catches up with the server. */
  const finish = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setShown(latest.current);
    setIsSpinning(false);
  }, []);

  return { shown, isSpinning, spins, finish };
}
