import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  decimalToUnits,
  ROULETTE_EVEN_BETS,
  ROULETTE_PAYOUTS,
  rouletteReturn,
  rouletteSpotError,
  unitsToDecimal,
  type BetRecord,
  type BetResponse,
  type ErrorBody,
  type RouletteChip,
  type RouletteSpot,
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
import { playRoulette } from './roulette.service';

/**
 * Issue 6, roulette: 1,000 random spins of random chips equal `outcome('roulette')` /
 * `tengu-verify roulette` on the revealed seeds and pay every winning chip; over HTTP chip
 * placements are validated strictly and the maximum profit uses the best pocket.
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
const random = prng(6_0002);

/** Every legal spot on the table, found by trying every set of up to four numbers and lines. */
function legalSpots(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  const inside = ['straight', 'split', 'street', 'corner'] as const;
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length > 0) {
      const type = inside[chosen.length - 1];
      if (type && rouletteSpotError({ type, numbers: chosen }) === null) {
        spots.push({ type, numbers: chosen });
      }
    }
    if (chosen.length === 4) return;
    for (let n = start; n <= 36; n++) walk(n + 1, [...chosen, n]);
  };
  walk(0, []);
  for (let a = 1; a <= 31; a += 3) {
    spots.push({ type: 'line', numbers: Array.from({ length: 6 }, (_, k) => a + k) });
  }
  for (const index of [1, 2, 3]) spots.push({ type: 'dozen', index }, { type: 'column', index });
  for (const type of ROULETTE_EVEN_BETS) spots.push({ type });
  return spots;
}
const SPOTS = legalSpots();

function randomChips(): RouletteChip[] {
  const count = 1 + Math.floor(random() * 8);
  return Array.from({ length: count }, () => {
    const spot = SPOTS[Math.floor(random() * SPOTS.length)] as RouletteSpot;
    const cents = 1 + Math.floor(random() * 500);
    return {
      type: spot.type,
      ...(spot.numbers ? { numbers: [...spot.numbers] } : {}),
      ...(spot.index !== undefined ? { index: spot.index } : {}),
      amount: unitsToDecimal(BigInt(cents) * 1_000_000n),
    };
  });
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
    const page = await listOwnBets({ db: database.db, userId, game: 'roulette', cursor });
    bets.push(...page.bets);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return bets.sort((a, b) => a.nonce - b.nonce);
}

async function tenguVerify(bet: BetRecord): Promise<unknown> {
  const cli = join(REPO_ROOT, 'packages/fairness/bin/tengu-verify.mjs');
  const args = [
    cli,
    'roulette',
    '--server-seed',
    bet.server_seed,
    '--client-seed',
    bet.client_seed,
  ];
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
    url: '/api/games/roulette/bet',
    payload: payload as object,
    headers,
  });
  return { status: res.statusCode, body: res.json() as T };
}

const unitsOf = (chips: readonly RouletteChip[]) =>
  chips.map((chip) => ({ ...chip, units: decimalToUnits(chip.amount) }));

