import {
  levelForWagered,
  profileImageForLevel,
  unitsToDecimal,
  type Balances,
  type BetRecord,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import type { Realtime } from '#app/realtime/realtime';
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
}

/** Adds credits wagered, recomputes the level, reads the balances: the step's effects. */
export async function finishEffects(
  trx: Trx,
  userId: string,
  creditsWagered: bigint,
): Promise<Effects> {
  return effectsOf(trx, userId, creditsWagered, await addWagered(trx, userId, creditsWagered));
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

/** After commit: the player's balance, wagering and level; the live table's new bet. */
export function publishEffects(realtime: Realtime, effects: Effects, bet?: BetRecord): void {
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
  // A zero-stake bet stays out of the public feed (issue 15): free to place, it would flood it.
  if (bet && bet.amount !== '0') {
    realtime.broadcast('/games', 'bets:new', {
      id: bet.id,
      game: bet.game,
      player: effects.hidden === true ? null : bet.username,
      amount: bet.amount,
      multiplier: bet.multiplier,
      payout: bet.payout,
      created_at: bet.created_at,
    });
  }
}
