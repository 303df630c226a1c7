import {
  BET_GAME_NAMES,
  BET_MESSAGES,
  GAME_MESSAGES,
  unitsToDecimal,
  type Balances,
  type BetGame,
  type BetRecord,
} from '@tengu/shared';
import type { SeedInput } from '@tengu/fairness';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import type { AccessClaims } from '#app/modules/auth/tokens';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import { consumeNonce, lockSeedsForBet } from '#app/modules/fairness/fairness.service';
import { finishEffects, type Effects } from './bet-effects';
import { exceedsMaxProfit, payoutFor, splitPayout, splitStake } from './bet-money';
import { payoutPostings, postIfAny, stakePostings } from './bet-postings';
import {
  deleteActiveGame,
  findActiveGame,
  findBetView,
  insertActiveGame,
  insertBet,
  readPlayerBalances,
  type ActiveGameRow,
} from './bets.repository';
import { toBetRecord } from './bet-view';
import { inPlayerLane } from './player-lane';
import { submitBet } from './bet-batch';
import { assertZeroStakeAllowed } from './zero-stake-limit';
import { settleRoundPayout } from '#app/modules/responsible-gambling/play-limits';
import { timeOrderedUuid } from '#app/db/time-ordered-uuid';

export { publishEffects, type Effects } from './bet-effects';

/**
 * The bet pipeline (issue 5; docs/decisions/007-bet-pipeline.md). One database transaction per
 * bet: lock the player's seed pair (serialising their bets), compute the outcome from it, post
 * one ledger entry (stake out, free bets first; payout in, pro rata), insert the bet, advance the
 * nonce, add credits wagered and recompute the level. Events go out after the commit.
 */

type Trx = Transaction<Database>;

/** What a game's outcome function returns for one nonce. */
export interface Round {
  /** The paid multiplier × 10⁴ (0 for a loss). */
  multiplierE4: bigint;
  /**
   * The exact payout, when it is not stake × a 4-decimal multiplier (roulette pays the sum of
   * its chips); otherwise ⌊stake × multiplierE4 ÷ 10⁴⌋.
   */
  payoutUnits?: bigint;
  isWin: boolean;
  /** Game inputs and outcome, stored with the bet (e.g. dice target, condition, roll). */
  details: Record<string, unknown>;
}

export interface SettledBet {
  bet: BetRecord;
  balance: Balances;
  effects: Effects;
  /** True when an Idempotency-Key retry returned the first bet. */
  replayed: boolean;
}

export interface BetContext {
  db: DB;
  userId: string;
  game: BetGame;
  amount: bigint;
  /** The client's Idempotency-Key header, if any. */
  idempotencyKey?: string | undefined;
  maxProfit: bigint;
  /** The app's play-events registry (rewards accrue through it); none: no play event. */
  playEvents?: PlayEvents | undefined;
}

/** `bet:<user>:<header>` for client retries, else `bet:<bet id>` (ADR 004: `<kind>:<id>`). */
function ledgerKey(context: BetContext, betId: string): string {
  return context.idempotencyKey
    ? `bet:${context.userId}:${context.idempotencyKey}`
    : `bet:${betId}`;
}

export function assertProfitAllowed(amount: bigint, multiplierE4: bigint, maxProfit: bigint) {
  if (exceedsMaxProfit(amount, multiplierE4, maxProfit)) {
    throw new AppError('MAX_PROFIT_EXCEEDED', GAME_MESSAGES.maxProfit(formatUsd(maxProfit)));
  }
}

