import { RACE_MESSAGES, type Race, type RaceStandingsData } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { settleDueRaces, settleRace } from './race-settlement';
import {
  affiliateWithWagering,
  credits,
  diceBet,
  escrowTotal,
  player,
  prepareHouse,
  prizes,
  refer,
  TEN_PRIZES,
  USD,
} from './races.int-helpers';

/**
 * Affiliate races (issue 18 item 6): eligibility, the spec's validation texts, the escrow, the
 * standings from real bets of referred players, and a payout that happens once — twice run,
 * concurrently run, or run after a restart.
 */

let database: TestDatabase;
let server: TestServer;
/** The app's clock runs `offset` ms ahead of the real one (bets carry the real time). */
let offset = 0;
const clock = () => new Date(Date.now() + offset);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV, now: clock });
  await prepareHouse(database.db);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

async function post(headers: Record<string, string>, payload: object) {
  return server.app.inject({
    method: 'POST',
    url: '/api/races',
    payload: payload as Record<string, unknown>,
    headers,
  });
}
async function get<T>(headers: Record<string, string>, url: string) {
  const res = await server.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ success: true; data: T }>().data;
}

describe('eligibility', () => {
  it("is true from $5000 of the referred players' wagering, else creation is 'Not Eligible'", async () => {
    const db = database.db;
    const affiliate = await affiliateWithWagering(server, db, 4999n, 100n * USD);
    expect(await get<boolean>(affiliate.headers, '/api/races/eligibility')).toBe(false);
    const res = await post(affiliate.headers, { endDate: inFuture(3_600_000), prizes: TEN_PRIZES });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(RACE_MESSAGES.notEligible);
    // Another referral wagers the last dollar: eligible. Their own wagering does not count.
    const more = await player(server, db, 0n);
    await refer(db, affiliate.userId, more.userId);
    await db
      .updateTable('users')
      .set({ amount_wagered: USD })
      .where('id', '=', more.userId)
      .execute();
    expect(await get<boolean>(affiliate.headers, '/api/races/eligibility')).toBe(true);
    const selfPlayer = await player(server, db);
    await db
      .updateTable('users')
      .set({ amount_wagered: 10_000n * USD })
      .where('id', '=', selfPlayer.userId)
      .execute();
    expect(await get<boolean>(selfPlayer.headers, '/api/races/eligibility')).toBe(false);
  });
});

