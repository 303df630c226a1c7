import { HOUSE_EDGE_BPS, type BetGame } from '@tengu/shared';
import type { DB, Statement } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';

/**
 * Play events (ARCHITECTURE.md, "Play events, rewards and promotions"). A bet produces one play
 * event from one place in the bet pipeline: when it is settled in a coalesced batch, or, for a
 * game of several steps (mines, blackjack, crash …), when its credits are staked. Features that
 * react to play (rewards now; races, quests, raffle later) register a handler that turns a batch's
 * events into ONE set-based statement, which the bets module sends inside the bet's own
 * transaction (in the same pipeline write as the bets, before COMMIT: no extra round trip), and a
 * `publish` that runs after the commit. The bets module knows this registry only, never the
 * features behind it.
 *
 * The registry belongs to one app instance (built in app.ts and handed down with the routes'
 * options), so two apps in one test process never share handlers.
 */

export interface PlayEvent {
  userId: string;
  game: BetGame;
  /** The credits part of the stake (free bets earn nothing, as for the wagered total). */
  stakeCredits: bigint;
  /** The free-bets part of the stake (a bet's multiplier is payout ÷ both parts). */
  stakeFreebets: bigint;
  /** What the bet paid back (0 when the event is produced at stake time). */
  payout: bigint;
  /** The game's house edge in basis points (HOUSE_EDGE_BPS). */
  edgeBps: number;
  at: Date;
}

/** A play event of `game` (its house edge filled in). */
export function playEventOf(options: {
  userId: string;
  game: BetGame;
  stakeCredits: bigint;
  stakeFreebets?: bigint;
  payout?: bigint;
  at?: Date;
}): PlayEvent {
  return {
    userId: options.userId,
    game: options.game,
    stakeCredits: options.stakeCredits,
    stakeFreebets: options.stakeFreebets ?? 0n,
    payout: options.payout ?? 0n,
    edgeBps: HOUSE_EDGE_BPS[options.game],
    at: options.at ?? new Date(),
  };
}

/** What runs after the commit: the events of one handler's statement. */
export type PlayPublish = (realtime: Realtime) => void;

/**
 * A feature's reaction to play. `prepare` reads what the statement needs beyond the events
 * (cached operator settings) and may run before the batch's locks are taken; `statement` must be
 * synchronous, set-based (one statement for all events) and must not fail for valid input: it
 * runs after the bets' writes, where a failure would roll the bets back (ADR 012: no check after
 * a write in the pipelined path).
 */
export interface PlayHandler<Context, Row, Result> {
  name: string;
  prepare: (db: DB) => Promise<Context>;
  /** Null when these events change nothing for this feature. */
  statement: (
    db: DB,
    events: readonly PlayEvent[],
    context: Context,
  ) => Statement<Row, Result> | null;
  publish: (result: Result, realtime: Realtime) => void;
}

/** The registry, prepared for one batch: builds the statements of its events. */
export interface PreparedPlays {
  statements: (events: readonly PlayEvent[]) => Array<Statement<unknown, PlayPublish>>;
}

export interface PlayEvents {
  /** Adds a feature's handler (app setup). */
  registerPlayHandler: <Context, Row, Result>(handler: PlayHandler<Context, Row, Result>) => void;
  /** Reads every handler's context (settings); start it early, await it before the writes. */
  prepare: () => Promise<PreparedPlays>;
}

/** One handler, its context resolved: events → statement whose result publishes. */
type Prepared = (events: readonly PlayEvent[]) => Statement<unknown, PlayPublish> | null;

/** A registry of play handlers reading their settings from `db` (the app's handle). */
export function createPlayEvents(db: DB): PlayEvents {
  const handlers: Array<() => Promise<Prepared>> = [];
  return {
    registerPlayHandler(handler) {
      handlers.push(async () => {
        const context = await handler.prepare(db);
        return (events) => {
          const statement = handler.statement(db, events, context);
          if (!statement) return null;
          return {
            query: statement.query as Statement<unknown, unknown>['query'],
            read: (rows) => {
              const result = statement.read(rows as never);
              return (realtime) => handler.publish(result, realtime);
            },
          };
        };
      });
    },
    async prepare() {
      const prepared = await Promise.all(handlers.map((prepare) => prepare()));
      return {
        statements: (events) =>
          events.length === 0
            ? []
            : prepared.flatMap((build) => {
                const statement = build(events);
                return statement ? [statement] : [];
              }),
      };
    },
  };
}