/** "10,000" or "2,500.5": the maximum as the error message shows it. */
function formatUsd(units: bigint): string {
  const [whole = '0', fraction] = unitsToDecimal(units).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

async function loadBet(db: DB, betId: string): Promise<BetRecord> {
  const view = await findBetView(db, betId);
  if (!view) throw new AppError('NOT_FOUND', BET_MESSAGES.notFound);
  return toBetRecord(view, { revealName: true });
}

/**
 * A retry with a used Idempotency-Key: the first bet, the balances now, nothing moved. The key
 * reused for another game or amount (or for a game still running) is a 409, as for tips and the
 * vault (ledger.service.ts) — checked here, on the replay path only (issue 15.5).
 */
async function replay(trx: Trx, context: BetContext, betId: string): Promise<SettledBet> {
  const { userId } = context;
  const view = await findBetView(trx, betId);
  if (view?.user_id !== userId || view.game !== context.game || view.amount !== context.amount) {
    throw new AppError('CONFLICT', 'This request was already processed with different details.', {
      internal: `idempotency key ${context.idempotencyKey ?? ''} reused for a different bet`,
    });
  }
  const bet = toBetRecord(view, { revealName: true });
  const balances = await readPlayerBalances(trx, userId);
  const balance = {
    credits: unitsToDecimal(balances.credits),
    freebets: unitsToDecimal(balances.freebets),
  };
  return {
    bet,
    balance,
    replayed: true,
    effects: {
      userId,
      username: bet.username ?? '',
      hidden: bet.username === null,
      balance,
      amountWagered: 0n,
      wageredChanged: false,
      newLevel: null,
    },
  };
}

/**
 * Places a single-step bet (dice, limbo, plinko). `potentialMultiplierE4` is the largest
 * multiplier the bet can pay, for the max-profit check; `play` maps the seeds to the outcome.
 * The bet joins other players' concurrent bets in one transaction (bet-batch.ts,
 * docs/decisions/012-coalesced-bets.md); it is answered after that transaction commits.
 */
export async function placeBet(
  context: BetContext & {
    potentialMultiplierE4: bigint;
    play: (seeds: SeedInput) => Round;
    /**
     * The request's access claims when its session is still to be checked (`app.requireToken`):
     * the batch checks it with its locks and answers 401 when it is no longer live.
     */
    uncheckedSession?: AccessClaims | undefined;
  },
): Promise<SettledBet> {
  const { db, userId, amount } = context;
  assertZeroStakeAllowed(userId, amount);
  assertProfitAllowed(amount, context.potentialMultiplierE4, context.maxProfit);
  return submitBet(db, {
    userId,
    game: context.game,
    amount,
    clientKey: context.idempotencyKey ? ledgerKey(context, '') : null,
    uncheckedSession: context.uncheckedSession ?? null,
    play: context.play,
    replay: (trx, betId) => replay(trx, context, betId),
    playEvents: context.playEvents,
  });
}

export interface StartedGame {
  game: ActiveGameRow;
  balance: Balances;
  effects: Effects;
}

/**
 * Starts a multi-step game: the stake leaves now and the nonce is consumed, so the outcome
 * (e.g. the mine layout) is fixed by the seeds at start; `play` returns the initial state.
 * One running game per player and game.
 */
export async function startMultiStepBet(
  context: BetContext & {
    potentialMultiplierE4: bigint;
    play: (seeds: SeedInput) => Record<string, unknown>;
  },
): Promise<StartedGame> {
  const { db, userId, amount } = context;
  assertZeroStakeAllowed(userId, amount);
  assertProfitAllowed(amount, context.potentialMultiplierE4, context.maxProfit);
  return inPlayerLane(userId, () =>
    db.transaction().execute(async (trx) => {
      const seeds = await lockSeedsForBet({ trx, userId });
      if (await findActiveGame(trx, userId, context.game)) {
        throw new AppError(
          'GAME_IN_PROGRESS',
          GAME_MESSAGES.gameActive(BET_GAME_NAMES[context.game]),
        );
      }
      const gameId = timeOrderedUuid();
      const nonce = await consumeNonce({ trx, seeds });
      const state = context.play({
        serverSeed: seeds.server_seed,
        clientSeed: seeds.client_seed,
        nonce,
      });
      const { freebets } = await readPlayerBalances(trx, userId);
      const stake = splitStake(amount, freebets);
      await postIfAny(trx, {
        key: ledgerKey(context, gameId),
        kind: 'bet',
        reference: gameId,
        postings: stakePostings(userId, stake),
      });
      const game = await insertActiveGame(trx, {
        id: gameId,
        userId,
        game: context.game,
        amount,
        creditsSpent: stake.credits,
        freebetsSpent: stake.freebets,
        seedId: seeds.id,
        nonce,
        state,
      });
      // The play event at stake time: what a multi-step game earns does not depend on its end.
      const effects = await finishEffects(trx, userId, stake.credits, context);
      return { game, balance: effects.balance, effects };
    }),
  );
}

/**
 * Ends a multi-step game inside the caller's transaction (which holds the active row's lock):
 * pays `multiplierE4` × stake pro rata, records the bet under the game's id and nonce, and
 * removes the running game.
 */
export async function settleMultiStepBet(options: {
  trx: Trx;
  active: ActiveGameRow;
  round: Round;
}): Promise<{ bet: BetRecord; balance: Balances; effects: Effects }> {
  const { trx, active, round } = options;
  const stake = { credits: active.credits_spent, freebets: active.freebets_spent };
  const won = splitPayout(payoutFor(active.amount, round.multiplierE4), stake);
  // The payout comes off the player's counted loss (ADR 050; memory only without a limit).
  await settleRoundPayout(trx, {
    userId: active.user_id,
    startedAt: active.created_at,
    payout: won.credits + won.freebets,
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
    amount: active.amount,
    creditsSpent: stake.credits,
    freebetsSpent: stake.freebets,
    creditsWon: won.credits,
    freebetsWon: won.freebets,
    result: round.isWin ? 'WIN' : 'LOSS',
    multiplierE4: round.multiplierE4,
    details: round.details,
    seedId: active.seed_id,
    nonce: active.nonce,
    idempotencyKey: null,
  });
  await deleteActiveGame(trx, active.id);
  const effects = await finishEffects(trx, active.user_id, 0n);
  const bet = await loadBet(trx, active.id);
  return { bet, balance: effects.balance, effects };
}
