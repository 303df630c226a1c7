import type { Balances, CrashPlayer, PublicBetPayload } from '@tengu/shared';
import { unitsToDecimal } from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { splitPayout } from '#app/modules/bets/bet-money';
import { payoutPostings, postIfAny } from '#app/modules/bets/bet-postings';
import {
  insertHistoryBet,
  lockDueBets,
  loseRemainingBets,
  markCashed,
  markRoundSettled,
  readBalancesOf,
  revealRoundInHistory,
  type CrashBetView,
  type RoundRow,
} from './crash.repository';
import { settleRoundPayout } from '#app/modules/responsible-gambling/play-limits';
import { e2ToMultiplier, publicName, toCrashPlayer, toPublicBet } from './crash-view';

/**
 * Paying crash bets (issue 7). A cash-out is one ledger entry `crash_payout:<bet id>` (the
 * stake left at placement as `crash_bet:<bet id>`), the bet marked cashed and written to the
 * bet history, all in the caller's transaction with the bet row locked and still active: a bet
 * is paid at most once whoever (a request, this engine, a new leader) gets to it.
 */

type Trx = Transaction<Database>;

/** The multiplier × 100 a bet cashes out at by itself: its auto cash-out, or the profit cap. */
export function targetE2(bet: Pick<CrashBetView, 'auto_cashout_e2' | 'cap_e2'>): bigint {
  const auto = bet.auto_cashout_e2;
  return auto !== null && auto < bet.cap_e2 ? auto : bet.cap_e2;
}

export interface PaidBet {
  player: CrashPlayer;
  publicBet: PublicBetPayload;
  userId: string;
}

export async function payBet(trx: Trx, bet: CrashBetView, cashoutE2: bigint): Promise<PaidBet> {
  const stake = { credits: bet.credits_spent, freebets: bet.freebets_spent };
  const won = splitPayout((bet.amount * cashoutE2) / 100n, stake);
  // The payout comes off the player's counted loss (ADR 050; memory only without a limit).
  await settleRoundPayout(trx, {
    userId: bet.user_id,
    startedAt: bet.created_at,
    payout: won.credits + won.freebets,
  });
  await postIfAny(trx, {
    key: `crash_payout:${bet.id}`,
    kind: 'crash_payout',
    reference: bet.id,
    postings: payoutPostings(bet.user_id, won),
  });
  await markCashed(trx, {
    id: bet.id,
    cashoutE2,
    creditsWon: won.credits,
    freebetsWon: won.freebets,
  });
  const paid: CrashBetView = {
    ...bet,
    status: 'cashed',
    cashout_e2: cashoutE2,
    credits_won: won.credits,
    freebets_won: won.freebets,
  };
  const createdAt = await insertHistoryBet(
    trx,
    paid,
    {
      creditsWon: won.credits,
      freebetsWon: won.freebets,
      multiplierE4: cashoutE2 * 100n,
      isWin: true,
    },
    {
      round_id: bet.round_id,
      cashout: e2ToMultiplier(cashoutE2),
      auto_cashout: bet.auto_cashout_e2 === null ? null : e2ToMultiplier(bet.auto_cashout_e2),
    },
  );
  return {
    player: toCrashPlayer(paid),
    publicBet: toPublicBet(paid, createdAt),
    userId: bet.user_id,
  };
}

export interface SettledBatch {
  paid: PaidBet[];
  balances: Map<string, Balances>;
}

const BATCH = 100;

/**
 * Pays every active bet of the round whose own target is at most `upToE2`, at exactly that
 * target, `BATCH` bets per transaction. `skipLocked` while the round runs (a bet locked by a
 * player's cash-out is theirs to settle); at the bust the engine waits for such locks instead.
 */
export async function settleDueBets(options: {
  db: DB;
  roundId: number;
  upToE2: bigint;
  skipLocked: boolean;
  onBatch: (batch: SettledBatch) => void;
}): Promise<number> {
  let total = 0;
  for (;;) {
    const paid = await options.db.transaction().execute(async (trx) => {
      const due = await lockDueBets(
        trx,
        options.roundId,
        options.upToE2,
        BATCH,
        options.skipLocked,
      );
      const results: PaidBet[] = [];
      for (const bet of due) results.push(await payBet(trx, bet, targetE2(bet)));
      return results;
    });
    if (paid.length === 0) return total;
    total += paid.length;
    options.onBatch({
      paid,
      balances: await balancesOf(
        options.db,
        paid.map((p) => p.userId),
      ),
    });
    if (paid.length < BATCH) return total;
  }
}

export async function balancesOf(db: DB, userIds: string[]): Promise<Map<string, Balances>> {
  const raw = await readBalancesOf(db, [...new Set(userIds)]);
  return new Map(
    [...raw].map(([id, b]) => [
      id,
      { credits: unitsToDecimal(b.credits), freebets: unitsToDecimal(b.freebets) },
    ]),
  );
}

export interface LostBet {
  id: string;
  userId: string;
  /** Null when the player hides their name. */
  player: string | null;
  amount: bigint;
}

/** The bust's settlement: the bets still in play lose, the round is marked settled. */
export async function settleLosses(db: DB, round: RoundRow): Promise<LostBet[]> {
  return db.transaction().execute(async (trx) => {
    const lost = await loseRemainingBets(trx, round);
    await revealRoundInHistory(trx, round);
    await markRoundSettled(trx, round.id);
    return lost.map((l) => ({
      id: l.id,
      userId: l.user_id,
      player: publicName(l),
      amount: l.amount,
    }));
  });
}
