import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  decimalToUnits,
  PLINKO_RISKS,
  plinkoTable,
  type BetGame,
  type BetRecord,
  type DiceBetRequest,
} from '@tengu/shared';
import { minesMultiplier, outcome, type OutcomeInput } from '@tengu/fairness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#app/paths';
import { listOwnBets } from '#app/modules/bets/bets.service';
import { rotateSeeds } from '#app/modules/fairness/fairness.service';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { playDice } from './dice/dice.service';
import { playLimbo } from './limbo/limbo.service';
import { cashOutMines, revealMinesTile, startMines } from './mines/mines.service';
import { playPlinko } from './plinko/plinko.service';

/**
 * Issue 5, done-when: every outcome of 1,000 random bets per game equals the verifier's on the
 * revealed seeds. Bets go through the services (one transaction each, as over HTTP); the
 * verifier is `outcome()` in-process, and the `tengu-verify` CLI for one bet per game.
 */

const BETS_PER_GAME = 1_000;
const USD = 100_000_000n;
const MAX_PROFIT = 10_000n * USD;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** A seeded PRNG (mulberry32) so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const cents = (min: number, max: number) => (min + Math.floor(random() * (max - min + 1))) / 100;
const stake = () => `0.${String(1 + Math.floor(random() * 99)).padStart(2, '0')}`;

async function newPlayer(): Promise<string> {
  const [userId] = await testPlayers(database.db, 1);
  if (!userId) throw new Error('no player');
  await fundPlayer({ db: database.db, userId, amount: 100_000n * USD });
  return userId;
}

/** Rotates to reveal the pair, then returns every bet of the player with its revealed seed. */
async function revealedBets(userId: string, game: BetGame): Promise<BetRecord[]> {
  await rotateSeeds({
    db: database.db,
    userId,
    clientSeed: 'rotated1',
    activeGames: async () => [],
  });
  const bets: BetRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await listOwnBets({ db: database.db, userId, game, cursor });
    bets.push(...page.bets);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return bets.sort((a, b) => a.nonce - b.nonce);
}

function seedsOf(bet: BetRecord, opts?: unknown): OutcomeInput {
  expect(bet.server_seed).toMatch(/^[0-9a-f]{64}$/);
  return { serverSeed: bet.server_seed, clientSeed: bet.client_seed, nonce: bet.nonce, opts };
}

function expectPayout(bet: BetRecord, multiplier: number) {
  expect(bet.multiplier).toBe(multiplier);
  const expected = (decimalToUnits(bet.amount) * BigInt(Math.round(multiplier * 10_000))) / 10_000n;
  expect(decimalToUnits(bet.payout)).toBe(expected);
}

const cli = join(REPO_ROOT, 'packages/fairness/bin/tengu-verify.mjs');
async function tenguVerify(game: BetGame, bet: BetRecord, opts?: unknown): Promise<unknown> {
  const args = [
    cli,
    game,
    '--server-seed',
    bet.server_seed,
    '--client-seed',
    bet.client_seed,
    '--nonce',
    String(bet.nonce),
  ];
  if (opts) args.push('--opts', JSON.stringify(opts));
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: REPO_ROOT });
  return JSON.parse(stdout) as unknown;
}

function expectContiguous(bets: BetRecord[]) {
  expect(bets.map((b) => b.nonce)).toEqual(bets.map((_, i) => i));
}

