import { betAmountUnits, betResponseSchema, decimalToUnits, type BetGame } from '@tengu/shared';
import type { SeedInput } from '@tengu/fairness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DB } from '#app/db/database';
import { authOf } from '#app/modules/auth/authenticate';
import type { AccessClaims } from '#app/modules/auth/tokens';
import { placeBet, type Round, type SettledBet } from '#app/modules/bets/bet-pipeline';
import type { PlayEvents } from '#app/modules/play-events/play-events';
import { answerBet, betRouteSchema } from './game-answers';
import { admitBet } from './game-settings';
import { withinPlayLimits } from '#app/modules/responsible-gambling/play-limits';
import { idempotencyKeyOf, type GameRouteOptions } from './game-context';

/** A single-step bet's body: the game's inputs, usually with the stake as `amount`. */
type BetBody = z.ZodType<object>;

/** Where the stake comes from: `amount` by default, or the game's own sum (roulette's chips). */
type StakeOf<Body extends BetBody> =
  z.output<Body> extends { amount: string }
    ? { amountOf?: (request: z.output<Body>) => bigint }
    : { amountOf: (request: z.output<Body>) => bigint };

/** What a single-step game (dice, limbo, plinko, ...) supplies: its schema and its rules. */
export type SingleBetGameRules<Body extends BetBody> = SingleBetGameBase<Body> & StakeOf<Body>;

interface SingleBetGameBase<Body extends BetBody> {
  game: BetGame;
  /** The OpenAPI summary of `POST /api/games/<game>/bet`. */
  summary: string;
  bodySchema: Body;
  /**
   * The largest multiplier × 10⁴ the bet can pay, for the max-profit check (the stake is
   * `amountOf(request)` when the game sums it itself).
   */
  potentialMultiplierE4: (request: z.output<Body>) => bigint;
  /** The outcome for one nonce's seeds. */
  round: (request: z.output<Body>, seeds: SeedInput) => Round;
}

function stakeOf<Body extends BetBody>(rules: SingleBetGameRules<Body>, request: z.output<Body>) {
  if (rules.amountOf) return rules.amountOf(request);
  return betAmountUnits((request as { amount: string }).amount);
}

export interface PlayOptions<Request> {
  db: DB;
  userId: string;
  request: Request;
  idempotencyKey?: string | undefined;
  /** MAX_PROFIT_PER_BET: the cap of a game without its own (ADR 044). */
  maxProfit: bigint;
  /** The app's play-events registry (none: the bet produces no play event). */
  playEvents?: PlayEvents | undefined;
  /** The request's claims, when the bet's batch is to check its session (`app.requireToken`). */
  uncheckedSession?: AccessClaims | undefined;
}

export interface SingleBetGame<Request> {
  /** Places one bet through the bet pipeline. */
  play: (options: PlayOptions<Request>) => Promise<SettledBet>;
  /** `POST /api/games/<game>/bet` (issue 5). */
  routes: FastifyPluginAsyncZod<GameRouteOptions>;
}

/** The service function and the route plugin shared by every single-step game. */
export function defineSingleBetGame<Body extends BetBody>(
  rules: SingleBetGameRules<Body>,
): SingleBetGame<z.output<Body>> {
  const play = async (options: PlayOptions<z.output<Body>>): Promise<SettledBet> => {
    const { request } = options;
    const amount = stakeOf(rules, request);
    // The game's own limits (ADR 044), from memory: refused here, before anything moves.
    const maxProfit = await admitBet({
      db: options.db,
      game: rules.game,
      amount,
      defaultMaxProfit: options.maxProfit,
    });
    // The player's own loss and wager limits (ADR 050): memory only unless they set one.
    return withinPlayLimits(
      { db: options.db, userId: options.userId, amount },
      () =>
        placeBet({
          db: options.db,
          userId: options.userId,
          game: rules.game,
          amount,
          idempotencyKey: options.idempotencyKey,
          maxProfit,
          playEvents: options.playEvents,
          potentialMultiplierE4: rules.potentialMultiplierE4(request),
          play: (seeds) => rules.round(request, seeds),
          uncheckedSession: options.uncheckedSession,
        }),
      (settled) => (settled.replayed ? null : decimalToUnits(settled.bet.payout)),
    );
  };

  const routes: FastifyPluginAsyncZod<GameRouteOptions> = async (app, options) => {
    const { db, maxProfit, playEvents } = options;
    const response = { 200: betResponseSchema };

    app.post(
      `/api/games/${rules.game}/bet`,
      {
        // The session is checked by the bet's batch, with its locks (ADR 012): one round trip less.
        preValidation: app.requireToken,
        schema: { response, ...betRouteSchema(rules.summary), body: rules.bodySchema },
      },
      async (request) => {
        const claims = authOf(request);
        const settled = await play({
          db,
          userId: claims.userId,
          uncheckedSession: claims,
          // The body schema parsed it; the type provider cannot narrow a generic schema.
          request: request.body as z.output<Body>,
          idempotencyKey: idempotencyKeyOf(request.headers),
          maxProfit,
          playEvents,
        });
        return answerBet(options.realtime(), settled);
      },
    );
  };

  return { play, routes };
}
