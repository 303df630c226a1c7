import {
  levelForWagered,
  profileImageForLevel,
  unitsToDecimal,
  type Balances,
  type BetRecord,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import { runStatement } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { countSettledBets } from '#app/metrics/instruments';
import type { PlayPublish } from '#app/modules/play-events/play-events';
import type { Realtime } from '#app/realtime/realtime';
import { betPlay, playStatements, preparePlays, type PlayContext } from './bet-plays';
import { addWagered, setLevel, type WageredRow } from './bets.repository';

/** What a bet changes for the player beyond its own row: wagered, level, balances, events. */

type Trx = Transaction<Database>;

/** The player-facing effects of a committed step, for the events. */
export interface Effects {
  userId: string;
  username: string;
  /** The player hides their name: `bets:new` carries no name. */
  hidden?: boolean;
  balance: Balances;
  amountWagered: bigint;
  /** Whether this step added to the wagered total. */
  wageredChanged: boolean;
  /** Set when this step changed the level. */
  newLevel: number | null;
  /** The play handlers' events (rakeback, Daily Dollars …), published after the commit. */
  plays?: PlayPublish[];
}

/**
 * Adds credits wagered, recomputes the level, reads the balances: the step's effects. A step that
 * stakes credits of a game (`play`: multi-step games and crash, at stake time) also produces its
 * play event: the play handlers' statements run here, after the level is stored, in the step's
 * transaction (ARCHITECTURE.md, "Play events").
 */
export async function finishEffects(
  trx: Trx,
  userId: string,
  creditsWagered: bigint,
  play?: PlayContext,
  /** What the play paid back, when it is known now (a provider round's win); else 0. */
  payout = 0n,
): Promise<Effects> {
  const preparing = preparePlays([play?.playEvents]);
  const wagered = await addWagered(trx, userId, creditsWagered);
  const effects = await effectsOf(trx, userId, creditsWagered, wagered);
  if (!play?.playEvents || creditsWagered === 0n) return effects;
  const plays: PlayPublish[] = [];
  const events = [betPlay(play, userId, creditsWagered, payout)];
  for (const statement of playStatements(await preparing, events)) {
    plays.push(await runStatement(trx, statement));
  }
  return { ...effects, plays };
}

/**
 * The step's effects from what adding to the wagered total returned (the new total, the stored
 * level, the balances), storing the level when it changed.
 */
async function effectsOf(
  trx: Trx,
  userId: string,
  creditsWagered: bigint,
  wagered: WageredRow,
): Promise<Effects> {
  const level = levelForWagered(wagered.amountWagered);
  if (level !== wagered.level) await setLevel(trx, userId, level);
  return {
    userId,
    username: wagered.username,
    hidden: wagered.hideName,
    balance: {
      credits: unitsToDecimal(wagered.credits),
      freebets: unitsToDecimal(wagered.freebets),
    },
    amountWagered: wagered.amountWagered,
    wageredChanged: creditsWagered > 0n,
    newLevel: level !== wagered.level ? level : null,
  };
}

/**
 * After commit: the player's balance, wagering and level; the live table's new bet. A step that
 * carries its bet record is a settled bet: it counts in `tengu_bets_settled_total` here, the one
 * place every game's settled bet passes after its commit (crash counts in its engine and its
 * cash-out route, which publish their own).
 */
export function publishEffects(realtime: Realtime, effects: Effects, bet?: BetRecord): void {
  if (bet) countSettledBets(bet.game);
  realtime.toUser(effects.userId, 'user:balance', effects.balance);
  if (effects.wageredChanged) {
    realtime.toUser(effects.userId, 'user:creditsWagering', {
      amount_wagered: unitsToDecimal(effects.amountWagered),
    });
  }
  if (effects.newLevel !== null) {
    realtime.toUser(effects.userId, 'user:level', {
      level: effects.newLevel,
      profile_img: profileImageForLevel(effects.newLevel),
      amount_wagered: unitsToDecimal(effects.amountWagered),
    });
  }
  for (const publish of effects.plays ?? []) publish(realtime);
  // A zero-stake bet stays out of the public feed (issue 15): free to place, it would flood it.
  if (bet && bet.amount !== '0') {
    realtime.broadcast('/games', 'bets:new', {
      id: bet.id,
      game: bet.game,
      ...(bet.game === 'slots' ? { game_name: bet.game_name } : {}),
      player: effects.hidden === true ? null : bet.username,
      amount: bet.amount,
      multiplier: bet.multiplier,
      payout: bet.payout,
      created_at: bet.created_at,
    });
  }
}