describe(`${BETS_PER_GAME} random bets per game match the verifier on the revealed seeds`, () => {
  it('dice', async () => {
    const userId = await newPlayer();
    for (let i = 0; i < BETS_PER_GAME; i++) {
      const condition = pick(['over', 'under'] as const);
      const target = condition === 'over' ? cents(200, 9999) : cents(1, 9800);
      const request: DiceBetRequest = { amount: stake(), target, condition };
      await playDice({ db: database.db, userId, request, maxProfit: MAX_PROFIT });
    }
    const bets = await revealedBets(userId, 'dice');
    expect(bets).toHaveLength(BETS_PER_GAME);
    expectContiguous(bets);
    for (const bet of bets) {
      const { result: roll } = outcome('dice', seedsOf(bet));
      const { target, condition } = bet.details as { target: number; condition: string };
      expect(bet.details['roll']).toBe(roll);
      const isWin = condition === 'over' ? roll > target : roll < target;
      expect(bet.result).toBe(isWin ? 'WIN' : 'LOSS');
      const chance =
        condition === 'over' ? 10_000 - Math.round(target * 100) : Math.round(target * 100);
      expectPayout(bet, isWin ? Math.floor(99_000_000 / chance) / 10_000 : 0);
    }
    expect(await tenguVerify('dice', bets[0] as BetRecord)).toEqual({
      result: bets[0]?.details['roll'],
    });
    await expectLedgerConsistent(database.db);
  }, 180_000);

  it('limbo', async () => {
    const userId = await newPlayer();
    for (let i = 0; i < BETS_PER_GAME; i++) {
      const isHigh = random() < 0.1;
      const target = isHigh ? cents(1001, 100_000_000) : cents(101, 1000);
      await playLimbo({
        db: database.db,
        userId,
        // A high target with a small stake stays under the maximum profit.
        request: { amount: isHigh ? '0.0001' : stake(), target },
        maxProfit: MAX_PROFIT,
      });
    }
    const bets = await revealedBets(userId, 'limbo');
    expect(bets).toHaveLength(BETS_PER_GAME);
    expectContiguous(bets);
    for (const bet of bets) {
      const { result } = outcome('limbo', seedsOf(bet));
      const target = bet.details['target'] as number;
      expect(bet.details['result']).toBe(result);
      expect(bet.result).toBe(result >= target ? 'WIN' : 'LOSS');
      expectPayout(bet, result >= target ? target : 0);
    }
    expect(await tenguVerify('limbo', bets[1] as BetRecord)).toEqual({
      result: bets[1]?.details['result'],
    });
    await expectLedgerConsistent(database.db);
  }, 180_000);

  it('plinko', async () => {
    const userId = await newPlayer();
    for (let i = 0; i < BETS_PER_GAME; i++) {
      const rows = 8 + Math.floor(random() * 9);
      await playPlinko({
        db: database.db,
        userId,
        request: { amount: stake(), rows, risk: pick(PLINKO_RISKS) },
        maxProfit: MAX_PROFIT,
      });
    }
    const bets = await revealedBets(userId, 'plinko');
    expect(bets).toHaveLength(BETS_PER_GAME);
    expectContiguous(bets);
    for (const bet of bets) {
      const { rows, risk } = bet.details as { rows: number; risk: (typeof PLINKO_RISKS)[number] };
      const verified = outcome('plinko', seedsOf(bet, { rows }));
      expect({ path: bet.details['path'], bucket: bet.details['bucket'] }).toEqual(verified);
      expectPayout(bet, plinkoTable(risk, rows)[verified.bucket] ?? -1);
    }
    const last = bets.at(-1) as BetRecord;
    expect(await tenguVerify('plinko', last, { rows: last.details['rows'] })).toEqual({
      path: last.details['path'],
      bucket: last.details['bucket'],
    });
    await expectLedgerConsistent(database.db);
  }, 180_000);

  it('mines', async () => {
    const userId = await newPlayer();
    const db = database.db;
    for (let i = 0; i < BETS_PER_GAME; i++) {
      const mines = 1 + Math.floor(random() * 24);
      await startMines({ db, userId, request: { amount: stake(), mines }, maxProfit: MAX_PROFIT });
      const picks = 1 + Math.floor(random() * 3);
      const tiles = new Set<number>();
      let ended = false;
      for (let r = 0; r < picks && !ended; r++) {
        let tile = Math.floor(random() * 25);
        while (tiles.has(tile)) tile = (tile + 1) % 25;
        tiles.add(tile);
        const step = await revealMinesTile({ db, userId, tile, maxProfit: MAX_PROFIT });
        ended = step.game === null;
      }
      if (!ended) await cashOutMines({ db, userId });
    }
    const bets = await revealedBets(userId, 'mines');
    expect(bets).toHaveLength(BETS_PER_GAME);
    expectContiguous(bets);
    for (const bet of bets) {
      const { mines, revealed, minePositions } = bet.details as {
        mines: number;
        revealed: number[];
        minePositions: number[];
      };
      const verified = outcome('mines', seedsOf(bet, { mines }));
      expect(minePositions).toEqual(verified.mines);
      const hit = revealed.some((t) => verified.mines.includes(t));
      expect(bet.result).toBe(hit ? 'LOSS' : 'WIN');
      expectPayout(bet, hit ? 0 : minesMultiplier(mines, revealed.length));
    }
    const first = bets[0] as BetRecord;
    expect(await tenguVerify('mines', first, { mines: first.details['mines'] })).toEqual({
      mines: first.details['minePositions'],
    });
    await expectLedgerConsistent(database.db);
  }, 240_000);
});
