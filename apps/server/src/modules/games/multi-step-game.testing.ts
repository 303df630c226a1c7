import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decimalToUnits, type BetGame, type BetRecord, type ErrorBody } from '@tengu/shared';
import type { OutcomeInput } from '@tengu/fairness';
import { expect } from 'vitest';
import { REPO_ROOT } from '#app/paths';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { listOwnBets } from '#app/modules/bets/bets.service';
import { rotateSeeds } from '#app/modules/fairness/fairness.service';
import { fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * Helpers for the multi-step games' integration tests (issue 6; not a test file itself): a real
 * app on a fresh database, players over HTTP, the hidden state read from `active_games`, a
 * second app instance on the same database (a restart), and the seeds revealed by a rotation.
 */

export const USD = 100_000_000n;
/** The tests' MAX_PROFIT_PER_BET in dollars. */
export const MAX_PROFIT_USD = 5_000;

export interface Harness {
  database: TestDatabase;
  server: TestServer;
}

export async function startHarness(): Promise<Harness> {
  const database = await createTestDatabase();
  const server = await startServer(database);
  return { database, server };
}

/** Another app instance on the same database: what a restarted server sees. */
export function startServer(database: TestDatabase): Promise<TestServer> {
  return createTestApp({
    db: database.db,
    env: { ...TEST_ENV, MAX_PROFIT_PER_BET: String(MAX_PROFIT_USD) },
  });
}

export async function stopHarness(harness: Harness | undefined): Promise<void> {
  await harness?.server.close();
  await harness?.database.drop();
}

export interface Player {
  userId: string;
  headers: Record<string, string>;
}

export async function newPlayer(harness: Harness, credits = 100n * USD): Promise<Player> {
  const signed = await signUp(harness.server);
  const userId = signed.user.id;
  if (credits > 0n) await fundPlayer({ db: harness.database.db, userId, amount: credits });
  return { userId, headers: bearer(signed.accessToken) };
}

export interface Answer<T> {
  status: number;
  body: T;
}

export async function post<T>(
  server: TestServer,
  p: Player,
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: p.headers,
  });
  return { status: res.statusCode, body: res.json() as T };
}

export async function get<T>(server: TestServer, p: Player, url: string): Promise<Answer<T>> {
  const res = await server.app.inject({ url, headers: p.headers });
  return { status: res.statusCode, body: res.json() as T };
}

/** Asserts an error answer: status, code and the exact message. */
export function expectError(
  answer: Answer<unknown>,
  status: number,
  code: string,
  message?: string,
): void {
  expect(answer.status).toBe(status);
  const body = answer.body as ErrorBody;
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
}

/** The running game's hidden state, straight from the database (what the test plays against). */
export async function hiddenState<T>(harness: Harness, userId: string, game: BetGame): Promise<T> {
  const row = await harness.database.db
    .selectFrom('active_games')
    .select('state')
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .executeTakeFirstOrThrow();
  return row.state as T;
}

export async function balanceOf(harness: Harness, p: Player): Promise<string> {
  const res = await get<{ credits: string }>(harness.server, p, '/api/wallet/balance');
  return res.body.credits;
}

/** Rotates to reveal the pair, then returns the player's bets of a game with revealed seeds. */
export async function revealedBets(
  harness: Harness,
  userId: string,
  game: BetGame,
): Promise<BetRecord[]> {
  const db = harness.database.db;
  await rotateSeeds({ db, userId, clientSeed: 'rotated1', activeGames: async () => [] });
  const bets: BetRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await listOwnBets({ db, userId, game, cursor });
    bets.push(...page.bets);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return bets.sort((a, b) => a.nonce - b.nonce);
}

export function seedsOf(bet: BetRecord, opts?: unknown): OutcomeInput {
  expect(bet.server_seed).toMatch(/^[0-9a-f]{64}$/);
  return { serverSeed: bet.server_seed, clientSeed: bet.client_seed, nonce: bet.nonce, opts };
}

/** The payout is the stake × the multiplier, rounded down to the unit. */
export function expectPayout(bet: BetRecord, multiplier: number): void {
  expect(bet.multiplier).toBe(multiplier);
  const expected = (decimalToUnits(bet.amount) * BigInt(Math.round(multiplier * 10_000))) / 10_000n;
  expect(decimalToUnits(bet.payout)).toBe(expected);
}

const cli = join(REPO_ROOT, 'packages/fairness/bin/tengu-verify.mjs');
/** `npx tengu-verify GAME …` on a bet, as a player would run it offline. */
export async function tenguVerify(game: BetGame, bet: BetRecord, opts?: unknown): Promise<unknown> {
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

/** A seeded PRNG (mulberry32) so a failing random run can be replayed. */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
