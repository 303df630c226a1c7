import {
  betAmountUnits,
  CRASH_HISTORY_SIZE,
  CRASH_MAX_AUTO_CASHOUT,
  CRASH_MESSAGES,
  crashElapsedFor,
  crashMultiplierAt,
  GAME_MESSAGES,
  unitsToDecimal,
  type Balances,
  type CrashBetRequest,
  type CrashChain,
  type CrashPlayer,
  type CrashRoundDetail,
  type CrashStateResponse,
} from '@tengu/shared';
import { nextChainHash } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { finishEffects, type Effects } from '#app/modules/bets/bet-effects';
import { splitStake } from '#app/modules/bets/bet-money';
import { postIfAny, stakePostings } from '#app/modules/bets/bet-postings';
import { readPlayerBalances } from '#app/modules/bets/bets.repository';
import { assertZeroStakeAllowed } from '#app/modules/bets/zero-stake-limit';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import {
  databaseNow,
  findChain,
  findLatestChain,
  findLatestRound,
  findRound,
  findUserBet,
  insertCrashBet,
  lastChainRound,
  listCrashedRounds,
  listRoundBets,
  lockLatestRoundForBet,
  lockUserBetInLatestRound,
  type ChainRow,
} from './crash.repository';
import { admitBet } from '../game-settings';
import { withinPlayLimits } from '#app/modules/responsible-gambling/play-limits';
import { payBet, targetE2, type PaidBet } from './crash-settlement';
import { e2ToMultiplier, toCrashPlayer, toCrashRound, toHistoryItem } from './crash-view';
import { timeOrderedUuid } from '#app/db/time-ordered-uuid';

/** Placing and cashing out crash bets, and what the page reads (issue 7). */

const MAX_E2 = BigInt(CRASH_MAX_AUTO_CASHOUT * 100);

/**
 * The highest multiplier × 100 whose profit stays within MAX_PROFIT_PER_BET: a bet still in play
 * there is cashed out by the engine (as a limbo target above it would be refused).
 */
export function profitCapE2(amount: bigint, maxProfit: bigint): bigint {
  if (amount === 0n) return MAX_E2;
  const cap = ((maxProfit + amount) * 100n) / amount;
  return cap < MAX_E2 ? cap : MAX_E2;
}

export interface PlacedCrashBet {
  player: CrashPlayer;
  balance: Balances;
  effects: Effects;
}

export async function placeCrashBet(options: {
  db: DB;
  userId: string;
  request: CrashBetRequest;
  maxProfit: bigint;
  /** The app's play-events registry (none: the stake produces no play event). */
  playEvents?: PlayEvents | undefined;
}): Promise<PlacedCrashBet> {
  const { db, userId, request } = options;
  const amount = betAmountUnits(request.amount);
  const autoE2 =
    request.autoCashout === undefined ? null : BigInt(Math.round(request.autoCashout * 100));
  // New bets obey the game's settings (ADR 044); a bet already in the round still cashes out.
  const maxProfit = await admitBet({
    db,
    game: 'crash',
    amount,
    defaultMaxProfit: options.maxProfit,
  });
  assertZeroStakeAllowed(userId, amount);
  const capE2 = profitCapE2(amount, maxProfit);
  if (capE2 < 101n || (autoE2 !== null && autoE2 > capE2)) {
    throw new AppError('MAX_PROFIT_EXCEEDED', GAME_MESSAGES.maxProfit(unitsToDecimal(maxProfit)));
  }
  // The player's loss and wager limits (ADR 050): the stake counts now, a cash-out pays back.
  const insertCrashBetNow = (): Promise<PlacedCrashBet> =>
    db.transaction().execute(async (trx) => {
      const round = await lockLatestRoundForBet(trx);
      if (!round) throw new AppError('INVALID_MOVE', CRASH_MESSAGES.noRound);
      if (round.phase !== 'waiting' || round.now >= round.betting_ends_at) {
        throw new AppError('INVALID_MOVE', CRASH_MESSAGES.bettingClosed);
      }
      const betId = timeOrderedUuid();
      const { freebets } = await readPlayerBalances(trx, userId);
      const stake = splitStake(amount, freebets);
      const inserted = await insertCrashBet(trx, {
        id: betId,
        roundId: round.id,
        userId,
        amount,
        creditsSpent: stake.credits,
        freebetsSpent: stake.freebets,
        autoCashoutE2: autoE2,
        capE2,
      });
      if (!inserted) throw new AppError('GAME_IN_PROGRESS', CRASH_MESSAGES.alreadyBet);
      await postIfAny(trx, {
        key: `crash_bet:${betId}`,
        kind: 'crash_bet',
        reference: betId,
        postings: stakePostings(userId, stake),
      });
      // The play event at stake time, like the multi-step games: the edge is earned on the stake.
      const effects = await finishEffects(trx, userId, stake.credits, {
        game: 'crash',
        playEvents: options.playEvents,
      });
      const player = toCrashPlayer({
        ...inserted,
        username: effects.username,
        hide_name: effects.hidden === true,
      });
      return { player, balance: effects.balance, effects };
    });
  return withinPlayLimits({ db, userId, amount }, insertCrashBetNow, () => 0n);
}

