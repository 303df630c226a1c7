import { formatOdds } from '@tengu/shared';
import { useCallback } from 'react';
import { useSportsPrefs } from '../model/prefs-store';

/** Formats odds (thousandths) in the player's chosen format. */
export function useOddsText(): (odds: number) => string {
  const format = useSportsPrefs((s) => s.oddsFormat);
  return useCallback((odds: number) => formatOdds(odds, format), [format]);
}
