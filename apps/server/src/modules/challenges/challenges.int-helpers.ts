import { diceRoll, floats, limboResult } from '@tengu/fairness';
import { expect } from 'vitest';
import { bearer, signUp, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import type { DB } from '#app/db/database';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';

/**
 * Shared by the challenges integration tests (not a test file itself): players, and real bets
 * whose outcome the test knows in advance. The test reads the player's active seed pair from the
 * database (the server seed players cannot see) and computes the next float with
 * packages/fairness, exactly as the bet will; when the next outcome does not suit, a $0.01 bet
 * (below every test challenge's minimum stake) moves the nonce on.
 */

export const USD = 100_000_000n;

export interface Player {
  userId: string;
  username: string;
  headers: Record<string, string>;
}

type Game = 'dice' | 'limbo';

/** Players and known-outcome bets on one test app and its database. */
export function challengeBets(env: () => { server: TestServer; db: DB }) {
  async function newPlayer(funds = 100n * USD): Promise<Player> {
    const { server, db } = env();
    const signed = await signUp(server);
    await fundPlayer({ db, userId: signed.user.id, amount: funds });
    return {
      userId: signed.user.id,
      username: signed.user.username,
      headers: bearer(signed.accessToken),
    };
  }

  async function bet(player: Player, game: Game, payload: Record<string, unknown>) {
    const res = await env().server.app.inject({
      method: 'POST',
      url: `/api/games/${game}/bet`,
      payload,
      headers: player.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ bet: { amount: string; payout: string; credits_won: string } }>().bet;
  }

  const burn = (player: Player) =>
    bet(player, 'dice', { amount: '0.01', target: 50.5, condition: 'over' });

  /** The float the player's next bet will use (a first $0.01 bet creates the seed pair). */
  async function nextFloat(player: Player): Promise<number> {
    const seeds = await env()
      .db.selectFrom('fairness_seeds')
      .select(['server_seed', 'client_seed', 'nonce'])
      .where('user_id', '=', player.userId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!seeds) {
      await burn(player);
      return nextFloat(player);
    }
    const [f] = floats({
      serverSeed: seeds.server_seed,
      clientSeed: seeds.client_seed,
      nonce: seeds.nonce,
      count: 1,
    });
    return f ?? 0;
  }

  /** Burns $0.01 bets until the next float satisfies `fits`. */
  async function untilNext(player: Player, fits: (f: number) => boolean): Promise<number> {
    for (let i = 0; i < 60; i++) {
      const f = await nextFloat(player);
      if (fits(f)) return f;
      await burn(player);
    }
    throw new Error('no suitable outcome in 60 bets');
  }

  return {
    newPlayer,
    /**
     * A dice bet of `amount` that wins at `chance` % (multiplier 99 ÷ chance): "over 100 −
     * chance" or "under chance", whichever the next roll wins.
     */
    async winningDice(player: Player, options: { amount: string; chance: number }) {
      const { chance } = options;
      const roll = diceRoll(
        await untilNext(player, (f) => diceRoll(f) > 100 - chance || diceRoll(f) < chance),
      );
      const placed = await bet(
        player,
        'dice',
        roll > 100 - chance
          ? { amount: options.amount, target: 100 - chance, condition: 'over' }
          : { amount: options.amount, target: chance, condition: 'under' },
      );
      expect(Number(placed.payout)).toBeGreaterThan(0);
      return placed;
    },
    /** A limbo bet of `amount` at `target` that the next result reaches. */
    async winningLimbo(player: Player, options: { amount: string; target: number }) {
      await untilNext(player, (f) => limboResult(f) >= options.target);
      const placed = await bet(player, 'limbo', options);
      expect(Number(placed.payout)).toBeGreaterThan(0);
      return placed;
    },
  };
}
