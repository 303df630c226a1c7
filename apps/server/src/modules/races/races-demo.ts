import { sql, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { DEMO_PLAYERS } from '#app/db/seed/demo-players';
import { adjustBalance } from '#app/modules/admin/admin.service';
import { createRace, isEligible } from './create-race';
import { settleRace } from './race-settlement';
import { addRaceWagers } from './races.repository';

const DAY = 86_400_000;
const AFFILIATE = 'RoninRoller';
/** RoninRoller's referral code: sign up with it locally to join the demo race (README). */
export const DEMO_RACE_REFERRAL_CODE = 'RONINRACE';
/** Past race, then the running one: prizes for places 1-10, dollars. */
const ENDED_PRIZES = [100, 75, 50, 40, 30, 25, 20, 15, 10, 5];
const ACTIVE_PRIZES = [250, 150, 100, 75, 50, 40, 30, 20, 15, 10];

/**
 * Demo races for a local install (issue 18 item 6; with the demo players only, never in
 * production): RoninRoller is the affiliate of the other demo players, has run a race that ended
 * yesterday (paid from its escrow through the real settlement, so Race history shows winners) and
 * runs one now, ending in three days, with standings. A local player who signs up with the code
 * RONINRACE is RoninRoller's referral too, and sees both races. The prize pools come from RoninRoller's
 * credits, topped up by an audited operator credit first; the races' wagers are written as the
 * races' outbox subscriber would (the demo bets themselves predate the races). Idempotent:
 * nothing once any race exists or without the demo players.
 */
export async function seedRacesDemo(db: DB, now = new Date()): Promise<number> {
  const any = await db.selectFrom('races').select('id').limit(1).execute();
  if (any.length > 0) return 0;
  const players = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(
      'username',
      'in',
      DEMO_PLAYERS.map((p) => p.username),
    )
    .orderBy(sql`username COLLATE "C"`)
    .execute();
  const affiliate = players.find((p) => p.username === AFFILIATE);
  const referred = players.filter((p) => p.username !== AFFILIATE);
  if (!affiliate || referred.length === 0) return 0;
  const deps = { db, realtime: null };
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(referral_code)`, '=', DEMO_RACE_REFERRAL_CODE.toLowerCase())
    .executeTakeFirst();
  if (!taken) {
    await db
      .updateTable('users')
      .set({ referral_code: DEMO_RACE_REFERRAL_CODE })
      .where('id', '=', affiliate.id)
      .execute();
  }
  await db
    .updateTable('users')
    .set({ referred_by: affiliate.id })
    .where(
      'id',
      'in',
      referred.map((p) => p.id),
    )
    .where('referred_by', 'is', null)
    .execute();

  // Below the threshold (a trimmed demo lobby): no demo races, and no credit for them.
  if (!(await isEligible({ ...deps, now: () => now }, affiliate.id))) return 0;
  const pools = [...ENDED_PRIZES, ...ACTIVE_PRIZES].reduce((a, b) => a + b, 0);
  await adjustBalance({
    db,
    operator: 'demo-seed',
    action: 'credit',
    username: AFFILIATE,
    amount: String(pools),
    pocket: 'credits',
    reason: 'Demo data: prize pools of the demo races (not in production)',
  });

  const run = async (startsAt: Date, endsAt: Date, prizes: number[]) => {
    const race = await createRace({ ...deps, now: () => startsAt }, affiliate.id, {
      endDate: endsAt.toISOString(),
      prizes: prizes.map((amount, i) => ({ position: i + 1, amount: String(amount) })),
    });
    await db.transaction().execute(async (trx) => {
      await addRaceWagers(
        trx as Transaction<Database>,
        referred.map((p, n) => ({
          userId: p.id,
          // A spread of wagers, $40 to $1,300, different in each race.
          stake: BigInt(((n * 389 + prizes[0]! * 7) % 1_260) + 40) * 100_000_000n,
          at: new Date(startsAt.getTime() + (n + 1) * 60_000),
        })),
      );
    });
    return race.id;
  };
  const ended = await run(
    new Date(now.getTime() - 4 * DAY),
    new Date(now.getTime() - DAY),
    ENDED_PRIZES,
  );
  await settleRace({ ...deps, now: () => now }, ended);
  await run(now, new Date(now.getTime() + 3 * DAY), ACTIVE_PRIZES);
  return 2;
}
