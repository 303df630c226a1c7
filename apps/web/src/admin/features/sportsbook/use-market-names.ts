import type { TradingMarket } from '@tengu/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  marketTitle,
  outcomeLabel,
  type Teams,
  type Translate,
} from '@/features/sportsbook/model/market-names';

type MarketKey = Pick<TradingMarket, 'type' | 'specifier'>;

/** How the console names an event's markets and outcomes. */
export interface MarketNames {
  /** "Match result", "Total goals 2.5", "Asian handicap −0.75". */
  market: (market: MarketKey) => string;
  /** "Arsenal", "Draw", "Over 2.5", "Arsenal −0.75", "2:1". */
  outcome: (market: MarketKey, outcomeId: string) => string;
}

/** `1x2`, `total 2.5`: the raw names, while the players' market names load. */
function rawMarket(market: MarketKey): string {
  const value = market.specifier.split('=')[1];
  return value ? `${market.type} ${value}` : market.type;
}

/**
 * The names players read on the sportsbook (its `sportsbook` strings, in the console's language),
 * so a trader and a player speak of the same "Match result · Arsenal"; the raw market type and
 * outcome id until those strings have loaded.
 */
export function useMarketNames(teams: Teams): MarketNames {
  const { t: typed, ready } = useTranslation('sportsbook', { useSuspense: false });
  // Keys built at run time (market types, outcome ids), as the sportsbook's own pages use them.
  const t = typed as unknown as Translate;
  const { home, away } = teams;
  return useMemo(
    () =>
      ready
        ? {
            market: (market) => marketTitle(t, market.type, market.specifier),
            outcome: (market, outcomeId) => outcomeLabel(t, market, outcomeId, { home, away }),
          }
        : { market: rawMarket, outcome: (_market, outcomeId) => outcomeId },
    [t, ready, home, away],
  );
}
