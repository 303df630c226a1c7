import {
  blackjackMultiplierE4,
  settleBlackjack,
  type Balances,
  type BetRecord,
  type BlackjackRound,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { finishEffects, type Effects } from '#app/modules/bets/bet-effects';
import { splitPayout, splitStake } from '#app/modules/bets/bet-money';
import { countExtraStake, settleRoundPayout } from '#app/modules/responsible-gambling/play-limits';
import { payoutPostings, postIfAny, stakePostings } from '#app/modules/bets/bet-postings';
import { toBetRecord } from '#app/modules/bets/bet-view';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import {
  deleteActiveGame,
  findBetView,
  insertBet,
  readPlayerBalances,
  type ActiveGameRow,
} from '#app/modules/bets/bets.repository';
import { betDetailsOf, totalStake, type ExtraStake } from './blackjack.state';

/**
 * The money of a blackjack hand beyond the start (which `startMultiStepBet` debits):
 * - each extra stake (double, split, insurance) is its own ledger entry `bet_extra:<game>:<n>`,
 *   free bets first then credits like any stake, posted under the game row's lock; its credits
 *   count as wagered at once;
 * - the end pays the exact return of every hand and insurance (`bet_payout:<game>`, pro rata to
 *   all stakes) and records one bet whose amount, credits_spent and freebets_spent are the
 *   totals. `settleMultiStepBet` pays stake × multiplier, which cannot be exact here (3 stakes
 *   back as 2: 0.6666…×), hence this settlement, built from the same pieces.
 */

type Trx = Transaction<Database>;

export async function postExtraStake(options: {
  trx: Trx;
  active: ActiveGameRow;
  kind: ExtraStake['kind'];
  hand: number;
  amount: bigint;
  sequence: number;
  playEvents?: PlayEvents | undefined;
}): Promise<{ extra: ExtraStake; effects: Effects }> {
  const { trx, active, amount } = options;
  // A double, split or insurance is a stake: it counts against the player's limits (ADR 050).
  await countExtraStake(trx, { userId: active.user_id, amount });
  const { freebets } = await readPlayerBalances(trx, active.user_id);
  const stake = splitStake(amount, freebets);
  await postIfAny(trx, {
    key: `bet_extra:${active.id}:${options.sequence}`,
    kind: 'bet_extra',
    reference: active.id,
    postings: stakePostings(active.user_id, stake),
  });
  const effects = await finishEffects(trx, active.user_id, stake.credits, {
    game: 'blackjack',
    playEvents: options.playEvents,
  });
  return {
    extra: { kind: options.kind, hand: options.hand, amount, ...stake },
    effects,
  };
}

export interface SettledRound {
  bet: BetRecord;
  balance: Balances;
  effects: Effects;
}

/** Ends the game inside the caller's transaction, which holds the game row's lock. */
export async function settleBlackjackRound(options: {
  trx: Trx;
  active: ActiveGameRow;
  round: BlackjackRound;
  extras: readonly ExtraStake[];
}): Promise<SettledRound> {
  const { trx, active, round } = options;
  const money = settleBlackjack(round, active.amount);
  const staked = totalStake(active, options.extras);
  if (staked.amount !== money.staked) {
    throw new AppError('INTERNAL', 'Something went wrong.', {
      internal: `blackjack ${active.id}: debited ${staked.amount}, rules stake ${money.staked}`,
    });
  }
  const won = splitPayout(money.returned, staked);
  await settleRoundPayout(trx, {
    userId: active.user_id,
    startedAt: active.created_at,
    payout: money.returned,
  });
  await postIfAny(trx, {
    key: `bet_payout:${active.id}`,
    kind: 'bet_payout',
    reference: active.id,
    postings: payoutPostings(active.user_id, won),
  });
  await insertBet(trx, {
    id: active.id,
    userId: active.user_id,
    game: active.game,
    amount: staked.amount,
    creditsSpent: staked.credits,
    freebetsSpent: staked.freebets,
    creditsWon: won.credits,
    freebetsWon: won.freebets,
    result: money.returned > money.staked ? 'WIN' : 'LOSS',
    multiplierE4: blackjackMultiplierE4(round),
    details: betDetailsOf(round, money),
    seedId: active.seed_id,
    nonce: active.nonce,
    idempotencyKey: null,
  });
  await deleteActiveGame(trx, active.id);
  const effects = await finishEffects(trx, active.user_id, 0n);
  const view = await findBetView(trx, active.id);
  if (!view) throw new AppError('INTERNAL', 'Something went wrong.');
  return { bet: toBetRecord(view), balance: effects.balance, effects };
}
