import {
  applyBlackjackAction,
  betAmountUnits,
  BLACKJACK_MESSAGES,
  BlackjackMoveError,
  dealBlackjack,
  insuranceStake,
  type Balances,
  type BetRecord,
  type BlackjackAction,
  type BlackjackGame,
  type BlackjackRound,
  type BlackjackStartRequest,
} from '@tengu/shared';
import { blackjackCards, floats, outcome, type SeedInput } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import { AppError } from '#app/errors/app-error';
import {
  currentBalances,
  getActiveGame,
  lockActiveGame,
  saveActiveGameState,
} from '#app/modules/bets/active-games';
import {
  assertProfitAllowed,
  startMultiStepBet,
  type Effects,
} from '#app/modules/bets/bet-pipeline';
import { admitBet, maxProfitOf } from '../game-settings';
import { withinPlayLimits } from '#app/modules/responsible-gambling/play-limits';
import { postExtraStake, settleBlackjackRound } from './blackjack.money';
import {
  handStakes,
  storedOf,
  toBlackjackGame,
  toStateJson,
  type ExtraStake,
  type StoredBlackjack,
} from './blackjack.state';

/**
 * Blackjack (issue 6) on the multi-step bet pipeline: the start debits the stake, consumes the
 * nonce and fixes the card sequence; each action locks the game row (one move at a time, across
 * requests and replicas), may post an extra stake, and the end settles one bet. Rules in
 * `@tengu/shared` (games/blackjack-rules.ts).
 */

/** A blackjack pays at most 3:2 until the player doubles or splits (checked then). */
const START_MULTIPLIER_E4 = 25_000n;
const EVEN_MONEY_E4 = 20_000n;
/**
 * The verifier prints 52 cards; play never needs that many in practice, but the sequence goes on
 * in the same stream (floats 52–103) so a freak hand can never run out.
 */
const SEQUENCE_LENGTH = 104;

export interface BlackjackStep {
  game: BlackjackGame | null;
  bet: BetRecord | null;
  balance: Balances;
  /** Committed changes to publish in order (the last one with the bet). */
  effects: Effects[];
}

/** The card sequence of a nonce: `outcome('blackjack')`'s 52 cards, then the same stream on. */
export function blackjackSequence(seeds: SeedInput): string[] {
  const verified = outcome('blackjack', seeds).cards;
  const tail = blackjackCards(floats({ ...seeds, count: SEQUENCE_LENGTH }).slice(verified.length));
  return [...verified, ...tail];
}

function illegal(): AppError {
  return new AppError('INVALID_MOVE', BLACKJACK_MESSAGES.illegalAction);
}

function noHand(): AppError {
  return new AppError('NO_ACTIVE_GAME', BLACKJACK_MESSAGES.noActiveHand);
}

/**
 * Settles a hand whose round is already over (the start's deal ended it, or a crash came between
 * a start and its settlement). Null when there is no such hand.
 */
async function settleIfOver(options: {
  db: DB;
  userId: string;
  gameId?: string;
}): Promise<BlackjackStep | null> {
  return options.db.transaction().execute(async (trx) => {
    const active = await lockActiveGame({ trx, userId: options.userId, game: 'blackjack' });
    if (!active || (options.gameId && active.id !== options.gameId)) return null;
    const { round, extras } = storedOf(active);
    if (round.phase !== 'done') return null;
    const settled = await settleBlackjackRound({ trx, active, round, extras });
    return { game: null, bet: settled.bet, balance: settled.balance, effects: [settled.effects] };
  });
}

