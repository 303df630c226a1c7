import type { ChildProcess } from 'node:child_process';
import type {
  AuthSuccess,
  BetResponse,
  MinesActiveResponse,
  MinesStateResponse,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#app/db/embedded-postgres';
import { signupPayload, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { spawnTs, waitForExit } from '#test/process';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * Issue 5, done-when: a server killed with SIGKILL mid-load restarts with the ledger consistent
 * and every accepted bet recorded exactly once (ARCHITECTURE.md, Performance and reliability).
 */

let database: TestDatabase;
const children: ChildProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database.drop();
});

async function startServer(port: number): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawnTs('apps/server/src/main.ts', [], {
    ...TEST_ENV,
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
  });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, baseUrl };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('SIGKILL mid-load', () => {
  it('restarts with the ledger consistent and every accepted bet recorded once', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const signup = await fetch(`${first.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupPayload()),
    });
    expect(signup.status).toBe(201);
    const { accessToken, user } = (await signup.json()) as AuthSuccess;
    await fundPlayer({ db: database.db, userId: user.id, amount: 1_000n * 100_000_000n });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };

    // A running Mines game must survive the crash.
    const mines = await fetch(`${first.baseUrl}/api/games/mines/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: '1', mines: 5 }),
    });
    const started = (await mines.json()) as MinesStateResponse;
    expect(started.game).not.toBeNull();

    const accepted: string[] = [];
    let isKilled = false;
    const worker = async () => {
      while (!isKilled) {
        try {
          const res = await fetch(`${first.baseUrl}/api/games/dice/bet`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ amount: '0.01', target: 50, condition: 'over' }),
          });
          if (res.status === 200) accepted.push(((await res.json()) as BetResponse).bet.id);
        } catch {
          // The connection dies with the server: the bet may or may not have committed.
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (accepted.length < 100) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    isKilled = true;
    await waitForExit(first.child);
    await Promise.all(workers);

    const second = await startServer(port);
    const rows = await database.db
      .selectFrom('bets')
      .select(['id', 'nonce'])
      .where('user_id', '=', user.id)
      .execute();
    const ids = rows.map((r) => r.id);
    for (const id of accepted) expect(ids.filter((x) => x === id)).toHaveLength(1);
    // Each recorded bet has exactly one ledger entry, and no entry lacks its bet.
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select('reference')
      .where('kind', '=', 'bet')
      .execute();
    const references = entries.map((e) => e.reference);
    expect(references.length).toBe(new Set(references).size);
    for (const id of ids) expect(references).toContain(id);
    const nonces = [...rows.map((r) => r.nonce), started.game?.nonce ?? -1].sort((a, b) => a - b);
    expect(nonces).toEqual(nonces.map((_, i) => i));
    await expectLedgerConsistent(database.db);

    const active = await fetch(`${second.baseUrl}/api/games/mines/active`, { headers });
    expect(((await active.json()) as MinesActiveResponse).game?.id).toBe(started.game?.id);

    second.child.kill('SIGTERM');
    expect((await waitForExit(second.child)).code).toBe(0);
  }, 120_000);
});
