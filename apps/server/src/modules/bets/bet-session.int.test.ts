import { SESSION_MESSAGES } from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { createTokens } from '#app/modules/auth/tokens';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { useTestServer } from '#test/test-server';

/**
 * A single-step bet's session is checked inside its batch, with the batch's locks (ADR 012), not
 * by a query of its own before it: a bet on a logged-out or revoked session is still refused with
 * 401 and moves nothing, also when it shares a batch with other players' bets.
 */
const t = useTestServer('2026-11-27T12:00:00Z');

const dice = { amount: '1', target: 50, condition: 'under' };
const bet = (token: string) =>
  t.server.app.inject({
    method: 'POST',
    url: '/api/games/dice/bet',
    payload: dice,
    headers: bearer(token),
  });

async function player() {
  const signed = await t.signUp();
  await fundPlayer({ db: t.db, userId: signed.user.id, amount: 100n * 100_000_000n });
  return signed;
}

/** The session id an access token names (its `sid` claim). */
function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
}

async function betsOf(userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bets WHERE user_id = ${userId}`.execute(t.db);
  return rows[0]?.n ?? -1;
}

async function balanceOf(token: string): Promise<string> {
  const res = await t.server.app.inject({ url: '/api/wallet/balance', headers: bearer(token) });
  return JSON.stringify(res.json());
}

const expired = { code: 'UNAUTHORIZED', message: SESSION_MESSAGES.expired };

describe('the session of a bet, checked in its batch', () => {
  it('refuses a bet after logout with 401 and nothing moved, in a batch with live bets', async () => {
    const gone = await player();
    const others = await Promise.all([player(), player()]);
    // A first bet each: seed pairs and accounts exist, so the batches take the pipelined path.
    for (const p of [gone, ...others]) expect((await bet(p.accessToken)).statusCode).toBe(200);
    const balanceBefore = await balanceOf(others[0]?.accessToken ?? '');
    const logout = await t.server.app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: bearer(gone.accessToken),
    });
    expect(logout.statusCode).toBe(200);

    // Sent together: they are coalesced into the same batches.
    const answers = await Promise.all([
      bet(gone.accessToken),
      ...others.flatMap((o) => [bet(o.accessToken), bet(o.accessToken)]),
      bet(gone.accessToken),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 200, 200, 200, 200, 401]);
    expect(answers[0]?.json().error).toEqual(expired);
    expect(await betsOf(gone.user.id)).toBe(1);
    for (const other of others) expect(await betsOf(other.user.id)).toBe(3);
    expect(await balanceOf(others[0]?.accessToken ?? '')).not.toBe(balanceBefore);
    await expectLedgerConsistent(t.db);
  });

  it('refuses a token whose session belongs to another player', async () => {
    const [owner, other] = await Promise.all([player(), player()]);
    const tokens = createTokens(TEST_ENV.JWT_SECRET);
    const forged = await tokens.signAccess({
      userId: other.user.id,
      sessionId: sessionIdOf(owner.accessToken),
    });
    const answer = await bet(forged);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error).toEqual(expired);
    expect(await betsOf(other.user.id)).toBe(0);
    expect(await betsOf(owner.user.id)).toBe(0);
  });

  it('marks a session seen by a bet once a minute has passed', async () => {
    const signed = await player();
    const sessionId = sessionIdOf(signed.accessToken);
    await sql`UPDATE sessions SET last_seen_at = now() - interval '5 minutes'
              WHERE id = ${sessionId}`.execute(t.db);
    expect((await bet(signed.accessToken)).statusCode).toBe(200);
    const { rows } = await sql<{ age: number }>`
      SELECT extract(epoch FROM now() - last_seen_at)::float AS age
        FROM sessions WHERE id = ${sessionId}`.execute(t.db);
    expect(rows[0]?.age).toBeLessThan(60);
  });
});
