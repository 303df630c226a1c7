import { BET_GAME_NAMES, unitsToDecimal, type BetGame, type BetRecord } from '@tengu/shared';
import { fromMultiplierE4 } from './bet-money';
import type { BetView } from './bets.repository';

/** A provider round (game `slots`) is named by its game, e.g. "Koi Fortune". */
function gameName(game: string, details: Record<string, unknown>): string {
  if (game === 'slots' && typeof details['game_name'] === 'string') return details['game_name'];
  return BET_GAME_NAMES[game as BetGame] ?? game;
}

/** The JSON of a bet; the server seed stays empty while its pair is active. */
export function toBetRecord(view: BetView, options: { revealName?: boolean } = {}): BetRecord {
  return {
    id: view.id,
    game: view.game,
    game_name: gameName(view.game, view.details),
    username: view.hide_name && !options.revealName ? null : view.username,
    amount: unitsToDecimal(view.amount),
    credits_spent: unitsToDecimal(view.credits_spent),
    freebets_spent: unitsToDecimal(view.freebets_spent),
    credits_won: unitsToDecimal(view.credits_won),
    freebets_won: unitsToDecimal(view.freebets_won),
    payout: unitsToDecimal(view.credits_won + view.freebets_won),
    result: view.result,
    multiplier: fromMultiplierE4(view.multiplier_e4),
    details: view.details,
    created_at: view.created_at.toISOString(),
    client_seed: view.client_seed,
    server_seed: view.seed_active ? '' : view.server_seed,
    hashed_server_seed: view.server_seed_hash,
    nonce: view.nonce,
  };
}
