import { WHEEL_MESSAGES, type WheelSpinResponse } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fromIp, signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createWheelTokens } from './wheel-token';

/**
 * The sign-up wheel (issue 17 item 4; spec document 2 sections 4, 6, 7; ADR 017): visitors get
 * an outcome and a signed token; sign-up turns it into a Sign Up Spin locked balance once; an
 * altered, used or expired token never breaks sign-up.
 */

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server?.close();
  await database?.drop();
});

async function spin(ip: string, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/signup-wheel/spin',
    headers: { ...fromIp(ip), ...headers },
  });
}

async function spinsOf(accessToken: string) {
  const res = await server.app.inject({
    url: '/api/locked-balances?type=spin-wheel',
    headers: bearer(accessToken),
  });
  return res.json<{ lockedBalances: Array<{ type: string; locked: string; unlocked: string }> }>()
    .lockedBalances;
}

describe('sign-up wheel', () => {
  it('answers a visitor the winning index and a token, the same again from the same IP', async () => {
    const segments = await server.app.inject({ url: '/api/signup-wheel' });
    expect(segments.json<{ segments: unknown[] }>().segments).toHaveLength(15);
    const first = await spin('198.51.100.1');
    expect(first.statusCode, first.body).toBe(200);
    const { data } = first.json<WheelSpinResponse>();
    expect(data.winningIndex).toBeGreaterThanOrEqual(0);
    expect(data.winningIndex).toBeLessThan(15);
    // Re-opening the wheel cannot fish for a better prize.
    expect((await spin('198.51.100.1')).json<WheelSpinResponse>().data).toEqual(data);
  });

  it('refuses a signed-in player', async () => {
    const p = await signUp(server);
    const res = await spin('198.51.100.2', bearer(p.accessToken));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { message: WHEEL_MESSAGES.visitorsOnly } });
  });

  it('turns the token into a Sign Up Spin at sign-up, once; a second use or an altered token gives no gift', async () => {
    const { data } = (await spin('198.51.100.3')).json<WheelSpinResponse>();
    const alice = await signUp(server, { spinToken: data.token, bonus: true });
    expect(await spinsOf(alice.accessToken)).toEqual([
      expect.objectContaining({ type: 'sign-up spin', locked: data.prize, unlocked: '0' }),
    ]);
    const wallet = await server.app.inject({
      url: '/api/wallet/balance',
      headers: bearer(alice.accessToken),
    });
    expect(wallet.json()).toMatchObject({
      lockedBalances: [{ type: 'sign-up spin', locked: data.prize, unlocked: '0' }],
    });
    // The same token again: the account is created, without a gift.
    const bob = await signUp(server, { spinToken: data.token });
    expect(await spinsOf(bob.accessToken)).toEqual([]);
    // The spin is used: the IP gets a new outcome.
    expect((await spin('198.51.100.3')).json<WheelSpinResponse>().data.token).not.toBe(data.token);

    // An altered token (a richer prize under the old signature) gives nothing either.
    const fresh = (await spin('198.51.100.4')).json<WheelSpinResponse>().data;
    const [payload = '', signature = ''] = fresh.token.split('.');
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const altered = `${Buffer.from(JSON.stringify({ ...body, prize: '10000000000000' })).toString('base64url')}.${signature}`;
    const carol = await signUp(server, { spinToken: altered });
    expect(await spinsOf(carol.accessToken)).toEqual([]);
    // The genuine token still works for someone else.
    const dave = await signUp(server, { spinToken: fresh.token });
    expect(await spinsOf(dave.accessToken)).toHaveLength(1);
  });

  it('gives nothing for an expired token, and keeps the account', async () => {
    const tokens = createWheelTokens(TEST_ENV.JWT_SECRET);
    const expired = tokens.sign({
      id: '3d7f6a52-93d8-4d2f-8f4e-4d0f1e1a2b3c',
      segmentIndex: 0,
      prize: 300_000_000n,
      expiresAt: new Date(Date.now() - 1_000),
    });
    const erin = await signUp(server, { spinToken: expired });
    expect(erin.user.username).toBeTruthy();
    expect(await spinsOf(erin.accessToken)).toEqual([]);
  });
});
