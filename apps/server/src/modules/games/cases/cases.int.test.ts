import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  CASE_IDS,
  caseTable,
  caseVerifyTable,
  decimalToUnits,
  type BetRecord,
  type BetResponse,
  type CaseId,
  type ErrorBody,
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
import { playCases } from './cases.service';

/**
 * Issue 6, cases: 1,000 random openings equal `outcome('cases')` / `tengu-verify cases` (with the
 * case's table) on the revealed seeds and pay the item's multiplier; over HTTP the case is
 * validated and the maximum profit uses the case's top prize.
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
const random = prng(6_0003);

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
    const page = await listOwnBets({ db: database.db, userId, game: 'cases', cursor });
    bets.push(...page.bets);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return bets.sort((a, b) => a.nonce - b.nonce);
}

async function tenguVerify(bet: BetRecord, opts: unknown): Promise<unknown> {
  const cli = join(REPO_ROOT, 'packages/fairness/bin/tengu-verify.mjs');
  const args = [cli, 'cases', '--server-seed', bet.server_seed, '--client-seed', bet.client_seed];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...args, '--nonce', String(bet.nonce), '--opts', JSON.stringify(opts)],
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
    url: '/api/games/cases/bet',
    payload: payload as object,
    headers,
  });
  return { status: res.statusCode, body: res.json() as T };
}

describe('cases', () => {
  it('1,000 random openings match the verifier on the revealed seeds and pay the item', async () => {
    const [userId] = await testPlayers(database.db, 1);
    if (!userId) throw new Error('no player');
    await fundPlayer({ db: database.db, userId, amount: 100_000n * USD });
    for (let i = 0; i < 1_000; i++) {
      const amount = `0.${String(1 + Math.floor(random() * 99)).padStart(2, '0')}`;
      const id = CASE_IDS[Math.floor(random() * CASE_IDS.length)] ?? 'bamboo';
      await playCases({
        db: database.db,
        userId,
        request: { amount, case: id },
        maxProfit: MAX_PROFIT,
      });
    }
    const bets = await revealedBets(userId);
    expect(bets).toHaveLength(1_000);
    expect(bets.map((b) => b.nonce)).toEqual(bets.map((_, i) => i));
    const seenItems = new Set<string>();
    for (const placed of bets) {
      const id = placed.details['case'] as CaseId;
      const verified = outcome('cases', {
        serverSeed: placed.server_seed,
        clientSeed: placed.client_seed,
        nonce: placed.nonce,
        opts: { table: caseVerifyTable(id) },
      });
      expect(placed.details['float']).toBe(verified.float);
      // The first row of the table (sorted by its lower bound) whose min ≤ f, by hand.
      const rows = caseTable(id);
      const expected = [...rows].reverse().find((row) => verified.float >= row.min);
      expect(verified.row?.['item']).toBe(expected?.item);
      expect(placed.details['item']).toBe(expected?.item);
      expect(placed.details['rarity']).toBe(expected?.rarity);
      const multiplier = expected?.multiplier ?? -1;
      expect(placed.multiplier).toBe(multiplier);
      expect(placed.result).toBe(multiplier >= 1 ? 'WIN' : 'LOSS');
      const units = decimalToUnits(placed.amount) * BigInt(Math.round(multiplier * 10_000));
      expect(decimalToUnits(placed.payout)).toBe(units / 10_000n);
      seenItems.add(`${id}:${String(placed.details['item'])}`);
    }
    expect(seenItems.size).toBeGreaterThan(20);
    const last = bets.at(-1) as BetRecord;
    const table = caseVerifyTable(last.details['case'] as CaseId);
    expect(await tenguVerify(last, { table })).toEqual({
      float: last.details['float'],
      row: table.find((row) => row.item === last.details['item']),
    });
    await expectLedgerConsistent(database.db);
  }, 240_000);

  it('opens a case over HTTP and pays the item', async () => {
    const headers = await httpPlayer();
    const res = await bet<BetResponse>(headers, { amount: '2', case: 'samurai' });
    expect(res.status).toBe(200);
    const { bet: placed, balance } = res.body;
    expect(placed.game).toBe('cases');
    const row = caseTable('samurai').find((entry) => entry.item === placed.details['item']);
    expect(row).toBeDefined();
    expect(placed.multiplier).toBe(row?.multiplier);
    expect(decimalToUnits(placed.payout)).toBe(
      (2n * USD * BigInt(Math.round((row?.multiplier ?? 0) * 10_000))) / 10_000n,
    );
    expect(decimalToUnits(balance.credits)).toBe(98n * USD + decimalToUnits(placed.payout));
  });

  it('refuses an unknown case and a bad amount', async () => {
    const headers = await httpPlayer();
    for (const payload of [
      { amount: '1', case: 'gold' },
      { amount: '1' },
      { amount: '1.123456789', case: 'koi' },
    ]) {
      const res = await bet<ErrorBody>(headers, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('checks the maximum profit against the case top prize', async () => {
    const headers = await httpPlayer(10_000n * USD);
    // Tengu tops at 800×: 7 × 799 = 5,593 profit > 5,000; bamboo tops at 7×.
    const refused = await bet<ErrorBody>(headers, { amount: '7', case: 'tengu' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('MAX_PROFIT_EXCEEDED');
    expect((await bet<BetResponse>(headers, { amount: '7', case: 'bamboo' })).status).toBe(200);
  });
});
