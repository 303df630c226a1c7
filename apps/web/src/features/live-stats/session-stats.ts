import { decimalToUnits, unitsToDecimalText } from '@/lib/formatters';

/**
 * The betting session of the Live Stats panel (spec document 1 section 3, Bets store: profit,
 * wins, losses, currentWagered, profithistory). Amounts are decimal dollar strings summed
 * exactly; the history holds the running profit after each bet, as numbers for the chart.
 */
export interface SessionStats {
  profit: string;
  wagered: string;
  wins: number;
  losses: number;
  history: number[];
  /** The last bets counted, so a bet announced twice counts once. */
  recentIds: string[];
}

export interface SettledBet {
  id: string;
  amount: string;
  payout: string;
}

/** The chart keeps the latest points; older ones have scrolled out of the picture anyway. */
export const MAX_HISTORY_POINTS = 200;
const MAX_RECENT_IDS = 100;

export const EMPTY_SESSION: SessionStats = {
  profit: '0',
  wagered: '0',
  wins: 0,
  losses: 0,
  history: [],
  recentIds: [],
};

/** Adds one settled bet: a payout above the stake is a win, below it a loss, equal neither. */
export function addSettledBet(stats: SessionStats, bet: SettledBet): SessionStats {
  if (stats.recentIds.includes(bet.id)) return stats;
  const stake = decimalToUnits(bet.amount);
  const payout = decimalToUnits(bet.payout);
  const profit = decimalToUnits(stats.profit) + payout - stake;
  const profitText = unitsToDecimalText(profit);
  return {
    profit: profitText,
    wagered: unitsToDecimalText(decimalToUnits(stats.wagered) + stake),
    wins: stats.wins + (payout > stake ? 1 : 0),
    losses: stats.losses + (payout < stake ? 1 : 0),
    history: [...stats.history, Number(profitText)].slice(-MAX_HISTORY_POINTS),
    recentIds: [...stats.recentIds, bet.id].slice(-MAX_RECENT_IDS),
  };
}
