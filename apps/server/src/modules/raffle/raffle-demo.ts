import { sql } from 'kysely';
import type { DB } from '#app/db/database';
import { DEMO_PLAYERS } from '#app/db/seed/demo-players';
import { drawWeek } from './draw.service';
import { lockTicketWeek } from './open-week';
import { ticketTablePublicValue } from './public-value';
import { addTickets, findLastDrawnWeek } from './raffle.repository';
import { previousWeek, raffleWeekOf } from './raffle-weeks';

/**
 * Demo raffle for a local install (issue 17; with the demo players only, never in production):
 * the demo players hold tickets in last week and this week, and last week is drawn and paid
 * through the real draw, so /raffle shows winners and a draw anyone can verify. Last week's seed
 * is committed at seeding time, after that week started: its `seed_committed_at` says so.
 * Idempotent: does nothing once any week has been drawn.
 */
export async function seedRaffleDemo(db: DB, now = new Date()): Promise<number> {
  if (await findLastDrawnWeek(db)) return 0;
  const players = await db
    .selectFrom('users')
    .select(['id'])
    .where(
      'username',
      'in',
      DEMO_PLAYERS.map((p) => p.username),
    )
    .orderBy(sql`username COLLATE "C"`)
    .execute();
  if (players.length === 0) return 0;
  const current = raffleWeekOf(now);
  const last = previousWeek(current);
  for (const [week, at] of [
    [last, new Date(Date.parse(`${last}T12:00:00Z`))],
    [current, now],
  ] as const) {
    await db.transaction().execute(async (trx) => {
      const target = await lockTicketWeek(trx, week, at);
      await addTickets(
        trx,
        players.map((p, n) => ({
          week: target,
          userId: p.id,
          wagering: BigInt(((n * 37 + week.length * 11) % 90) + 3),
          gold: BigInt(n % 3),
        })),
      );
    });
  }
  await drawWeek({ db, realtime: null, now: () => now, publicValue: ticketTablePublicValue }, last);
  return players.length;
}
