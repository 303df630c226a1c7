import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { seedDemoChallenges } from './demo-challenges';
import { challengeBets } from './challenges.int-helpers';
import { runChallengesAdminCommand } from './cli/admin-challenges';

/**
 * The operator's challenges (`npm run admin -- challenges create|list|cancel`, audited) and the
 * players' API refusals (issue 17 item 5): bad input changes nothing, a cancelled challenge can
 * no longer be won or read, a won one cannot be cancelled.
 */

let database: TestDatabase;
let server: TestServer;
const bets = challengeBets(() => ({ server, db: database.db }));

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

async function admin(...positionals: string[]) {
  const lines: string[] = [];
  await runChallengesAdminCommand({
    db: database.db,
    positionals: ['challenges', ...positionals],
    operator: 'ops',
    print: (line) => lines.push(line),
  });
  return lines.join('\n');
}

const audits = () =>
  database.db
    .selectFrom('admin_audit')
    .select(['action', 'operator', 'details'])
    .where('action', 'like', 'challenge_%')
    .orderBy('id')
    .execute();
const count = async () =>
  Number(
    (
      await database.db
        .selectFrom('challenges')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('npm run admin -- challenges', () => {
  it('creates (title generated or given), lists and cancels, each change audited', async () => {
    const made = await admin('create', 'game=plinko', 'multiplier=100', 'stake=0.10', 'prize=50');
    expect(made).toMatch(
      /^challenge #\d+ open: First to hit 100× on Plinko with at least \$0\.10 — plinko/,
    );
    await admin(
      'create',
      'game=keno',
      'multiplier=12.5',
      'stake=1',
      'prize=20',
      'title=Keno night',
      `start=${new Date(Date.now() + 3_600_000).toISOString()}`,
    );
    const listed = await admin('list');
    expect(listed).toContain('upcoming: Keno night — keno ≥ 12.5× stake ≥ $1, prize $20');
    const keno = /#(\d+) upcoming/.exec(listed)?.[1] ?? '';
    expect(await admin('cancel', keno)).toMatch(
      new RegExp(`^challenge #${keno} cancelled by ops \\(audit \\d+\\)$`),
    );
    expect(await admin('list')).toContain(`#${keno} cancelled: Keno night`);
    expect((await audits()).map((a) => a.action)).toEqual([
      'challenge_create',
      'challenge_create',
      'challenge_cancel',
    ]);
    expect(JSON.stringify((await audits())[0]?.details)).toContain('"minMultiplier":"100"');

    // A cancelled challenge is gone for players.
    const player = await bets.newPlayer();
    const res = await server.app.inject({
      url: `/api/challenges/${keno}`,
      headers: player.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Challenge not found' } });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = { challenges: await count(), audits: (await audits()).length };
    const refusals: Array<[string[], RegExp]> = [
      [['create', 'game=mines', 'multiplier=2', 'stake=1', 'prize=5'], /--game must be one of/],
      [['create', 'game=dice', 'multiplier=1', 'stake=1', 'prize=5'], /--multiplier must be/],
      [['create', 'game=dice', 'multiplier=2.555', 'stake=1', 'prize=5'], /--multiplier/],
      [['create', 'game=dice', 'multiplier=2', 'stake=0', 'prize=5'], /--stake must be/],
      [['create', 'game=dice', 'multiplier=2', 'stake=1', 'prize=-5'], /--prize must be/],
      [['create', 'game=dice', 'multiplier=2', 'stake=1', 'prize=5', 'end=2020-01-01'], /--end/],
      [['create', 'game=dice', 'multiplier=2', 'stake=1', 'prize=5', 'start=soon'], /--start/],
      [['create', 'game=dice', 'colour=red'], /unknown field/],
      [['cancel', 'abc'], /needs a challenge id/],
      [['cancel', '999999'], /No open challenge #999999/],
      [['frobnicate'], /challenges create/],
    ];
    for (const [args, message] of refusals) {
      await expect(admin(...args), args.join(' ')).rejects.toThrow(message);
    }
    expect({ challenges: await count(), audits: (await audits()).length }).toEqual(before);
  });

  it('cannot cancel a won challenge, which keeps its winner', async () => {
    const made = await admin('create', 'game=dice', 'multiplier=2', 'stake=1', 'prize=4');
    const number = /#(\d+)/.exec(made)?.[1] ?? '';
    const player = await bets.newPlayer();
    await bets.winningDice(player, { amount: '1', chance: 49.5 });
    await server.outbox.drain();
    await expect(admin('cancel', number)).rejects.toThrow(/won or cancelled/);
    expect(await admin('list')).toContain(`#${number} won by ${player.username}`);
  });
});

describe('the players’ API', () => {
  it('needs an access token, and answers 4xx for unknown or malformed ids', async () => {
    expect((await server.app.inject({ url: '/api/challenges' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/challenges/count' })).statusCode).toBe(401);
    const player = await bets.newPlayer();
    const get = (path: string) =>
      server.app.inject({ url: `/api/challenges${path}`, headers: player.headers });
    expect((await get('/abc')).statusCode).toBe(400);
    expect((await get('/0')).statusCode).toBe(400);
    expect((await get('/424242')).statusCode).toBe(404);
  });

  it('seeds the demo challenges once, the quick one open', async () => {
    const first = await seedDemoChallenges(database.db);
    expect(first).toBeGreaterThanOrEqual(3);
    expect(await seedDemoChallenges(database.db)).toBe(0);
    const player = await bets.newPlayer();
    const res = await server.app.inject({ url: '/api/challenges', headers: player.headers });
    expect(res.json<{ challenges: Array<{ title: string; state: string }> }>().challenges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'First to hit 2× on Limbo with at least $0.10',
          state: 'open',
        }),
      ]),
    );
  });
});
