import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

/**
 * An Idempotency-Key reused for a different bet is refused with 409, as tips and the vault do;
 * the same request again replays the first bet (issue 15.5).
 */
let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function player() {
  const signed = await signUp(server);
  await fundPlayer({ db: database.db, userId: signed.user.id, amount: 100n * 100_000_000n });
  return signed.accessToken;
}

const post = (token: string, url: string, payload: object, key: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(token), 'idempotency-key': key },
  });

const dice = { amount: '1', target: 50, condition: 'under' };

describe('bet Idempotency-Key', () => {
  it('replays the same request: 200 with the first bet', async () => {
    const token = await player();
    const first = await post(token, '/api/games/dice/bet', dice, 'same-1');
    const again = await post(token, '/api/games/dice/bet', dice, 'same-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().bet).toEqual(first.json().bet);
  });

  it('refuses the key reused with a different amount or game: 409, nothing moved', async () => {
    const token = await player();
    expect((await post(token, '/api/games/dice/bet', dice, 'k-2')).statusCode).toBe(200);
    const otherAmount = await post(token, '/api/games/dice/bet', { ...dice, amount: '2' }, 'k-2');
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This request was already processed with different details.',
    });
    const otherGame = await post(token, '/api/games/limbo/bet', { amount: '1', target: 2 }, 'k-2');
    expect(otherGame.statusCode).toBe(409);
    const bets = await server.app.inject({ url: '/api/bets', headers: bearer(token) });
    expect(bets.json().bets).toHaveLength(1);
    await expectLedgerConsistent(database.db);
  });

  it('refuses a mines start key reused for a dice bet: 409, not 500', async () => {
    const token = await player();
    const start = await post(token, '/api/games/mines/start', { amount: '1', mines: 3 }, 'k-3');
    expect(start.statusCode).toBe(200);
    const reused = await post(token, '/api/games/dice/bet', dice, 'k-3');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('CONFLICT');
    await expectLedgerConsistent(database.db);
  });
});
