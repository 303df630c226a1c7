import {
  betAmountUnits,
  BET_GAME_NAMES,
  GAME_MESSAGES,
  multiStepStateResponseSchema,
  unitsToDecimal,
  type Balances,
  type BetGame,
  type BetRecord,
} from '@tengu/shared';
import type { SeedInput } from '@tengu/fairness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { authOf } from '#app/modules/auth/authenticate';
import {
  currentBalances,
  getActiveGame,
  lockActiveGame,
  saveActiveGameState,
  type ActiveGameRow,
} from '#app/modules/bets/active-games';
import {
  assertProfitAllowed,
  publishEffects,
  settleMultiStepBet,
  startMultiStepBet,
  type Effects,
} from '#app/modules/bets/bet-pipeline';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';
import { betRouteSchema } from './game-answers';
import { idempotencyKeyOf, type GameRouteOptions } from './game-context';
import { admitBet, maxProfitOf } from './game-settings';
import { withinPlayLimits } from '#app/modules/responsible-gambling/play-limits';

/**
 * The glue every multi-step game shares (issue 6: coinflip, towers, dojo-dash), on the bet
 * pipeline's `startMultiStepBet` / `settleMultiStepBet` and the `active_games` row exactly as
 * mines does: the outcome is fixed by the seeds and the nonce at start, the stake leaves then,
 * each move locks the running row (so two concurrent moves or cash-outs run one after the
 * other and the second finds the game gone), the payout lands at cash-out or at the end.
 *
 * A game supplies only its rules: the initial state from the seeds, how one move changes it,
 * the multiplier after `steps` safe moves, and how the running game and the ended bet look.
 * The max-profit check of the next step happens before the move is resolved, so its answer
 * never depends on (and never leaks) the hidden outcome.
 */

type StartBody = z.ZodType<{ amount: string }>;

/** One move resolved against the hidden outcome. */
export interface MoveResult<State> {
  /** False when the move hit the trap (wrong call, trap tile, hazard lane): the stake is lost. */
  isSafe: boolean;
  state: State;
}

export interface MultiStepGameRules<
  State extends object,
  View,
  Start extends StartBody,
  Move extends z.ZodType,
> {
  game: BetGame;
  /** The move's URL segment: `POST /api/games/<game>/<moveName>`. */
  moveName: string;
  summaries: { start: string; move: string; cashOut: string; active: string };
  startSchema: Start;
  /** The move's body, or null for a move without input (a dash). */
  moveSchema: Move | null;
  viewSchema: z.ZodType<View>;
  /** Shown when a cash-out comes before the first safe move. */
  cashOutFirstMessage: string;
  /** The initial (secret) state from the request and the seeds of the start nonce. */
  start: (request: z.output<Start>, seeds: SeedInput) => State;
  /** The multiplier × 10⁴ the first safe move would pay, for the check at start. */
  firstMultiplierE4: (request: z.output<Start>) => bigint;
  /** Reads the stored state back (it is JSON in the database). */
  readState: (raw: unknown) => State;
  /** Safe moves so far. */
  steps: (state: State) => number;
  /** Safe moves after which the game ends by itself as a win. */
  maxSteps: (state: State) => number;
  /** The multiplier × 10⁴ after `steps` safe moves (0 for none). */
  multiplierE4: (state: State, steps: number) => bigint;
  /** Resolves one move; throws AppError('INVALID_MOVE', …) for a move the state does not allow. */
  move: (state: State, move: z.output<Move>) => MoveResult<State>;
  /** What the player sees while the game runs (never the hidden outcome). */
  view: (row: ActiveGameRow, state: State) => View;
  /** What the bet stores at the end: inputs, moves and the whole outcome, for the verifier. */
  endDetails: (state: State, ending: 'loss' | 'cashout' | 'complete') => Record<string, unknown>;
}

export interface MultiStepAnswer<View> {
  game: View | null;
  bet: BetRecord | null;
  balance: Balances;
}