export interface CashedOut {
  paid: PaidBet;
  balance: Balances;
  effects: Effects;
}

/**
 * A manual cash-out: the database clock decides. Before the bust the bet is paid at the
 * multiplier of that instant (or at its own target if the curve already passed it); at or after
 * the bust it has lost.
 */
export async function cashOutCrash(options: { db: DB; userId: string }): Promise<CashedOut> {
  const { db, userId } = options;
  return db.transaction().execute(async (trx) => {
    const found = await lockUserBetInLatestRound(trx, userId);
    if (!found) throw new AppError('NO_ACTIVE_GAME', CRASH_MESSAGES.noBet);
    const { bet, round } = found;
    const point = e2ToMultiplier(round.crash_point_e2).toFixed(2);
    if (bet.status === 'cashed') throw new AppError('CONFLICT', CRASH_MESSAGES.alreadyCashedOut);
    if (bet.status === 'lost' || round.phase === 'crashed') {
      throw new AppError('INVALID_MOVE', CRASH_MESSAGES.tooLate(point));
    }
    if (round.phase !== 'running' || !round.started_at) {
      throw new AppError('INVALID_MOVE', CRASH_MESSAGES.notRunning);
    }
    const now = await databaseNow(trx);
    const elapsed = now.getTime() - round.started_at.getTime();
    const bustAfter = crashElapsedFor(e2ToMultiplier(round.crash_point_e2));
    const nowE2 = BigInt(Math.round(crashMultiplierAt(elapsed) * 100));
    if (elapsed >= bustAfter || nowE2 >= round.crash_point_e2) {
      throw new AppError('INVALID_MOVE', CRASH_MESSAGES.tooLate(point));
    }
    const own = targetE2(bet);
    const paid = await payBet(trx, bet, own <= nowE2 ? own : nowE2);
    const effects = await finishEffects(trx, userId, 0n);
    return { paid, balance: effects.balance, effects };
  });
}

function toChain(chain: ChainRow, roundsPlayed: number): CrashChain {
  return {
    id: chain.id,
    terminating_hash: chain.terminating_hash,
    salt: chain.salt,
    length: chain.length,
    rounds_played: roundsPlayed,
    created_at: chain.created_at.toISOString(),
  };
}

export async function getCrashChain(db: DB): Promise<CrashChain | null> {
  const chain = await findLatestChain(db);
  return chain ? toChain(chain, await lastChainRound(db, chain.id)) : null;
}

export async function getCrashState(options: {
  db: DB;
  userId?: string | undefined;
}): Promise<CrashStateResponse> {
  const { db, userId } = options;
  const [round, history, chain, now] = await Promise.all([
    findLatestRound(db),
    listCrashedRounds(db, CRASH_HISTORY_SIZE),
    getCrashChain(db),
    databaseNow(db),
  ]);
  const players = round ? await listRoundBets(db, round.id) : [];
  const mine = round && userId ? players.find((p) => p.user_id === userId) : undefined;
  return {
    round: round ? toCrashRound(round, now.getTime()) : null,
    players: players.map(toCrashPlayer),
    history: history.map(toHistoryItem),
    chain,
    my_bet: mine ? toCrashPlayer(mine) : null,
  };
}

/** A crashed round with its hash, the hash before it (or the terminator) and the salt. */
export async function getCrashRound(options: { db: DB; id: number }): Promise<CrashRoundDetail> {
  const round = await findRound(options.db, options.id);
  if (!round || round.phase !== 'crashed' || !round.crashed_at) {
    throw new AppError('NOT_FOUND', CRASH_MESSAGES.roundNotFound);
  }
  const chain = await findChain(options.db, round.chain_id);
  const players = await listRoundBets(options.db, round.id);
  return {
    id: round.id,
    crash_point: e2ToMultiplier(round.crash_point_e2),
    hash: round.hash,
    previous_hash: nextChainHash(round.hash),
    salt: chain.salt,
    chain_id: chain.id,
    crashed_at: round.crashed_at.toISOString(),
    players: players.map(toCrashPlayer),
  };
}

export async function getOwnBetInRound(options: {
  db: DB;
  roundId: number;
  userId: string;
}): Promise<CrashPlayer | null> {
  const bet = await findUserBet(options.db, options.roundId, options.userId);
  return bet ? toCrashPlayer(bet) : null;
}
