import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localIt, useHarness } from './conformance-suite';
import { isSignedBy } from './wallet-client';

/**
 * The seamless wallet's conformance suite, part 1: signatures, sessions and malformed calls
 * (issue 20, "Done when"; docs/decisions/028-seamless-wallet.md). Runs against our own server by
 * default, or any deployment (README.md beside this file).
 */

const suite = useHarness();

describe('signatures', () => {
  it('refuses an unsigned, a wrongly signed or an altered body, and moves nothing', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const body = suite.client.betBody(session, { amount: 1000 });
    const text = JSON.stringify(body);

    const unsigned = await suite.client.call('transaction/bet', text, { signature: null });
    expect(unsigned.body).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      request_uuid: body.request_uuid,
    });
    const junk = await suite.client.call('transaction/bet', text, {
      signature: 'bm90IGEgc2lnbmF0dXJl',
    });
    expect(junk.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // Signed, then one field changed on the way: the signature no longer matches the bytes.
    const altered = await suite.client.call(
      'transaction/bet',
      text.replace('"amount":1000', '"amount":1'),
      {
        signature: suite.client.sign(text),
      },
    );
    expect(altered.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await suite.client.balance(session)).toBe(start);

    // Correctly signed (either header name): accepted.
    const signed = await suite.client.call('transaction/bet', text, {
      header: 'x-provider-signature',
    });
    expect(signed.body).toMatchObject({ status: 'RS_OK', balance: start - 1000 });
  });

  it('answers an unknown provider RS_ERROR_INVALID_PARTNER', async () => {
    const session = await suite.harness.newSession();
    const reply = await suite.client.call(
      'user/balance',
      { request_uuid: randomUUID(), token: session.token, user: session.user },
      { providerId: 'no-such-provider' },
    );
    expect(reply.body.status).toBe('RS_ERROR_INVALID_PARTNER');
  });

  localIt('signs its answers with the operator key', async () => {
    const session = await suite.harness.newSession();
    const reply = await suite.client.call('user/balance', {
      request_uuid: randomUUID(),
      token: session.token,
      user: session.user,
    });
    expect(isSignedBy(reply.text, reply.signature, suite.harness.local!.operatorPublicKey)).toBe(
      true,
    );
  });
});

describe('sessions', () => {
  it('answers user info and balance for the session, and refuses another player or a bad token', async () => {
    const session = await suite.harness.newSession();
    const info = await suite.client.call('user/info', {
      request_uuid: 'req-1',
      token: session.token,
      user: session.user,
    });
    expect(info.body).toMatchObject({
      status: 'RS_OK',
      request_uuid: 'req-1',
      user: session.user,
      currency: 'USD',
    });
    expect(info.body.balance).toBeGreaterThanOrEqual(1_000_000);

    const other = await suite.harness.newSession();
    const wrongUser = await suite.client.call('user/balance', {
      request_uuid: randomUUID(),
      token: session.token,
      user: other.user,
    });
    expect(wrongUser.body.status).toBe('RS_ERROR_INVALID_TOKEN');
    const unknown = await suite.client.call('user/balance', {
      request_uuid: randomUUID(),
      token: 'not-a-token-of-ours',
      user: session.user,
    });
    expect(unknown.body.status).toBe('RS_ERROR_INVALID_TOKEN');
    const bet = await suite.client.call('transaction/bet', {
      ...suite.client.betBody(session, { amount: 1 }),
      game_code: 'another_game',
    });
    expect(bet.body.status).toBe('RS_ERROR_INVALID_GAME');
  });

  it('refuses malformed calls with RS_ERROR_WRONG_SYNTAX or RS_ERROR_WRONG_TYPES', async () => {
    const session = await suite.harness.newSession();
    const body = suite.client.betBody(session, { amount: 100 });
    const { amount: _amount, ...missing } = body;
    expect((await suite.client.call('transaction/bet', missing)).body.status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
    expect(
      (await suite.client.call('transaction/bet', { ...body, amount: '100' })).body.status,
    ).toBe('RS_ERROR_WRONG_TYPES');
    expect((await suite.client.call('transaction/bet', '{not json')).body.status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
  });

  localIt(
    'refuses info, balance and bets on an expired token but takes wins and rollbacks',
    async () => {
      const session = await suite.harness.newSession();
      const first = await suite.placeBet(session, 1000);
      const second = await suite.placeBet(session, 2000);
      await suite.harness.local!.expireSession(session.token);

      const info = await suite.client.call('user/info', { request_uuid: randomUUID(), ...session });
      expect(info.body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      const balance = await suite.client.call('user/balance', {
        request_uuid: randomUUID(),
        ...session,
      });
      expect(balance.body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await suite.client.bet(session, { amount: 1000 })).body.status).toBe(
        'RS_ERROR_TOKEN_EXPIRED',
      );

      const win = await suite.client.call(
        'transaction/win',
        suite.client.winBody(session, { amount: 5000, round: first.round, reference: first.bet }),
      );
      expect(win.body).toMatchObject({ status: 'RS_OK', balance: 1_000_000 - 3000 + 5000 });
      const rollback = await suite.client.call(
        'transaction/rollback',
        suite.client.rollbackBody(session, { reference: second.bet, round: second.round }),
      );
      expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: 1_000_000 - 1000 + 5000 });
    },
  );
});
