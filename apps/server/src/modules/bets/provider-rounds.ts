import { createHash } from 'node:crypto';
import type { BetRecord } from '@tengu/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { MULTIPLIER_SCALE } from './bet-money';
import { toBetRecord } from './bet-view';
import { findBetView } from './bets.repository';

/**
 * Provider rounds in My bets (issue 20): a provider's settled round is one `bets` row of game
 * `slots` (no seed pair of ours; `details` names the provider, game and round). Its id is derived
 * from (provider, player, round), so a later win of the same round adds to the same row.
 */

type Trx = Transaction<Database>;

export interface ProviderRound {
  providerId: string;
  providerName: string;
  gameCode: string;
  gameName: string;
  gameSlug: string | null;
  round: string;
  userId: string;
}

/** A UUID (v8 layout) from the round's identity: stable across retries and later wins. */
export function providerRoundBetId(round: Pick<ProviderRound, 'providerId' | 'userId' | 'round'>) {
  const hex = createHash('sha256')
    .update(`${round.providerId}\u0000${round.userId}\u0000${round.round}`)
    .digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function multiplierE4(stake: bigint, payout: bigint): bigint {
  return stake > 0n ? (payout * MULTIPLIER_SCALE) / stake : 0n;
}

/**
 * Writes the settled round's bet (stake and the settling win) in the settling transaction, or
 * adds a later win of the same round to it; returns the bet as the live feed shows it.
 */
export async function recordProviderRound(
  trx: Trx,
  round: ProviderRound,
  money: { stake: bigint; win: bigint },
): Promise<BetRecord | null> {
  const id = providerRoundBetId(round);
  if (money.stake > 0n) {
    const multiplier = multiplierE4(money.stake, money.win);
    await trx
      .insertInto('bets')
      .values({
        id,
        user_id: round.userId,
        game: 'slots',
        amount: money.stake,
        credits_spent: money.stake,
        freebets_spent: 0n,
        credits_won: money.win,
        freebets_won: 0n,
        result: multiplier >= MULTIPLIER_SCALE ? 'WIN' : 'LOSS',
        multiplier_e4: multiplier,
        details: JSON.stringify({
          provider: round.providerId,
          provider_name: round.providerName,
          game_code: round.gameCode,
          game_name: round.gameName,
          game_slug: round.gameSlug,
          round: round.round,
        }),
        seed_id: null,
        nonce: 0,
        idempotency_key: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  } else if (money.win > 0n) {
    await trx
      .updateTable('bets')
      .set({
        credits_won: sql<bigint>`credits_won + ${money.win}`,
        // A round's row exists only with a stake (amount > 0).
        multiplier_e4: sql<bigint>`((credits_won + ${money.win}) * ${MULTIPLIER_SCALE}) / amount`,
        result: sql<
          'WIN' | 'LOSS'
        >`CASE WHEN credits_won + ${money.win} >= amount THEN 'WIN' ELSE 'LOSS' END`,
      })
      .where('id', '=', id)
      .execute();
    return null;
  } else {
    return null;
  }
  const view = await findBetView(trx, id);
  return view ? toBetRecord(view, { revealName: true }) : null;
}
