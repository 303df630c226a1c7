import { createHash } from 'node:crypto';
import {
  RAFFLE_MESSAGES,
  RAFFLE_PRIZES_USD,
  type RaffleDrawDetail,
  type RaffleOverview,
} from '@tengu/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { drawWeek, runDueDraws } from './draw.service';
import { buyTickets } from './tickets.service';
import { creditWageringTickets } from './wagering-tickets';
import { GOLD, raffleTestServer, reproduceDraw } from './raffle.int-helpers';

/**
 * The weekly draw (issue 17 item 7): the seed's hash published before the week, the prize table
 * paid exactly once from `bonus_expense` even when several runs race, a crash midway pays
 * nothing and the rerun pays once, and the published data reproduces the winners with an
 * independent implementation.
 */

const t = raffleTestServer('2026-11-19T12:00:00Z');
const USD = 100_000_000n;
const WEEK = '2026-11-20';

async function playersWithTickets(count: number, ticketsOf: (n: number) => number) {
  const ids = await testPlayers(t.db, count);
  for (const [n, id] of ids.entries()) {
    const tickets = ticketsOf(n);
    await fundPlayer({
      db: t.db,
      userId: id,
      amount: BigInt(tickets) * 1_000n * GOLD,
      pocket: 'gold',
    });
    await buyTickets(t.deps(), id, tickets);
  }
  return ids;
}

async function raffleEntries(week: string) {
  return t.db
    .selectFrom('ledger_entries')
    .select(['id', 'idempotency_key'])
    .where('idempotency_key', 'like', `raffle:${week}:%`)
    .execute();
}

async function creditsOf(userId: string) {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'credits')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

