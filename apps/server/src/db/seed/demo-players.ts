import { decimalToUnits, unitsToDecimal } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import { adjustBalance } from '#app/modules/admin/admin.service';
import { createUser } from '#app/modules/auth/auth.service';
import { playDice } from '#app/modules/games/dice/dice.service';
import { playLimbo } from '#app/modules/games/limbo/limbo.service';
import { playPlinko } from '#app/modules/games/plinko/plinko.service';
import { updateUser } from '#app/modules/users/users.repository';

/**
 * A believable lobby outside production (issue 14): a few demo players with a history of real
 * bets, so All Bets, High Rollers and the leaderboards are not empty on a fresh install. Each
 * player is funded by an operator adjustment from the house (audited as `demo-seed`) and plays
 * through the real bet pipeline, so the books balance as for anyone. The players have no email
 * and no password: nobody can sign in as them. Idempotent: a player who exists is left alone.
 */

type Style = 'minnow' | 'regular' | 'shark' | 'whale';

/** Some hide their name (the live tables show "Hidden"), as real players do. */
export const DEMO_PLAYERS: ReadonlyArray<{ username: string; style: Style; hidden: boolean }> = [
  { username: 'SakuraSpins', style: 'regular', hidden: false },
  { username: 'kitsune_88', style: 'minnow', hidden: false },
  { username: 'RoninRoller', style: 'whale', hidden: false },
  { username: 'mochi_maxi', style: 'regular', hidden: true },
  { username: 'ZenDegen', style: 'shark', hidden: false },
  { username: 'OniHighStakes', style: 'whale', hidden: true },
  { username: 'yuki_bets', style: 'minnow', hidden: false },
  { username: 'Tanuki_Luck', style: 'shark', hidden: false },
];

/** Stakes in dollars and bets per player, by style: whales make the High Rollers table. */
const STYLES: Record<Style, { stakes: string[]; bets: number }> = {
  minnow: { stakes: ['0.1', '0.2', '0.5', '1', '2'], bets: 35 },
  regular: { stakes: ['1', '2', '5', '10', '20'], bets: 30 },
  shark: { stakes: ['10', '25', '50', '75', '100'], bets: 25 },
  whale: { stakes: ['100', '150', '200', '250', '500'], bets: 20 },
};

/** A small deterministic generator (mulberry32): the same lobby on every fresh install. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PlannedBet {
  amount: string;
  play: (options: { db: DB; userId: string; maxProfit: bigint }) => Promise<unknown>;
}

function planBets(style: Style, random: () => number): PlannedBet[] {
  const { stakes, bets } = STYLES[style];
  return Array.from({ length: bets }, () => {
    const amount = stakes[Math.floor(random() * stakes.length)] ?? '1';
    const kind = random();
    if (kind < 0.45) {
      const target = Math.round((30 + random() * 45) * 100) / 100;
      const request = { amount, target, condition: random() < 0.5 ? 'over' : 'under' } as const;
      return { amount, play: (o) => playDice({ ...o, request }) };
    }
    if (kind < 0.8) {
      const target = Math.round((1.2 + random() * 3.8) * 100) / 100;
      return { amount, play: (o) => playLimbo({ ...o, request: { amount, target } }) };
    }
    const rows = 8 + Math.floor(random() * 5);
    return { amount, play: (o) => playPlinko({ ...o, request: { amount, rows, risk: 'low' } }) };
  });
}

async function existingUsernames(db: DB): Promise<Set<string>> {
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where(
      'username',
      'in',
      DEMO_PLAYERS.map((p) => p.username),
    )
    .execute();
  return new Set(rows.map((r) => r.username));
}

/** Spreads the new bets over the last hours, in the order they were placed (nonces stay in order). */
async function spreadOverTime(db: DB, userIds: string[]): Promise<void> {
  await sql`
    WITH ordered AS (
      SELECT id, row_number() OVER (ORDER BY created_at, user_id, nonce) AS n,
             count(*) OVER () AS total
      FROM bets WHERE user_id = ANY(${userIds}::uuid[])
    )
    UPDATE bets SET created_at = now()
      - (ordered.total - ordered.n) * interval '47 seconds'
      - random() * interval '30 seconds'
    FROM ordered WHERE bets.id = ordered.id`.execute(db);
}

/** Creates the missing demo players and their history; returns how many bets were placed. */
export async function seedDemoPlayers(options: { db: DB; maxProfit: bigint }): Promise<number> {
  const { db, maxProfit } = options;
  const existing = await existingUsernames(db);
  const missing = DEMO_PLAYERS.filter((p) => !existing.has(p.username));
  if (missing.length === 0) return 0;
  const random = generator(14);
  const placed = await Promise.all(
    missing.map(async (demo) => {
      const user = await createUser(db, {
        username: demo.username,
        email: null,
        password_hash: null,
      });
      if (demo.hidden) await updateUser(db, user.id, { hide_name: true });
      const bets = planBets(demo.style, random);
      const staked = bets.reduce((sum, bet) => sum + decimalToUnits(bet.amount), 0n);
      // Enough for every bet to lose, and something left over.
      await adjustBalance({
        db,
        operator: 'demo-seed',
        action: 'credit',
        username: demo.username,
        amount: unitsToDecimal(staked + staked / 4n),
        pocket: 'credits',
        reason: 'Demo data: the starting balance of a demo player (not in production)',
      });
      let count = 0;
      // One player's bets in order (as a person plays); the players play side by side, so
      // their bets share the pipeline's batches and the whole lobby takes a moment.
      for (const bet of bets) {
        const result = await bet.play({ db, userId: user.id, maxProfit }).then(
          () => true,
          () => false,
        );
        if (result) count += 1;
      }
      return { userId: user.id, count };
    }),
  );
  await spreadOverTime(
    db,
    placed.map((p) => p.userId),
  );
  return placed.reduce((sum, p) => sum + p.count, 0);
}