export interface MultiStepStep<View> extends MultiStepAnswer<View> {
  /** For the events after commit; null when nothing changed for the player. */
  effects: Effects | null;
}

export interface MultiStepGame<View, StartRequest, MoveRequest> {
  start: (options: {
    db: DB;
    userId: string;
    request: StartRequest;
    idempotencyKey?: string | undefined;
    maxProfit: bigint;
    /** The app's play-events registry (none: the stake produces no play event). */
    playEvents?: PlayEvents | undefined;
  }) => Promise<MultiStepStep<View>>;
  move: (options: {
    db: DB;
    userId: string;
    move: MoveRequest;
    maxProfit: bigint;
  }) => Promise<MultiStepStep<View>>;
  cashOut: (options: { db: DB; userId: string }) => Promise<MultiStepStep<View>>;
  active: (options: { db: DB; userId: string }) => Promise<{ game: View | null }>;
  /** `POST /api/games/<game>/start|<move>|cashout`, `GET /api/games/<game>/active`. */
  routes: FastifyPluginAsyncZod<GameRouteOptions>;
}

/** The state as the active_games row stores it (JSON). */
function toJson(state: object): Record<string, unknown> {
  return { ...state };
}

/** Publishes a step's events (after the commit) and shapes the answer. */
export function answerStep<View>(
  realtime: Realtime,
  step: MultiStepStep<View>,
): MultiStepAnswer<View> {
  if (step.effects) publishEffects(realtime, step.effects, step.bet ?? undefined);
  return { game: step.game, bet: step.bet, balance: step.balance };
}

export function defineMultiStepGame<
  State extends object,
  View,
  Start extends StartBody,
  Move extends z.ZodType = z.ZodType<Record<string, never>>,