describe('the weekly draw', () => {
  let committedHash = '';

  it('publishes the seed hash of a week before it starts', async () => {
    const before = (await t.get(null, '/raffle')).json<RaffleOverview>();
    expect(before.current.week).toBe('2026-11-13');
    expect(before.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    committedHash = before.next_server_seed_hash;
    t.setNow('2026-11-20T10:00:00Z');
    const during = (await t.get(null, '/raffle')).json<RaffleOverview>();
    expect(during.current).toMatchObject({
      week: WEEK,
      starts_at: '2026-11-20T00:00:00.000Z',
      ends_at: '2026-11-27T00:00:00.000Z',
      draw_at: '2026-11-27T00:05:00.000Z',
      server_seed_hash: committedHash,
    });
    expect(during.prize_pool).toBe('15000.00');
    expect(JSON.stringify(during)).not.toContain('server_seed"');
    // No draw of a running week: its seed stays secret.
    expect((await t.get(null, `/raffle/draws/${WEEK}`)).json()).toEqual({
      error: { code: 'NOT_FOUND', message: RAFFLE_MESSAGES.drawNotFound },
    });
    for (const bad of ['2026-13-45', '2026-11-21', 'x', '2026-02-30']) {
      expect((await t.get(null, `/raffle/draws/${bad}`)).statusCode).toBe(400);
    }
  });

  it('pays the whole prize table once, however many runs race', async () => {
    const ids = await playersWithTickets(105, (n) => 1 + (n % 5));
    t.setNow('2026-11-27T00:03:00Z');
    // Not due before the operator's delay (the empty week before it is: drawn with no winner).
    expect(await runDueDraws(t.deps())).toEqual({ '2026-11-13': 'drawn' });
    t.setNow('2026-11-27T00:10:00Z');
    await Promise.all([runDueDraws(t.deps()), runDueDraws(t.deps()), drawWeek(t.deps(), WEEK)]);
    expect(await runDueDraws(t.deps())).toEqual({});
    expect(await drawWeek(t.deps(), WEEK)).toBe('already-drawn');

    expect(await raffleEntries(WEEK)).toHaveLength(100);
    const winners = await t.db
      .selectFrom('raffle_winners')
      .select(['place', 'user_id', 'prize'])
      .where('week_start', '=', WEEK)
      .orderBy('place')
      .execute();
    expect(winners.map((w) => w.place)).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
    expect(new Set(winners.map((w) => w.user_id)).size).toBe(100);
    expect(winners.map((w) => Number(w.prize / USD))).toEqual(RAFFLE_PRIZES_USD);
    let paid = 0n;
    for (const id of ids) paid += await creditsOf(id);
    expect(paid).toBe(15_000n * USD);
    for (const winner of winners) expect(await creditsOf(winner.user_id)).toBe(winner.prize);
    const notified = await t.db
      .selectFrom('notifications')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('title', '=', RAFFLE_MESSAGES.winnerTitle)
      .executeTakeFirstOrThrow();
    expect(notified.n).toBe('100');
    await expectLedgerConsistent(t.db);
  });

  it('publishes what reproduces the draw with an independent implementation', async () => {
    const res = await t.get(null, `/raffle/draws/${WEEK}`);
    expect(res.statusCode).toBe(200);
    const draw = res.json<RaffleDrawDetail>();
    expect(createHash('sha256').update(draw.server_seed).digest('hex')).toBe(committedHash);
    expect(draw.server_seed_hash).toBe(committedHash);
    expect(draw.public_value_source).toBe('ticket-table-sha256');
    expect(draw.ranges).toHaveLength(105);
    expect(draw.total_tickets).toBe(draw.ranges.reduce((sum, r) => sum + r.count, 0));
    const reproduced = reproduceDraw(draw);
    expect(reproduced.publicValue).toBe(draw.public_value);
    expect(
      draw.winners.map(({ place, username, ticket }) => ({ place, username, ticket })),
    ).toEqual(reproduced.winners);
    expect(draw.winners[0]?.prize_amount).toBe('1500');
    const overview = (await t.get(null, '/raffle')).json<RaffleOverview>();
    expect(overview.last_draw?.week).toBe(WEEK);
    expect(overview.last_draw?.winners).toEqual(draw.winners);
  });

  it('sends late play of a drawn week to the running week', async () => {
    const [id] = await testPlayers(t.db, 1);
    await t.db.transaction().execute(async (trx) => {
      const emit = await creditWageringTickets({
        trx,
        events: [
          { userId: id!, stakeCredits: (250n * USD).toString(), at: '2026-11-26T23:59:59Z' },
        ],
        usdPerTicket: 100,
        now: new Date('2026-11-27T00:10:00Z'),
      });
      emit(null);
    });
    const rows = await t.db
      .selectFrom('raffle_tickets')
      .select([sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week'), 'wagering_tickets'])
      .where('user_id', '=', id!)
      .execute();
    expect(rows).toEqual([{ week: '2026-11-27', wagering_tickets: 2n }]);
  });

  it('pays nothing when a draw fails midway, then once on the next run; one prize a player', async () => {
    const week = '2026-11-27';
    t.setNow('2026-11-28T09:00:00Z');
    const ids = await playersWithTickets(3, (n) => n + 1);
    // A player who hides their name is published under a pseudonym.
    await t.db.updateTable('users').set({ hide_name: true }).where('id', '=', ids[0]!).execute();
    // A crash after the first place is paid, inside the draw's transaction.
    await sql`
      CREATE FUNCTION fail_raffle_place() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.place = 2 THEN RAISE EXCEPTION 'crash in the middle of the draw'; END IF;
      RETURN NEW; END $$;
      CREATE TRIGGER fail_raffle_place BEFORE INSERT ON raffle_winners
        FOR EACH ROW EXECUTE FUNCTION fail_raffle_place();`.execute(t.db);
    t.setNow('2026-12-04T00:06:00Z');
    await expect(runDueDraws(t.deps())).rejects.toThrow('crash in the middle of the draw');
    expect(await raffleEntries(week)).toHaveLength(0);
    for (const id of ids) expect(await creditsOf(id)).toBe(0n);

    await sql`DROP TRIGGER fail_raffle_place ON raffle_winners`.execute(t.db);
    expect(await runDueDraws(t.deps())).toEqual({ [week]: 'drawn' });
    const draw = (await t.get(null, `/raffle/draws/${week}`)).json<RaffleDrawDetail>();
    // Three players (and the late-play one): four places, one each, fewer prizes than places.
    expect(draw.winners.map((w) => w.place)).toEqual([1, 2, 3, 4]);
    expect(new Set(draw.winners.map((w) => w.username)).size).toBe(4);
    expect(draw.winners.map((w) => w.prize_amount)).toEqual(['1500', '1150', '750', '675']);
    expect(await raffleEntries(week)).toHaveLength(4);
    expect(draw.ranges.filter((r) => /^Hidden#[0-9a-f]{12}$/.test(r.username))).toHaveLength(1);
    expect(JSON.stringify(draw)).not.toContain(`test_${ids[0]!}`);
    expect(reproduceDraw(draw).winners).toEqual(
      draw.winners.map(({ place, username, ticket }) => ({ place, username, ticket })),
    );
    await expectLedgerConsistent(t.db);
  });
});
