import { useCallback, useEffect, useRef, useState } from 'react';
import { runAutoBet, type AutoBetConfig } from '../auto-bet';

/** One settled bet as the engine needs it (units of 10⁻⁸ USD). */
export interface SettledBet {
  stake: bigint;
  payout: bigint;
}

const PAUSE_MS = 300;

/**
 * Runs auto mode: places bets one after another until the engine, the player or an error stops
 * it. It waits for each answer, never for an animation, so the board can lag without slowing
 * or blocking the run.
 */
export function useAutoBet(place: (amount: string) => Promise<SettledBet>) {
  const [isRunning, setIsRunning] = useState(false);
  const [played, setPlayed] = useState(0);
  /** The stake of the next bet (on-win / on-loss changes applied) and the run's profit. */
  const [progress, setProgress] = useState<{ stake: bigint; profit: bigint } | null>(null);
  const stopRef = useRef(false);
  const placeRef = useRef(place);
  useEffect(() => {
    placeRef.current = place;
  }, [place]);
  useEffect(
    () => () => {
      stopRef.current = true;
    },
    [],
  );

  const start = useCallback(async (config: AutoBetConfig, baseAmount: bigint) => {
    stopRef.current = false;
    setIsRunning(true);
    setPlayed(0);
    setProgress({ stake: baseAmount, profit: 0n });
    try {
      // An error ends the run; `place` has already told the player why (issue 5).
      await runAutoBet({
        config,
        baseAmount,
        place: (amount) => placeRef.current(amount),
        isStopped: () => stopRef.current,
        onSettled: (state) => {
          setPlayed(state.played);
          setProgress({ stake: state.amount, profit: state.profit });
        },
        pause: () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS)),
      });
    } finally {
      setIsRunning(false);
    }
  }, []);

  const stop = useCallback(() => {
    stopRef.current = true;
  }, []);

  return { isRunning, played, progress: isRunning ? progress : null, start, stop };
}
