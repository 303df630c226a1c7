import { sql } from 'kysely';
import type { DB } from '#app/db/database';

/**
 * The console's reads of promotions (ADR 046): which quests players have started, challenges
 * with their winners' real names, raffle weeks with their totals, ticket holders and winners.
 * Every write goes through the quests, challenges and raffle modules' own services.
 */

/** Quests some player has progress on or has claimed (their tasks can no longer change). */
export async function findQuestIdsInUse(db: DB): Promise<Set<string>> {
  const rows = await db
    .selectFrom('quest_progress')
    .select('quest_id')
    .distinct()
    .union(db.selectFrom('quest_claims').select('quest_id').distinct())
    .execute();
  return new Set(rows.map((r) => r.quest_id));
}

/** The newest challenges with the winner's username (the operator sees hidden names). */
export function findChallengesForConsole(db: DB, limit: number) {
  return db
    .selectFrom('challenges as c')
    .leftJoin('users as u', 'u.id', 'c.winner_id')
    .select([
      'c.number',
      'c.title',
      'c.game',
      'c.min_multiplier_x100',
      'c.min_stake',
      'c.prize',
      'c.starts_at',
      'c.ends_at',
      'c.cancelled_at',
      'c.winner_id',
      'c.won_at',
      'c.won_stake',
      'c.won_payout',
      'u.username as winner_name',
    ])
    .orderBy('c.number', 'desc')
    .limit(limit)
    .execute();
}

export interface RaffleWeekSummaryRow {
  week: string;
  starts_at: Date;
  ends_at: Date;
  status: 'open' | 'closed' | 'drawn';
  drawn_at: Date | null;
  tickets: string;
  players: number;
  winners: number;
  paid: bigint;
}

/** The newest weeks that have started by `now`, with tickets, players, winners and prizes paid. */
export async function findRaffleWeeks(
  db: DB,
  now: Date,
  limit: number,
): Promise<RaffleWeekSummaryRow[]> {
  const result = await sql<RaffleWeekSummaryRow>`
    SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week, w.starts_at, w.ends_at, w.status,
           w.drawn_at,
           coalesce(t.tickets, 0)::text AS tickets, coalesce(t.players, 0)::int AS players,
           coalesce(p.winners, 0)::int AS winners, coalesce(p.paid, 0)::bigint AS paid
    FROM raffle_weeks w
    LEFT JOIN LATERAL (
      SELECT sum(wagering_tickets + gold_tickets) AS tickets,
             count(*) FILTER (WHERE wagering_tickets + gold_tickets > 0) AS players
      FROM raffle_tickets WHERE week_start = w.week_start) t ON true
    LEFT JOIN LATERAL (
      SELECT count(*) AS winners, sum(prize) AS paid
      FROM raffle_winners WHERE week_start = w.week_start) p ON true
    WHERE w.starts_at <= ${now}
    ORDER BY w.week_start DESC
    LIMIT ${limit}`.execute(db);
  return result.rows.map((r) => ({ ...r, paid: BigInt(r.paid) }));
}

/** A page of a week's ticket holders, most tickets first (ties by username). */
export async function findTicketHolders(
  db: DB,
  options: { week: string; q?: string; limit: number; offset: number },
) {
  let query = db
    .selectFrom('raffle_tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .where('t.week_start', '=', options.week)
    .where(sql<boolean>`t.wagering_tickets + t.gold_tickets > 0`);
  if (options.q) query = query.where('u.username', 'ilike', `%${escapeLike(options.q)}%`);
  const [rows, count] = await Promise.all([
    query
      .select([
        't.user_id',
        'u.username',
        't.wagering_tickets',
        't.gold_tickets',
        sql<string>`t.wagering_tickets + t.gold_tickets`.as('total'),
        // The rank over the whole week, not within the search.
        sql<string>`(SELECT count(*) + 1 FROM raffle_tickets o
          WHERE o.week_start = t.week_start
            AND o.wagering_tickets + o.gold_tickets > t.wagering_tickets + t.gold_tickets)`.as(
          'rank',
        ),
      ])
      .orderBy(sql`t.wagering_tickets + t.gold_tickets`, 'desc')
      .orderBy('u.username')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A drawn week's winners with their accounts' usernames (the published name may be hidden). */
export function findRaffleWinners(db: DB, week: string) {
  return db
    .selectFrom('raffle_winners as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.place', 'w.user_id', 'w.username as published_name', 'u.username', 'w.ticket'])
    .select('w.prize')
    .where('w.week_start', '=', week)
    .orderBy('w.place')
    .execute();
}
