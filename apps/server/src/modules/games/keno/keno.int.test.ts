import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  decimalToUnits,
  KENO_RISKS,
  kenoMultiplier,
  type BetRecord,
  type BetResponse,
  type ErrorBody,
  type KenoBetRequest,
} from '@tengu/shared';
import { outcome } from '@tengu/fairness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#app/paths';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { listOwnBets } from '#app/modules/bets/bets.service';
import { rotateSeeds } from '#app/modules/fairness/fairness.service';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { playKeno } from './keno.service';

/**
 * Issue 6, keno: 1,000 random bets equal `outcome('keno')` / `tengu-verify keno` on the revealed
 * seeds and pay the shared table; over HTTP the card is validated and the maximum profit holds.
 */

const USD = 100_000_000n;
const MAX_PROFIT = 10_000n * USD;
let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, MAX_PROFIT_PER_BET: '5000' },
  });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** mulberry32, seeded so a failure replays. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(6_0001);

function randomCard(): Omit<KenoBetRequest, 'amount'> {
  const count = 1 + Math.floor(random() * 10);
  const pool = Array.from({ length: 40 }, (_, i) => i + 1);
  const picks: number[] = [];
  while (picks.length < count) picks.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return { risk: KENO_RISKS[Math.floor(random() * KENO_RISKS.length)] ?? 'classic', picks };
}

async function revealedBets(userId: string): Promise<BetRecord[]> {
  await rotateSeeds({
    db: database.db,
    userId,
    clientSeed: 'rotated1',
    activeGames: async () => [],
  });
  const bets: BetRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await listOwnBets({ db: database.db, userId, game: 'keno', cursor });
    bets.push(...page.bets);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return bets.sort((a, b) => a.nonce - b.nonce);
}

async function tenguVerify(bet: BetRecord): Promise<unknown> {
  const cli = join(REPO_ROOT, 'packages/fairness/bin/tengu-verify.mjs');
  const args = [cli, 'keno', '--server-seed', bet.server_seed, '--client-seed', bet.client_seed];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...args, '--nonce', String(bet.nonce)],
    { cwd: REPO_ROOT },
  );
  return JSON.parse(stdout) as unknown;
}

async function httpPlayer(credits = 100n * USD) {
  const signed = await signUp(server);
  await fundPlayer({ db: database.db, userId: signed.user.id, amount: credits });
  return bearer(signed.accessToken);
}

async function bet<T>(headers: Record<string, string>, payload: unknown) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games/keno/bet',
    payload: payload as object,
    headers,
  });
  return { status: res.statusCode, body: res.json() as T };
}

describe('keno', () => {
  it('1,000 random bets match the verifier on the revealed seeds and pay the table', async () => {
    const [userId] = await testPlayers(database.db, 1);
    if (!userId) throw new Error('no player');
    await fundPlayer({ db: database.db, userId, amount: 100_000n * USD });
    for (let i = 0; i < 1_000; i++) {
      const amount = `0.${String(1 + Math.floor(random() * 99)).padStart(2, '0')}`;
      await playKeno({
        db: database.db,
        userId,
        request: { amount, ...randomCard() },
        maxProfit: MAX_PROFIT,
      });
    }
    const bets = await revealedBets(userId);
    expect(bets.map((b) => b.nonce)).toEqual(bets.map((_, i) => i));
    expect(bets).toHaveLength(1_000);
    let wins = 0;
    for (const placed of bets) {
      const verified = outcome('keno', {
        serverSeed: placed.server_seed,
        clientSeed: placed.client_seed,
        nonce: placed.nonce,
      });
      const details = placed.details as { risk: KenoBetRequest['risk']; picks: number[] };
      expect(placed.details['drawn']).toEqual(verified.drawn);
      const hits = details.picks.filter((n) => verified.numbers.includes(n));
      expect(placed.details['hits']).toEqual(hits);
      const multiplier = kenoMultiplier(details.risk, details.picks.length, hits.length);
      expect(placed.multiplier).toBe(multiplier);
      expect(placed.result).toBe(multiplier >= 1 ? 'WIN' : 'LOSS');
      if (multiplier >= 1) wins += 1;
      const units = decimalToUnits(placed.amount) * BigInt(Math.round(multiplier * 10_000));
      expect(decimalToUnits(placed.payout)).toBe(units / 10_000n);
    }
    expect(wins).toBeGreaterThan(100);
    const last = bets.at(-1) as BetRecord;
    const cli = (await tenguVerify(last)) as { numbers: number[]; drawn: number[] };
    expect(cli.drawn).toEqual(last.details['drawn']);
    expect(cli.numbers).toEqual([...cli.drawn].sort((a, b) => a - b));
    await expectLedgerConsistent(database.db);
  }, 240_000);

  it('settles over HTTP: balance, picks sorted, draw of ten distinct numbers', async () => {
    const headers = await httpPlayer();
    const res = await bet<BetResponse>(headers, {
      amount: '1',
      risk: 'classic',
      picks: [40, 1, 20],
    });
    expect(res.status).toBe(200);
    const { bet: placed, balance } = res.body;
    expect(placed.game).toBe('keno');
    expect(placed.amount).toBe('1');
    expect(placed.details['picks']).toEqual([1, 20, 40]);
    const drawn = placed.details['drawn'] as number[];
    expect(new Set(drawn).size).toBe(10);
    for (const n of drawn) expect(n >= 1 && n <= 40).toBe(true);
    const expectedCredits = 100n * USD - USD + decimalToUnits(placed.payout);
    expect(decimalToUnits(balance.credits)).toBe(expectedCredits);
    expect(placed.server_seed).toBe('');
  });

  it('refuses bad cards with a clear message and moves nothing', async () => {
    const headers = await httpPlayer();
    const cases: [unknown, string][] = [
      [{ amount: '1', risk: 'classic', picks: [] }, 'Pick 1 to 10 numbers.'],
      [
        { amount: '1', risk: 'classic', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
        'Pick 1 to 10 numbers.',
      ],
      [{ amount: '1', risk: 'classic', picks: [0] }, 'Pick numbers from 1 to 40.'],
      [{ amount: '1', risk: 'classic', picks: [41] }, 'Pick numbers from 1 to 40.'],
      [{ amount: '1', risk: 'classic', picks: [2.5] }, 'Pick numbers from 1 to 40.'],
      [{ amount: '1', risk: 'classic', picks: [5, 5] }, 'Pick each number only once.'],
      [{ amount: '1', risk: 'extreme', picks: [5] }, 'risk'],
      [{ amount: '-1', risk: 'low', picks: [5] }, 'amount'],
    ];
    for (const [payload, message] of cases) {
      const res = await bet<ErrorBody>(headers, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toContain(message);
    }
    const seeds = await server.app.inject({ url: '/api/fairness/seeds', headers });
    expect((seeds.json() as { nonce: number }).nonce).toBe(0);
  });

  it('checks the maximum profit against the best entry of the chosen table', async () => {
    const headers = await httpPlayer(10_000n * USD);
    // High risk, 10 picks: 1,000× × 6 = 6,000 − 6 profit > 5,000.
    const refused = await bet<ErrorBody>(headers, {
      amount: '6',
      risk: 'high',
      picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'MAX_PROFIT_EXCEEDED',
      message: 'Your potential profit exceeds the maximum of $5,000 per bet.',
    });
    // The same stake on one classic pick (3.96×) is fine.
    const allowed = await bet<BetResponse>(headers, { amount: '6', risk: 'classic', picks: [7] });
    expect(allowed.status).toBe(200);
  });
});
