import type { BetGame } from '@tengu/shared';
import type { Statement } from '#app/db/database';
import {
  playEventOf,
  type PlayEvent,
  type PlayEvents,
  type PlayPublish,
  type PreparedPlays,
} from '#app/modules/play-events/play-events';

/**
 * The bets' side of the play events (ARCHITECTURE.md, "Play events"): which registry a bet's
 * events go to, and the statements of a batch's events. A batch normally has one registry (the
 * app's); bets placed without one (services called directly) produce no events.
 */

/** Where a bet's play event goes: its game, and the app's registry (none: no event). */
export interface PlayContext {
  game: BetGame;
  playEvents?: PlayEvents | undefined;
}

/** A bet's event with its registry. */
export interface BetPlay {
  playEvents: PlayEvents | undefined;
  event: PlayEvent;
}

export type PreparedRegistries = Map<PlayEvents, PreparedPlays>;

/**
 * Prepares every registry of these bets (their handlers' settings), never rejecting: a failure
 * is kept and thrown by `playStatements`, so an early return leaves no unhandled rejection.
 */
export function preparePlays(
  registries: Array<PlayEvents | undefined>,
): Promise<{ prepared: PreparedRegistries } | { error: unknown }> {
  const distinct = [...new Set(registries.filter((r): r is PlayEvents => r !== undefined))];
  return Promise.all(distinct.map(async (r) => [r, await r.prepare()] as const)).then(
    (entries) => ({ prepared: new Map(entries) }),
    (error: unknown) => ({ error }),
  );
}

/** The statements of these events, one per handler and registry (send them before COMMIT). */
export function playStatements(
  preparing: { prepared: PreparedRegistries } | { error: unknown },
  plays: readonly BetPlay[],
): Array<Statement<unknown, PlayPublish>> {
  if ('error' in preparing) throw preparing.error;
  const byRegistry = new Map<PlayEvents, PlayEvent[]>();
  for (const { playEvents, event } of plays) {
    if (!playEvents) continue;
    const events = byRegistry.get(playEvents) ?? [];
    events.push(event);
    byRegistry.set(playEvents, events);
  }
  return [...byRegistry].flatMap(([registry, events]) => {
    const prepared = preparing.prepared.get(registry);
    if (!prepared) throw new Error('play events of a registry that was not prepared');
    return prepared.statements(events);
  });
}

/** The play event of a bet whose credits were staked (and maybe paid). */
export function betPlay(
  context: PlayContext,
  userId: string,
  stakeCredits: bigint,
  payout = 0n,
  stakeFreebets = 0n,
): BetPlay {
  return {
    playEvents: context.playEvents,
    event: playEventOf({ userId, game: context.game, stakeCredits, stakeFreebets, payout }),
  };
}
