import type { LightMyRequestResponse } from 'fastify';
import { decimalToUnits } from '@tengu/shared';
import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { useTestServer } from '#test/test-server';

/**
 * Shared by the rewards integration tests (not a test file itself): one real app on a fresh test
 * database per file, with a clock the test moves, and helpers to arrange reward state directly in
 * the tables the bet batch's accrual writes.
 */
export function rewardsTestServer(start = '2026-11-25T10:00:00Z') {
  const test = useTestServer(start);
  return {
    get db(): DB {
      return test.db;
    },
    get server() {
      return test.server;
    },
    setNow: test.setNow,
    signUp: test.signUp,
    get: (player: SignedUp | null, path: string) =>
      test.server.app.inject({
        url: `/api/rewards${path}`,
        headers: player ? bearer(player.accessToken) : {},
      }),
    post: (player: SignedUp | null, path: string) =>
      test.server.app.inject({
        method: 'POST',
        url: `/api/rewards${path}`,
        headers: player ? bearer(player.accessToken) : {},
      }),
  };
}

export const errorOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  ...(res.json() as { error: { code: string; message: string; data?: object } }).error,
});

/** Sets the player's unclaimed counters (what the bet batch's accrual would have added). */
export async function setCounters(
  db: DB,
  userId: string,
  counters: { rakeback?: string; referral?: string; dd_balance?: string },
) {
  const values = Object.fromEntries(
    Object.entries(counters).map(([k, v]) => [k, decimalToUnits(v)]),
  );
  await db
    .insertInto('reward_balances')
    .values({ user_id: userId, ...values })
    .onConflict((c) => c.column('user_id').doUpdateSet(values))
    .execute();
}

export async function setLevel(db: DB, userId: string, level: number) {
  await db.updateTable('users').set({ level }).where('id', '=', userId).execute();
}

/** A week ('week', from a Friday) or month of play with this much house edge. */
export async function setPeriod(
  db: DB,
  userId: string,
  kind: 'week' | 'month',
  periodStart: string,
  edge: string,
) {
  await db
    .insertInto('reward_periods')
    .values({ user_id: userId, kind, period_start: periodStart, edge: decimalToUnits(edge) })
    .execute();
}

/** The running week or month of `reward_balances` (a player's bets, no bet since it began). */
export async function setRunningPeriod(
  db: DB,
  userId: string,
  kind: 'week' | 'month',
  periodStart: string,
  edge: string,
) {
  const values =
    kind === 'week'
      ? { week_start: periodStart, week_edge: decimalToUnits(edge), week_wagered: 1n }
      : { month_start: periodStart, month_edge: decimalToUnits(edge), month_wagered: 1n };
  await db
    .insertInto('reward_balances')
    .values({ user_id: userId, ...values })
    .onConflict((c) => c.column('user_id').doUpdateSet(values))
    .execute();
}

export async function claimsOf(db: DB, userId: string) {
  return db.selectFrom('reward_claims').selectAll().where('user_id', '=', userId).execute();
}

/** The player's calendar items (claimed or not), by date. */
export async function calendarRowsOf(db: DB, userId: string) {
  return db
    .selectFrom('reward_calendar_items')
    .select(['id', 'message', 'amount', 'claimed_at', 'source'])
    .select(sql<string>`to_char(unlock_date, 'YYYY-MM-DD')`.as('date'))
    .where('user_id', '=', userId)
    .orderBy('unlock_date')
    .orderBy('message')
    .execute();
}
