import type { OddsChangeChoice, OddsFormat } from '@tengu/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SportsPrefsState {
  /** How every price is shown (ADR 035: decimal, fractional or American). */
  oddsFormat: OddsFormat;
  /** What the slip does when a price moves before acceptance (ADR 035, Bet slip checks). */
  oddsChange: OddsChangeChoice;
  setOddsFormat: (format: OddsFormat) => void;
  setOddsChange: (choice: OddsChangeChoice) => void;
}

/** The player's sportsbook settings, kept on this device (ADR 043). */
export const useSportsPrefs = create<SportsPrefsState>()(
  persist(
    (set) => ({
      oddsFormat: 'decimal',
      oddsChange: 'accept_higher',
      setOddsFormat: (oddsFormat) => set({ oddsFormat }),
      setOddsChange: (oddsChange) => set({ oddsChange }),
    }),
    {
      name: 'tengu-sportsbook-prefs',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ oddsFormat: s.oddsFormat, oddsChange: s.oddsChange }),
    },
  ),
);