export async function startBlackjack(options: {
  db: DB;
  userId: string;
  request: BlackjackStartRequest;
  idempotencyKey?: string | undefined;
  maxProfit: bigint;
  /** The app's play-events registry (none: the stakes produce no play events). */
  playEvents?: PlayEvents | undefined;
}): Promise<BlackjackStep> {
  const { db, userId } = options;
  const amount = betAmountUnits(options.request.amount);
  // A new hand obeys the game's settings (ADR 044); actions of a running hand do not.
  const maxProfit = await admitBet({
    db,
    game: 'blackjack',
    amount,
    defaultMaxProfit: options.maxProfit,
  });
  assertProfitAllowed(amount, START_MULTIPLIER_E4, maxProfit);
  const earlier: Effects[] = [];
  const existing = await getActiveGame({ db, userId, game: 'blackjack' });
  if (existing) {
    const leftover = await settleIfOver({ db, userId, gameId: existing.id });
    if (!leftover) throw new AppError('GAME_IN_PROGRESS', BLACKJACK_MESSAGES.handActive);
    earlier.push(...leftover.effects);
  }
  // The player's loss and wager limits (ADR 050): the stake counts at the deal.
  const started = await withinPlayLimits(
    { db, userId, amount },
    () =>
      startMultiStepBet({
        db,
        userId,
        game: 'blackjack',
        amount,
        idempotencyKey: options.idempotencyKey,
        maxProfit,
        playEvents: options.playEvents,
        potentialMultiplierE4: START_MULTIPLIER_E4,
        play: (seeds) => {
          const stored: StoredBlackjack = {
            round: dealBlackjack(blackjackSequence(seeds)),
            extras: [],
          };
          return toStateJson(stored);
        },
      }),
    () => 0n,
  );
  const effects = [...earlier, started.effects];
  if (storedOf(started.game).round.phase !== 'done') {
    return { game: toBlackjackGame(started.game), bet: null, balance: started.balance, effects };
  }
  // A blackjack on either side ends the hand at the deal: settle it now.
  const settled = await settleIfOver({ db, userId, gameId: started.game.id });
  if (!settled) throw noHand();
  return { ...settled, effects: [...effects, ...settled.effects] };
}

function extraFor(
  action: BlackjackAction,
  stake: bigint,
): { kind: ExtraStake['kind']; amount: bigint } | null {
  if (action === 'double' || action === 'split') return { kind: action, amount: stake };
  if (action === 'insurance') return { kind: 'insurance', amount: insuranceStake(stake) };
  return null;
}

function nextRound(round: BlackjackRound, action: BlackjackAction): BlackjackRound {
  try {
    return applyBlackjackAction(round, action);
  } catch (error) {
    if (error instanceof BlackjackMoveError && error.reason === 'illegal') throw illegal();
    throw error;
  }
}

export async function playBlackjackAction(options: {
  db: DB;
  userId: string;
  action: BlackjackAction;
  maxProfit: bigint;
  playEvents?: PlayEvents | undefined;
}): Promise<BlackjackStep> {
  const { db, userId, action } = options;
  const maxProfit = await maxProfitOf(db, 'blackjack', options.maxProfit);
  const step = await db.transaction().execute(async (trx) => {
    const active = await lockActiveGame({ trx, userId, game: 'blackjack' });
    if (!active) throw noHand();
    const stored = storedOf(active);
    if (stored.round.phase === 'done') {
      // Left over from an interrupted start: nothing to decide, settle it.
      const settled = await settleBlackjackRound({ trx, active, ...stored });
      return { game: null, ...settled, effects: [settled.effects] };
    }
    const hand = stored.round.activeHand;
    const round = nextRound(stored.round, action);
    const extra = extraFor(action, active.amount);
    const effects: Effects[] = [];
    const extras = [...stored.extras];
    if (extra) {
      if (extra.kind !== 'insurance') {
        // The profit if every hand then won 1:1 (mines checks each reveal the same way).
        const stakes = handStakes(round, active.amount);
        assertProfitAllowed(stakes, EVEN_MONEY_E4, maxProfit);
      }
      const posted = await postExtraStake({
        trx,
        active,
        ...extra,
        hand,
        sequence: extras.length + 1,
        playEvents: options.playEvents,
      });
      extras.push(posted.extra);
      effects.push(posted.effects);
    }
    if (round.phase === 'done') {
      const settled = await settleBlackjackRound({ trx, active, round, extras });
      return { game: null, ...settled, effects: [...effects, settled.effects] };
    }
    const saved = await saveActiveGameState({
      trx,
      id: active.id,
      state: toStateJson({ round, extras }),
    });
    return {
      game: toBlackjackGame(saved),
      bet: null,
      balance: effects.at(-1)?.balance ?? null,
      effects,
    };
  });
  return { ...step, balance: step.balance ?? (await currentBalances({ db, userId })) };
}

/** The running hand, if any (survives reloads and restarts). */
export async function resumeBlackjack(options: { db: DB; userId: string }): Promise<BlackjackStep> {
  const row = await getActiveGame({ ...options, game: 'blackjack' });
  if (row && storedOf(row).round.phase === 'done') {
    const settled = await settleIfOver({ ...options, gameId: row.id });
    if (settled) return settled;
  }
  const current = await getActiveGame({ ...options, game: 'blackjack' });
  return {
    game: current ? toBlackjackGame(current) : null,
    bet: null,
    balance: await currentBalances(options),
    effects: [],
  };
}