>(
  rules: MultiStepGameRules<State, View, Start, Move>,
): MultiStepGame<View, z.output<Start>, z.output<Move>> {
  const name = BET_GAME_NAMES[rules.game];
  const noActiveGame = () => new AppError('NO_ACTIVE_GAME', GAME_MESSAGES.noActiveGameOf(name));
  const viewOf = (row: ActiveGameRow) => rules.view(row, rules.readState(row.state));

  const start: MultiStepGame<View, z.output<Start>, z.output<Move>>['start'] = async (options) => {
    const { request } = options;
    const amount = betAmountUnits(request.amount);
    // A new round obeys the game's settings (ADR 044); moves of a running round do not.
    const maxProfit = await admitBet({
      db: options.db,
      game: rules.game,
      amount,
      defaultMaxProfit: options.maxProfit,
    });
    // The player's loss and wager limits (ADR 050): the stake counts at start, the payout
    // comes back when the round settles (settleMultiStepBet).
    const started = await withinPlayLimits(
      { db: options.db, userId: options.userId, amount },
      () =>
        startMultiStepBet({
          db: options.db,
          userId: options.userId,
          game: rules.game,
          amount,
          idempotencyKey: options.idempotencyKey,
          maxProfit,
          playEvents: options.playEvents,
          potentialMultiplierE4: rules.firstMultiplierE4(request),
          play: (seeds) => toJson(rules.start(request, seeds)),
        }),
      () => 0n,
    );
    return {
      game: viewOf(started.game),
      bet: null,
      balance: started.balance,
      effects: started.effects,
    };
  };

  const move: MultiStepGame<View, z.output<Start>, z.output<Move>>['move'] = async (options) => {
    const { db, userId } = options;
    const maxProfit = await maxProfitOf(db, rules.game, options.maxProfit);
    const step = await db.transaction().execute(async (trx) => {
      const active = await lockActiveGame({ trx, userId, game: rules.game });
      if (!active) throw noActiveGame();
      const state = rules.readState(active.state);
      const done = rules.steps(state);
      // Checked before the move is resolved: the answer never depends on the hidden outcome.
      assertProfitAllowed(active.amount, rules.multiplierE4(state, done + 1), maxProfit);
      const result = rules.move(state, options.move);
      if (!result.isSafe) {
        const settled = await settleMultiStepBet({
          trx,
          active,
          round: {
            multiplierE4: 0n,
            isWin: false,
            details: rules.endDetails(result.state, 'loss'),
          },
        });
        return { game: null, ...settled };
      }
      const steps = rules.steps(result.state);
      if (steps >= rules.maxSteps(result.state)) {
        // The last safe move: the game cashes out by itself.
        const settled = await settleMultiStepBet({
          trx,
          active,
          round: {
            multiplierE4: rules.multiplierE4(result.state, steps),
            isWin: true,
            details: rules.endDetails(result.state, 'complete'),
          },
        });
        return { game: null, ...settled };
      }
      const saved = await saveActiveGameState({
        trx,
        id: active.id,
        state: toJson(result.state),
      });
      return { game: viewOf(saved), bet: null, balance: null, effects: null };
    });
    return { ...step, balance: step.balance ?? (await currentBalances({ db, userId })) };
  };

  const cashOut: MultiStepGame<View, z.output<Start>, z.output<Move>>['cashOut'] = async (
    options,
  ) =>
    options.db.transaction().execute(async (trx) => {
      const active = await lockActiveGame({ trx, userId: options.userId, game: rules.game });
      if (!active) throw noActiveGame();
      const state = rules.readState(active.state);
      const steps = rules.steps(state);
      if (steps === 0) throw new AppError('INVALID_MOVE', rules.cashOutFirstMessage);
      const settled = await settleMultiStepBet({
        trx,
        active,
        round: {
          multiplierE4: rules.multiplierE4(state, steps),
          isWin: true,
          details: rules.endDetails(state, 'cashout'),
        },
      });
      return { game: null, ...settled };
    });

  const active: MultiStepGame<View, z.output<Start>, z.output<Move>>['active'] = async (
    options,
  ) => {
    const row = await getActiveGame({ ...options, game: rules.game });
    return { game: row ? viewOf(row) : null };
  };

  const routes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
    const { db, maxProfit, playEvents } = options;
    const response = { 200: multiStepStateResponseSchema(rules.viewSchema) };
    const base = `/api/games/${rules.game}`;

    app.post(
      `${base}/start`,
      {
        preValidation: app.requireUser,
        schema: { response, ...betRouteSchema(rules.summaries.start), body: rules.startSchema },
      },
      async (request) => {
        const step = await start({
          db,
          userId: authOf(request).userId,
          // The body schema parsed it; the type provider cannot narrow a generic schema.
          request: request.body as z.output<Start>,
          idempotencyKey: idempotencyKeyOf(request.headers),
          maxProfit,
          playEvents,
        });
        return answerStep(options.realtime(), step);
      },
    );

    app.post(
      `${base}/${rules.moveName}`,
      {
        preValidation: app.requireUser,
        schema: {
          response,
          ...betRouteSchema(rules.summaries.move),
          ...(rules.moveSchema ? { body: rules.moveSchema } : {}),
        },
      },
      async (request) => {
        const step = await move({
          db,
          userId: authOf(request).userId,
          move: (rules.moveSchema ? request.body : {}) as z.output<Move>,
          maxProfit,
        });
        return answerStep(options.realtime(), step);
      },
    );

    app.post(
      `${base}/cashout`,
      {
        preValidation: app.requireUser,
        schema: { response, ...betRouteSchema(rules.summaries.cashOut) },
      },
      async (request) => {
        const step = await cashOut({ db, userId: authOf(request).userId });
        return answerStep(options.realtime(), step);
      },
    );

    app.get(
      `${base}/active`,
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['games'],
          summary: rules.summaries.active,
          response: { 200: z.object({ game: rules.viewSchema.nullable() }) },
        },
      },
      async (request) => active({ db, userId: authOf(request).userId }),
    );
  };

  return { start, move, cashOut, active, routes };
}

/** The stake as the views show it. */
export const amountOf = (row: ActiveGameRow): string => unitsToDecimal(row.amount);
