import {
  GAME_SETTINGS_MESSAGES,
  GAME_MESSAGES,
  type ConsoleGamesResponse,
  type CrashChainStatus,
  type CrashRound,
  type CrashStateResponse,
  type OriginalGamesResponse,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  signUp,
  TEST_ENV,
  type SignedUp,
  type TestServer,
} from '#app/modules/auth/accounts.int-helpers';
import { installChain, SALT, seedWhere, waitFor } from '#app/modules/games/crash/crash.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { staffMember } from './console.int-helpers';

/**
 * The console's Games section (issue 22, ADR 044): settings round trip and audit, and what the
 * players then meet: a closed game refuses new bets and rounds (nothing moves), stakes outside
 * the limits are refused, the game's max profit replaces the global one, and a round opened
 * before the game closed still ends normally (mines, crash).
 */

const USD = 100_000_000n;
const LENGTH = 60;
let database: TestDatabase;
let server: TestServer;
let admin: SignedUp;
let trader: SignedUp;
let finance: SignedUp;

beforeAll(async () => {
  database = await createTestDatabase();
  // Rounds that run long enough (≥ 1.3×, about 4 s) for a cash-out after the game was closed,
  // and end soon enough (≤ 3×) for the test.
  const seed = seedWhere(LENGTH, (points) => points.every((p) => p >= 1.3 && p <= 3), 8);
  await installChain(database.db, seed, LENGTH);
  server = await createTestApp({
    db: database.db,
    env: {
      ...TEST_ENV,
      DATABASE_URL: database.url,
      CRASH_ENGINE: 'true',
      CRASH_SALT: SALT,
      CRASH_WAITING_MS: '2500',
      CRASH_PAUSE_MS: '300',
      MAX_PROFIT_PER_BET: '1000',
    },
  });
  admin = await staffMember(server, database.db, ['admin']);
  trader = await staffMember(server, database.db, ['trader']);
  finance = await staffMember(server, database.db, ['finance']);
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

async function player(credits = 100n * USD) {
  const signed = await signUp(server);
  await fundPlayer({ db: database.db, userId: signed.user.id, amount: credits });
  return { userId: signed.user.id, headers: bearer(signed.accessToken) };
}
type Player = Awaited<ReturnType<typeof player>>;

const setGame = (game: string, body: object, who: SignedUp = admin) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/admin/games/${game}`,
    headers: bearer(who.accessToken),
    payload: { enabled: true, minBet: '0', maxBet: null, maxProfit: null, ...body },
  });
const open = (game: string) => setGame(game, {});
const consoleGames = async (who: SignedUp = admin) =>
  server.app.inject({ url: '/api/admin/games', headers: bearer(who.accessToken) });
const post = (p: Player, url: string, payload?: object) =>
  server.app.inject({ method: 'POST', url, payload, headers: p.headers });
const dice = (p: Player, amount: string, target = 50) =>
  post(p, '/api/games/dice/bet', { amount, target, condition: 'over' });

async function creditsOf(userId: string): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'credits')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
const betCount = async (userId: string) =>
  (await database.db.selectFrom('bets').select('id').where('user_id', '=', userId).execute())
    .length;

describe('game settings in the console', () => {
  it('round-trips a change and audits it with before, after, actor and IP in one row', async () => {
    const res = await setGame('dice', {
      enabled: false,
      minBet: '1',
      maxBet: '50',
      maxProfit: '200',
      reason: 'maintenance',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { auditId } = res.json<{ auditId: string }>();
    const listed = (await consoleGames()).json<ConsoleGamesResponse>();
    expect(listed.defaultMaxProfit).toBe('1000');
    expect(listed.games.map((g) => g.game)).toHaveLength(12);
    expect(listed.games.find((g) => g.game === 'dice')).toMatchObject({
      name: 'Dice',
      enabled: false,
      houseEdgeBps: 100,
      minBet: '1',
      maxBet: '50',
      maxProfit: '200',
      maxProfitIsDefault: false,
    });
    expect(listed.games.find((g) => g.game === 'roulette')).toMatchObject({
      enabled: true,
      houseEdgeBps: 270,
      minBet: '0',
      maxBet: null,
      maxProfit: '1000',
      maxProfitIsDefault: true,
    });
    const audit = await database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('id', '=', BigInt(auditId))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'game_settings',
      operator: `console:${admin.user.username}`,
      actor_user_id: admin.user.id,
    });
    expect(audit.ip).toBeTruthy();
    expect(audit.details).toEqual({
      game: 'dice',
      reason: 'maintenance',
      before: { enabled: true, minBet: '0', maxBet: null, maxProfit: null },
      after: { enabled: false, minBet: '1', maxBet: '50', maxProfit: '200' },
    });
    // Players see it at once on this process.
    const originals = await server.app.inject({ url: '/api/games/originals' });
    expect(originals.json<OriginalGamesResponse>().games.find((g) => g.game === 'dice')).toEqual({
      game: 'dice',
      enabled: false,
      minBet: '1',
      maxBet: '50',
      maxProfit: '200',
    });
    expect((await open('dice')).statusCode).toBe(200);
  });

  it('refuses a maximum below the minimum and an unknown game, changing nothing', async () => {
    const before = await database.db.selectFrom('admin_audit').select('id').execute();
    const bad = await setGame('keno', { minBet: '10', maxBet: '5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(GAME_SETTINGS_MESSAGES.maxBetBelowMin);
    expect((await setGame('slots', {})).statusCode).toBe(400);
    expect(await database.db.selectFrom('admin_audit').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('keeps both of two changes to two games made at once', async () => {
    const [a, b] = await Promise.all([
      setGame('keno', { maxBet: '70' }),
      setGame('plinko', { minBet: '0.5' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const games = (await consoleGames()).json<ConsoleGamesResponse>().games;
    expect(games.find((g) => g.game === 'keno')?.maxBet).toBe('70');
    expect(games.find((g) => g.game === 'plinko')?.minBet).toBe('0.5');
    await Promise.all([open('keno'), open('plinko')]);
  });

  it('lets a trader read but not change; other roles read nothing', async () => {
    expect((await consoleGames(trader)).statusCode).toBe(200);
    const change = await setGame('dice', { enabled: false }, trader);
    expect(change.statusCode).toBe(403);
    expect((await consoleGames(finance)).statusCode).toBe(403);
    const games = (await consoleGames()).json<ConsoleGamesResponse>().games;
    expect(games.find((g) => g.game === 'dice')?.enabled).toBe(true);
  });
});

describe('what players meet', () => {
  it('a closed game refuses a bet with a clear 409, moving nothing; reopened it plays', async () => {
    const p = await player();
    await setGame('dice', { enabled: false });
    const refused = await dice(p, '5');
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      { code: 'GAME_DISABLED', message: GAME_SETTINGS_MESSAGES.disabled('Dice') },
    ]);
    expect(await creditsOf(p.userId)).toBe(100n * USD);
    expect(await betCount(p.userId)).toBe(0);
    await open('dice');
    expect((await dice(p, '5')).statusCode).toBe(200);
    expect(await betCount(p.userId)).toBe(1);
  });

  it('refuses stakes below the minimum or above the maximum, and caps profit per game', async () => {
    const p = await player();
    await setGame('dice', { minBet: '1', maxBet: '20', maxProfit: '30' });
    const low = await dice(p, '0.5');
    expect([low.statusCode, low.json().error]).toEqual([
      400,
      {
        code: 'STAKE_TOO_LOW',
        message: GAME_SETTINGS_MESSAGES.betTooLow('Dice', '1'),
        data: { amount: '1' },
      },
    ]);
    const high = await dice(p, '20.01');
    expect([high.statusCode, high.json().error]).toEqual([
      400,
      {
        code: 'STAKE_TOO_HIGH',
        message: GAME_SETTINGS_MESSAGES.betTooHigh('Dice', '20'),
        data: { amount: '20' },
      },
    ]);
    // $20 at 50 % pays 1.98× = $19.60 profit: within $30. At 25 % (3.96×) the profit is $59.20.
    const capped = await dice(p, '20', 75);
    expect([capped.statusCode, capped.json().error?.message]).toEqual([
      400,
      GAME_MESSAGES.maxProfit('30'),
    ]);
    expect(await creditsOf(p.userId)).toBe(100n * USD);
    expect(await betCount(p.userId)).toBe(0);
    expect((await dice(p, '20')).statusCode).toBe(200);
    // The global cap ($1,000) no longer applies to dice when its own is higher.
    await setGame('dice', { maxProfit: '5000' });
    expect((await dice(p, '20', 99)).statusCode).toBe(200);
    await open('dice');
    await expectLedgerConsistent(database.db);
  });

  it('a mines round opened before the game closed still reveals and cashes out; a new one is refused', async () => {
    const p = await player();
    const start = await post(p, '/api/games/mines/start', { amount: '2', mines: 1 });
    expect(start.statusCode).toBe(200);
    await setGame('mines', { enabled: false });
    const row = await database.db
      .selectFrom('active_games')
      .select('state')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const mines = (row.state as { minePositions: number[] }).minePositions;
    const safe = [...Array(25).keys()].find((tile) => !mines.includes(tile));
    const reveal = await post(p, '/api/games/mines/reveal', { tile: safe });
    expect(reveal.statusCode, reveal.body).toBe(200);
    const cashed = await post(p, '/api/games/mines/cashout');
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(cashed.json().bet.result).toBe('WIN');
    const again = await post(p, '/api/games/mines/start', { amount: '2', mines: 1 });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'GAME_DISABLED']);
    await open('mines');
  });

  it('a closed crash refuses a new bet; a bet placed before still cashes out', async () => {
    const p = await player();
    const q = await player();
    const state = async () =>
      (await server.app.inject({ url: '/api/games/crash/state' })).json<CrashStateResponse>();
    const round = await waitFor<CrashRound>(
      async () => {
        const { round } = await state();
        if (!round || round.phase !== 'waiting') return null;
        return Date.parse(round.betting_ends_at) - round.server_time > 1200 ? round : null;
      },
      { what: 'a waiting round', timeoutMs: 40_000 },
    );
    const placed = await post(p, '/api/games/crash/bet', { amount: '3' });
    expect(placed.statusCode, placed.body).toBe(200);
    await setGame('crash', { enabled: false });
    const refused = await post(q, '/api/games/crash/bet', { amount: '3' });
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      { code: 'GAME_DISABLED', message: GAME_SETTINGS_MESSAGES.disabled('Crash') },
    ]);
    expect(await creditsOf(q.userId)).toBe(100n * USD);
    await waitFor(
      async () => {
        const { round: now } = await state();
        return now?.id === round.id && now.phase === 'running' ? now : null;
      },
      { what: 'the round running' },
    );
    // Half a second in, the curve is past 1.02× (every round here runs to 1.3× at least).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cashed = await post(p, '/api/games/crash/cashout');
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(await creditsOf(p.userId)).toBeGreaterThan(100n * USD);
    await open('crash');
  }, 60_000);
});

describe('the crash chain status', () => {
  it('shows the chain used so far, the commitment players see, the round and the leader', async () => {
    const res = await server.app.inject({
      url: '/api/admin/games/crash-chain',
      headers: bearer(trader.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const status = res.json<CrashChainStatus>();
    const published = (await server.app.inject({ url: '/api/games/crash/chain' })).json<{
      terminating_hash: string;
    }>();
    expect(status.chain).toMatchObject({
      length: LENGTH,
      terminatingHash: published.terminating_hash,
    });
    expect(status.chain?.roundsUsed).toBeGreaterThan(0);
    expect((status.chain?.roundsUsed ?? 0) + (status.chain?.remaining ?? 0)).toBe(LENGTH);
    expect(status.round?.phase).toMatch(/waiting|running|crashed/);
    if (status.round?.phase !== 'crashed') expect(status.round?.crashPoint).toBeNull();
    expect(status.leader?.applicationName).toBe('tengu-crash-leader');
  });
});
