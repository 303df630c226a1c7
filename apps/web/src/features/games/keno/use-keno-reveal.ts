import { useEffect, useState } from 'react';

const STEP_MS = 90;

/**
 * How many of a round's drawn numbers are shown: one more every 90 ms, never blocking input. A
 * new round (another key) starts again from zero; `isInstant` shows them all at once (auto play
 * with a short pause, reduced motion).
 */
export function useKenoReveal(roundKey: string | null, total: number, isInstant: boolean): number {
  const [state, setState] = useState({ key: roundKey, shown: 0 });
  const current = state.key === roundKey ? state.shown : 0;
  if (state.key !== roundKey) setState({ key: roundKey, shown: 0 });

  useEffect(() => {
    if (roundKey === null || isInstant || current >= total) return;
    const timer = setTimeout(
      () => setState((s) => (s.key === roundKey ? { key: s.key, shown: s.shown + 1 } : s)),
      STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [roundKey, current, total, isInstant]);

  return roundKey === null ? 0 : isInstant ? total : current;
}