describe('creating a race', () => {
  it("refuses every invalid payload with the spec's text, and moves nothing", async () => {
    const db = database.db;
    const affiliate = await affiliateWithWagering(server, db, 5000n, 100n * USD);
    const cases: Array<[object, string, string]> = [
      [{ prizes: TEN_PRIZES }, RACE_MESSAGES.missingInfoTitle, RACE_MESSAGES.missingInfo],
      [
        { endDate: '', prizes: TEN_PRIZES },
        RACE_MESSAGES.missingInfoTitle,
        RACE_MESSAGES.missingInfo,
      ],
      [
        { endDate: inFuture(3_600_000), prizes: TEN_PRIZES.slice(0, 9) },
        RACE_MESSAGES.prizesRequiredTitle,
        RACE_MESSAGES.prizesRequired,
      ],
      [
        { endDate: inFuture(3_600_000), prizes: prizes([10, 9, 8, 7, 6, 5, 4, 3, 2, 0]) },
        RACE_MESSAGES.prizesRequiredTitle,
        RACE_MESSAGES.prizesRequired,
      ],
      [
        { endDate: inFuture(3_600_000), prizes: prizes([10, 9, 8, 7, 6, 5, 4, 3, 2, '1e3']) },
        RACE_MESSAGES.prizesRequiredTitle,
        RACE_MESSAGES.prizesRequired,
      ],
      [
        { endDate: inFuture(-60_000), prizes: TEN_PRIZES },
        RACE_MESSAGES.invalidDateTitle,
        RACE_MESSAGES.invalidDate,
      ],
    ];
    for (const [payload, title, text] of cases) {
      const res = await post(affiliate.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatchObject({ message: text, data: { title } });
    }
    expect(await credits(db, affiliate.userId)).toBe(100n * USD);
    expect(
      await db.selectFrom('races').where('affiliate_id', '=', affiliate.userId).execute(),
    ).toEqual([]);
  });

  it('moves the prize pool into race_escrow by one entry; one active race per affiliate', async () => {
    const db = database.db;
    const affiliate = await affiliateWithWagering(server, db, 5000n, 100n * USD);
    const escrowBefore = await escrowTotal(db);
    const res = await post(affiliate.headers, {
      endDate: inFuture(3_600_000),
      prizes: prizes(['10.5', 9, 8, 7, 6, 5, 4, 3, 2, '1.']),
    });
    expect(res.statusCode, res.body).toBe(200);
    const race = res.json<{ success: true; data: Race }>().data;
    expect(race.total_prize_pool).toBe('55.5');
    expect(await credits(db, affiliate.userId)).toBe(100n * USD - 5550n * (USD / 100n));
    expect((await escrowTotal(db)) - escrowBefore).toBe(5550n * (USD / 100n));
    const entries = await db
      .selectFrom('ledger_entries')
      .select('idempotency_key')
      .where('reference', '=', `race:${race.id}`)
      .execute();
    expect(entries.map((e) => e.idempotency_key)).toEqual([`race:${race.id}:escrow`]);

    const second = await post(affiliate.headers, {
      endDate: inFuture(7_200_000),
      prizes: TEN_PRIZES,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(RACE_MESSAGES.activeRaceExists);
    await expectLedgerConsistent(db);
  });

  it('refuses a pool larger than the credits (4xx), leaving nothing behind', async () => {
    const db = database.db;
    const affiliate = await affiliateWithWagering(server, db, 6000n, 20n * USD);
    const res = await post(affiliate.headers, { endDate: inFuture(3_600_000), prizes: TEN_PRIZES });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await credits(db, affiliate.userId)).toBe(20n * USD);
    expect(
      await db.selectFrom('races').where('affiliate_id', '=', affiliate.userId).execute(),
    ).toEqual([]);
  });

  it('lets only one of concurrent creations through', async () => {
    const db = database.db;
    const affiliate = await affiliateWithWagering(server, db, 5000n, 200n * USD);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        post(affiliate.headers, { endDate: inFuture(3_600_000), prizes: TEN_PRIZES }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await credits(db, affiliate.userId)).toBe(145n * USD);
    await expectLedgerConsistent(db);
  });
});

describe('a race from start to payout', () => {
  it('ranks the referred players by real bets and pays the top 10 once, however often the end runs', async () => {
    const db = database.db;
    const affiliate = await affiliateWithWagering(server, db, 5000n, 100n * USD);
    const created = await post(affiliate.headers, {
      endDate: inFuture(60_000),
      prizes: TEN_PRIZES,
    });
    expect(created.statusCode, created.body).toBe(200);
    const raceId = created.json<{ data: Race }>().data.id;

    // 12 referred players wager $1 … $12; an outsider wagers more and does not count.
    const players = [];
    for (let i = 1; i <= 12; i++) {
      const p = await player(server, db);
      await refer(db, affiliate.userId, p.userId);
      players.push({ ...p, wager: i });
    }
    const outsider = await player(server, db);
    await Promise.all(players.map((p) => diceBet(server, p.headers, String(p.wager))));
    await diceBet(server, outsider.headers, '50');
    await diceBet(server, players[0]!.headers, '0.5');
    await server.outbox.drain();

    const current = await get<RaceStandingsData>(affiliate.headers, '/api/races/current');
    expect(current.stats).toMatchObject({ id: raceId, players: 12, total_wagered: '78.5' });
    expect(
      current.standings.map((s) => [s.position, s.username, s.wagered_amount, s.prize_amount]),
    ).toEqual(
      players
        .slice(2)
        .reverse()
        .map((p, i) => [i + 1, p.username, String(p.wager), String(10 - i)]),
    );
    const mine = await get<RaceStandingsData>(players[11]!.headers, '/api/races/current');
    expect(mine.standings[0]).toMatchObject({ position: 1, me: true });
    // The leader hides their name: "Hidden" to everyone else, their own name to themselves.
    await db
      .updateTable('users')
      .set({ hide_name: true })
      .where('id', '=', players[11]!.userId)
      .execute();
    const hidden = await get<RaceStandingsData>(affiliate.headers, '/api/races/current');
    expect(hidden.standings[0]).toMatchObject({ position: 1, username: null });
    const own = await get<RaceStandingsData>(players[11]!.headers, '/api/races/current');
    expect(own.standings[0]).toMatchObject({ username: players[11]!.username, me: true });
    await db
      .updateTable('users')
      .set({ hide_name: false })
      .where('id', '=', players[11]!.userId)
      .execute();
    expect(await get<RaceStandingsData | null>(outsider.headers, '/api/races/current')).toBeNull();

    const before = new Map<string, bigint>();
    for (const p of [...players, affiliate]) before.set(p.userId, await credits(db, p.userId));
    // Not due before its end (and its grace).
    expect(await settleRace(server.raceDeps(), raceId)).toBe('not-due');
    offset = 70_000;
    const outcomes = await Promise.all([
      settleRace(server.raceDeps(), raceId),
      settleRace(server.raceDeps(), raceId),
      settleDueRaces(server.raceDeps()),
    ]);
    expect(
      outcomes.filter((o) => o === 'paid' || (typeof o === 'object' && o[raceId] === 'paid')),
    ).toHaveLength(1);
    expect(await settleRace(server.raceDeps(), raceId)).toBe('already-ended');

    for (const p of players) {
      const gained = (await credits(db, p.userId)) - before.get(p.userId)!;
      const position = 13 - p.wager;
      expect(gained, p.username).toBe(position <= 10 ? BigInt(11 - position) * USD : 0n);
    }
    expect(await credits(db, affiliate.userId)).toBe(before.get(affiliate.userId));
    const payouts = await db
      .selectFrom('ledger_entries')
      .select('idempotency_key')
      .where('reference', '=', `race:${raceId}`)
      .execute();
    expect(payouts).toHaveLength(11); // the escrow and 10 places

    const history = await get<Race[]>(players[5]!.headers, '/api/races/history');
    expect(history[0]).toMatchObject({ id: raceId, status: 'ended', players: 12 });
    const participants = await get<unknown[]>(
      affiliate.headers,
      `/api/races/${raceId}/participants`,
    );
    expect(participants).toHaveLength(10);
    const stranger = await server.app.inject({
      method: 'GET',
      url: `/api/races/${raceId}/participants`,
      headers: outsider.headers,
    });
    expect(stranger.statusCode).toBe(404);
    // A bet after the end counts for nothing.
    await diceBet(server, players[0]!.headers, '5');
    await server.outbox.drain();
    const after = await get<unknown[]>(affiliate.headers, `/api/races/${raceId}/participants`);
    expect(after).toEqual(participants);
    offset = 0;
    await expectLedgerConsistent(db);
  });

  it('returns unpaid places to the affiliate, and pays a race that ended while the server was down', async () => {
    const db = database.db;
    const affiliate = await affiliateWithWagering(server, db, 5000n, 100n * USD);
    const created = await post(affiliate.headers, {
      endDate: inFuture(60_000),
      prizes: TEN_PRIZES,
    });
    const raceId = created.json<{ data: Race }>().data.id;
    const racers = [];
    for (let i = 0; i < 3; i++) {
      const p = await player(server, db);
      await refer(db, affiliate.userId, p.userId);
      await diceBet(server, p.headers, String(3 - i));
      racers.push(p);
    }
    await server.outbox.drain();
    const affiliateBefore = await credits(db, affiliate.userId);
    const racersBefore = await Promise.all(racers.map((p) => credits(db, p.userId)));

    // "Restart": a new app on the same database, after the end, pays it on its first tick.
    await server.close();
    offset = 70_000;
    server = await createTestApp({ db: database.db, env: TEST_ENV, now: clock });
    expect((await settleDueRaces(server.raceDeps()))[raceId]).toBe('paid');
    expect((await settleDueRaces(server.raceDeps()))[raceId]).toBeUndefined();

    const gained = await Promise.all(
      racers.map(async (p, i) => (await credits(db, p.userId)) - racersBefore[i]!),
    );
    expect(gained).toEqual([10n * USD, 9n * USD, 8n * USD]);
    // Places 4–10 ($7 + … + $1 = $28) return to the affiliate.
    expect((await credits(db, affiliate.userId)) - affiliateBefore).toBe(28n * USD);
    offset = 0;
    await expectLedgerConsistent(db);
  });
});
