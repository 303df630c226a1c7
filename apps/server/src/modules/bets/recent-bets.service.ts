import {
  HIGH_ROLLER_MIN_UNITS,
  RECENT_BETS_LIMIT,
  unitsToDecimal,
  type RecentBetTab,
  type RecentBetsResponse,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { fromMultiplierE4 } from './bet-money';
import { listRecentBets, type RecentBetRow } from './recent-bets.repository';

/**
 * All Bets and High Rollers on arrival (issue 14): the latest bets in the public shape of
 * `bets:new`, hidden names as null, zero-stake bets left out (issue 15: they are not
 * broadcast either). Every visitor's page load asks for them, so an answer is reused for
 * `ttlMs`; the socket brings what is newer.
 */
export function createRecentBets(options: { db: DB; ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? 1000;
  const cache = new Map<RecentBetTab, { at: number; answer: Promise<RecentBetsResponse> }>();
  return (tab: RecentBetTab): Promise<RecentBetsResponse> => {
    const hit = cache.get(tab);
    if (hit && Date.now() - hit.at < ttlMs) return hit.answer;
    const answer = listRecentBets(options.db, {
      minAmount: tab === 'high-rollers' ? HIGH_ROLLER_MIN_UNITS : 1n,
      limit: RECENT_BETS_LIMIT,
    }).then((rows) => ({ bets: rows.map(toPublicBet) }));
    cache.set(tab, { at: Date.now(), answer });
    void answer.catch(() => cache.delete(tab));
    return answer;
  };
}

function toPublicBet(row: RecentBetRow) {
  return {
    id: row.id,
    game: row.game,
    ...(row.game_name ? { game_name: row.game_name } : {}),
    player: row.player,
    amount: unitsToDecimal(row.amount),
    multiplier: fromMultiplierE4(row.multiplier_e4),
    payout: unitsToDecimal(row.payout),
    created_at: row.created_at.toISOString(),
  };
}
