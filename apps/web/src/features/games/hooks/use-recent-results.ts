import { useCallback, useState } from 'react';
import { playGameSound } from '../sound/game-sound';

export interface RecentResult {
  id: string;
  label: string;
  isWin: boolean;
}

const MAX_RESULTS = 20;

/** This session's last results, newest first. */
export function useRecentResults() {
  const [results, setResults] = useState<RecentResult[]>([]);
  const push = useCallback((result: RecentResult) => {
    // Every game reports its settled rounds here: the one place a win is heard.
    if (result.isWin) playGameSound('win');
    setResults((list) => [result, ...list].slice(0, MAX_RESULTS));
  }, []);
  return { results, push };
}