describe('roulette', () => {
  it('1,000 random spins match the verifier on the revealed seeds and pay every winning chip', async () => {
    expect(SPOTS).toHaveLength(37 + 60 + 14 + 23 + 11 + 6 + 6);
    const [userId] = await testPlayers(database.db, 1);
    if (!userId) throw new Error('no player');
    await fundPlayer({ db: database.db, userId, amount: 100_000n * USD });
    const placed = new Map<number, RouletteChip[]>();
    for (let i = 0; i < 1_000; i++) {
      const chips = randomChips();
      const settled = await playRoulette({
        db: database.db,
        userId,
        request: { chips },
        maxProfit: MAX_PROFIT,
      });
      placed.set(settled.bet.nonce, chips);
    }
    const bets = await revealedBets(userId);
    expect(bets).toHaveLength(1_000);
    expect(bets.map((b) => b.nonce)).toEqual(bets.map((_, i) => i));
    const pockets = new Set<number>();
    for (const spin of bets) {
      const chips = placed.get(spin.nonce) ?? [];
      const { result } = outcome('roulette', {
        serverSeed: spin.server_seed,
        clientSeed: spin.client_seed,
        nonce: spin.nonce,
      });
      expect(spin.details['result']).toBe(result);
      pockets.add(result);
      const stake = chips.reduce((sum, chip) => sum + decimalToUnits(chip.amount), 0n);
      expect(decimalToUnits(spin.amount)).toBe(stake);
      const returned = rouletteReturn(unitsOf(chips), result);
      const stored = spin.details['chips'] as { payout: string; amount: string }[];
      expect(stored).toHaveLength(chips.length);
      chips.forEach((chip, k) => {
        const wins = rouletteReturn(unitsOf([chip]), result);
        expect(stored[k]?.payout).toBe(unitsToDecimal(wins));
        if (wins > 0n) {
          expect(wins).toBe(decimalToUnits(chip.amount) * BigInt(ROULETTE_PAYOUTS[chip.type] + 1));
        }
      });
      // The multiplier is the return over the stake to 4 decimals, rounded down (ADR 007).
      const multiplierE4 = (returned * 10_000n) / stake;
      expect(spin.multiplier).toBe(Number(multiplierE4) / 10_000);
      // The payout is exactly what the chips return (Round.payoutUnits), not stake × multiplier.
      expect(decimalToUnits(spin.payout)).toBe(returned);
      expect(spin.result).toBe(multiplierE4 >= 10_000n ? 'WIN' : 'LOSS');
    }
    expect(pockets.size).toBe(37);
    const last = bets.at(-1) as BetRecord;
    expect(await tenguVerify(last)).toEqual({ result: last.details['result'] });
    await expectLedgerConsistent(database.db);
  }, 240_000);

  it('spins over HTTP: the stake is the sum of the chips, chips on the pocket pay', async () => {
    const headers = await httpPlayer();
    const chips = [
      { type: 'red', amount: '1' },
      { type: 'black', amount: '1' },
      { type: 'straight', numbers: [0], amount: '0.5' },
    ];
    const res = await bet<BetResponse>(headers, { chips });
    expect(res.status).toBe(200);
    const { bet: spin, balance } = res.body;
    expect(spin.game).toBe('roulette');
    expect(spin.amount).toBe('2.5');
    const result = spin.details['result'] as number;
    // Zero pays the straight 36 × 0.5; any other pocket pays one colour 2 × 1.
    expect(spin.payout).toBe(result === 0 ? '18' : '2');
    expect(decimalToUnits(balance.credits)).toBe(
      100n * USD - decimalToUnits('2.5') + decimalToUnits(spin.payout),
    );
  });

  it('refuses illegal placements with a clear message and moves nothing', async () => {
    const headers = await httpPlayer();
    const cases: [unknown, string][] = [
      [{ chips: [] }, 'Place at least one chip.'],
      [
        { chips: [{ type: 'split', numbers: [3, 4], amount: '1' }] },
        'A split must cover two adjacent numbers.',
      ],
      [
        { chips: [{ type: 'street', numbers: [2, 3, 4], amount: '1' }] },
        'A street must cover one row',
      ],
      [
        { chips: [{ type: 'corner', numbers: [1, 2, 3, 4], amount: '1' }] },
        'A corner must cover four numbers',
      ],
      [
        { chips: [{ type: 'line', numbers: [1, 2, 3], amount: '1' }] },
        'A line must cover two adjacent rows',
      ],
      [
        { chips: [{ type: 'straight', numbers: [37], amount: '1' }] },
        'A straight bet covers one number',
      ],
      [{ chips: [{ type: 'dozen', index: 0, amount: '1' }] }, 'index of 1, 2 or 3'],
      [{ chips: [{ type: 'red', numbers: [1], amount: '1' }] }, 'Only inside bets'],
      [{ chips: [{ type: 'red', amount: '1', extra: true }] }, 'chips.0'],
      [{ chips: [{ type: 'basket', amount: '1' }] }, 'chips.0.type'],
      [{ chips: [{ type: 'red', amount: '-1' }] }, 'chips.0.amount'],
      [
        { chips: Array.from({ length: 201 }, () => ({ type: 'red', amount: '1' })) },
        'at most 200 chips',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await bet<ErrorBody>(headers, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toContain(message);
    }
    const seeds = await server.app.inject({ url: '/api/fairness/seeds', headers });
    expect((seeds.json() as { nonce: number }).nonce).toBe(0);
  });

  it('checks the maximum profit against the best pocket, not the sum of every chip', async () => {
    const headers = await httpPlayer(10_000n * USD);
    // 140 on 17 and 200 on black: pocket 17 (black) returns 5,040 + 400 → profit 5,100 > 5,000.
    const refused = await bet<ErrorBody>(headers, {
      chips: [
        { type: 'straight', numbers: [17], amount: '140' },
        { type: 'black', amount: '200' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'MAX_PROFIT_EXCEEDED',
      message: 'Your potential profit exceeds the maximum of $5,000 per bet.',
    });
    // On red instead, 17 and red never win together: the best pocket returns 5,040 → 4,700.
    const allowed = await bet<BetResponse>(headers, {
      chips: [
        { type: 'straight', numbers: [17], amount: '140' },
        { type: 'red', amount: '200' },
      ],
    });
    expect(allowed.status).toBe(200);
  });
});
