import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '#app/modules/ledger/ledger-check';
import { startHarness, type Harness } from './harness';
import { isSignedBy, type Session, type WalletClient } from './wallet-client';

/**
 * The seamless wallet's conformance suite (issue 20, "Done when"; docs/decisions/028-seamless-
 * wallet.md): what a game provider may rely on. Runs against our own server by default, or any
 * deployment (README.md beside this file). Balances are checked relative to each session's start,
 * so a deployment's players may hold any funds of at least $10.
 */

let harness: Harness;
let client: WalletClient;
beforeAll(async () => {
  harness = await startHarness();
  client = harness.client;
}, 60_000);
afterAll(async () => {
  await harness.close();
});

const localIt = (name: string, test: () => Promise<void>) =>
  it.skipIf(process.env.CONFORMANCE_BASE_URL !== undefined)(name, test);

/** Places a bet and returns its uuids. */
async function placeBet(session: Session, amount: number) {
  const round = randomUUID();
  const body = client.betBody(session, { amount, round });
  const reply = await client.call('transaction/bet', body);
  expect(reply.body.status).toBe('RS_OK');
  return { round, bet: body.transaction_uuid, reply };
}

describe('signatures', () => {
  it('refuses an unsigned, a wrongly signed or an altered body, and moves nothing', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const body = client.betBody(session, { amount: 1000 });
    const text = JSON.stringify(body);

    const unsigned = await client.call('transaction/bet', text, { signature: null });
    expect(unsigned.body).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      request_uuid: body.request_uuid,
    });
    const junk = await client.call('transaction/bet', text, { signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(junk.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // Signed, then one field changed on the way: the signature no longer matches the bytes.
    const altered = await client.call(
      'transaction/bet',
      text.replace('"amount":1000', '"amount":1'),
      {
        signature: client.sign(text),
      },
    );
    expect(altered.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await client.balance(session)).toBe(start);

    // Correctly signed (either header name): accepted.
    const signed = await client.call('transaction/bet', text, { header: 'x-provider-signature' });
    expect(signed.body).toMatchObject({ status: 'RS_OK', balance: start - 1000 });
  });

  it('answers an unknown provider RS_ERROR_INVALID_PARTNER', async () => {
    const session = await harness.newSession();
    const reply = await client.call(
      'user/balance',
      { request_uuid: randomUUID(), token: session.token, user: session.user },
      { providerId: 'no-such-provider' },
    );
    expect(reply.body.status).toBe('RS_ERROR_INVALID_PARTNER');
  });

  localIt('signs its answers with the operator key', async () => {
    const session = await harness.newSession();
    const reply = await client.call('user/balance', {
      request_uuid: randomUUID(),
      token: session.token,
      user: session.user,
    });
    expect(isSignedBy(reply.text, reply.signature, harness.local!.operatorPublicKey)).toBe(true);
  });
});

describe('sessions', () => {
  it('answers user info and balance for the session, and refuses another player or a bad token', async () => {
    const session = await harness.newSession();
    const info = await client.call('user/info', {
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

    const other = await harness.newSession();
    const wrongUser = await client.call('user/balance', {
      request_uuid: randomUUID(),
      token: session.token,
      user: other.user,
    });
    expect(wrongUser.body.status).toBe('RS_ERROR_INVALID_TOKEN');
    const unknown = await client.call('user/balance', {
      request_uuid: randomUUID(),
      token: 'not-a-token-of-ours',
      user: session.user,
    });
    expect(unknown.body.status).toBe('RS_ERROR_INVALID_TOKEN');
    const bet = await client.call('transaction/bet', {
      ...client.betBody(session, { amount: 1 }),
      game_code: 'another_game',
    });
    expect(bet.body.status).toBe('RS_ERROR_INVALID_GAME');
  });

  it('refuses malformed calls with RS_ERROR_WRONG_SYNTAX or RS_ERROR_WRONG_TYPES', async () => {
    const session = await harness.newSession();
    const body = client.betBody(session, { amount: 100 });
    const { amount: _amount, ...missing } = body;
    expect((await client.call('transaction/bet', missing)).body.status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
    expect((await client.call('transaction/bet', { ...body, amount: '100' })).body.status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    expect((await client.call('transaction/bet', '{not json')).body.status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
  });

  localIt(
    'refuses info, balance and bets on an expired token but takes wins and rollbacks',
    async () => {
      const session = await harness.newSession();
      const first = await placeBet(session, 1000);
      const second = await placeBet(session, 2000);
      await harness.local!.expireSession(session.token);

      const info = await client.call('user/info', { request_uuid: randomUUID(), ...session });
      expect(info.body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      const balance = await client.call('user/balance', { request_uuid: randomUUID(), ...session });
      expect(balance.body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect((await client.bet(session, { amount: 1000 })).body.status).toBe(
        'RS_ERROR_TOKEN_EXPIRED',
      );

      const win = await client.call(
        'transaction/win',
        client.winBody(session, { amount: 5000, round: first.round, reference: first.bet }),
      );
      expect(win.body).toMatchObject({ status: 'RS_OK', balance: 1_000_000 - 3000 + 5000 });
      const rollback = await client.call(
        'transaction/rollback',
        client.rollbackBody(session, { reference: second.bet, round: second.round }),
      );
      expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: 1_000_000 - 1000 + 5000 });
    },
  );
});

describe('bets, wins and retries', () => {
  it('moves the stake and the win once, and answers retries with the first result', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const round = randomUUID();
    const betBody = client.betBody(session, { amount: 25_000, round });
    const bet = await client.call('transaction/bet', betBody);
    expect(bet.body).toMatchObject({
      status: 'RS_OK',
      request_uuid: betBody.request_uuid,
      user: session.user,
      currency: 'USD',
      balance: start - 25_000,
    });
    const betAgain = await client.call('transaction/bet', betBody);
    expect(betAgain.text).toBe(bet.text);
    // A retry under a new request_uuid: the same answer (its own request_uuid), nothing moved.
    const betRetry = await client.call('transaction/bet', { ...betBody, request_uuid: 'retry-1' });
    expect(betRetry.body).toEqual({ ...bet.body, request_uuid: 'retry-1' });

    const winBody = client.winBody(session, {
      amount: 60_000,
      round,
      reference: betBody.transaction_uuid,
    });
    const win = await client.call('transaction/win', winBody);
    expect(win.body).toMatchObject({ status: 'RS_OK', balance: start - 25_000 + 60_000 });
    const winAgain = await client.call('transaction/win', winBody);
    expect(winAgain.text).toBe(win.text);
    expect(await client.balance(session)).toBe(start - 25_000 + 60_000);

    // The same transaction_uuid for another amount is a different call: refused, nothing moved.
    const changed = await client.call('transaction/bet', {
      ...betBody,
      amount: 1,
      request_uuid: randomUUID(),
    });
    expect(changed.body).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: start - 25_000 + 60_000,
    });
    expect(await client.balance(session)).toBe(start - 25_000 + 60_000);
  });

  it('ties a win to its bet: unknown bet, another round or a lost round of 0', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const { round, bet } = await placeBet(session, 10_000);
    const unknown = await client.call(
      'transaction/win',
      client.winBody(session, { amount: 10_000, round, reference: randomUUID() }),
    );
    expect(unknown.body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: start - 10_000,
    });
    const otherRound = await client.call(
      'transaction/win',
      client.winBody(session, { amount: 10_000, round: randomUUID(), reference: bet }),
    );
    expect(otherRound.body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const lost = await client.call(
      'transaction/win',
      client.winBody(session, { amount: 0, round, reference: bet }),
    );
    expect(lost.body).toMatchObject({ status: 'RS_OK', balance: start - 10_000 });
  });

  it('refuses a bet above the balance with RS_ERROR_NOT_ENOUGH_MONEY and the balance', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const body = client.betBody(session, { amount: start + 1 });
    const refused = await client.call('transaction/bet', body);
    expect(refused.body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: start });
    expect((await client.call('transaction/bet', body)).text).toBe(refused.text);
    // Rolling the refused bet back moves nothing either.
    const rollback = await client.call(
      'transaction/rollback',
      client.rollbackBody(session, { reference: body.transaction_uuid }),
    );
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: start });
    expect(await client.balance(session)).toBe(start);
  });
});

describe('rollbacks', () => {
  it('refunds a bet once; a win after the rollback is refused', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const { round, bet } = await placeBet(session, 40_000);
    const body = client.rollbackBody(session, { reference: bet, round });
    const rollback = await client.call('transaction/rollback', body);
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: start });
    expect((await client.call('transaction/rollback', body)).text).toBe(rollback.text);
    // Another rollback of the same bet: accepted, nothing more refunded.
    const again = await client.call(
      'transaction/rollback',
      client.rollbackBody(session, { reference: bet, round }),
    );
    expect(again.body).toMatchObject({ status: 'RS_OK', balance: start });

    const win = await client.call(
      'transaction/win',
      client.winBody(session, { amount: 90_000, round, reference: bet }),
    );
    expect(win.body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: start });
    expect(await client.balance(session)).toBe(start);
  });

  it('records a rollback that comes before its bet, and refuses the late bet', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const round = randomUUID();
    const betUuid = randomUUID();
    const rollback = await client.call(
      'transaction/rollback',
      client.rollbackBody(session, { reference: betUuid, round }),
    );
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: start });
    const lateBody = client.betBody(session, { amount: 30_000, round, transaction_uuid: betUuid });
    const late = await client.call('transaction/bet', lateBody);
    expect(late.body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: start });
    expect((await client.call('transaction/bet', lateBody)).body.status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    const win = await client.call(
      'transaction/win',
      client.winBody(session, { amount: 30_000, round, reference: betUuid }),
    );
    expect(win.body.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await client.balance(session)).toBe(start);
  });
});

describe('concurrency', () => {
  it('never overdraws under 200 concurrent bets on one player', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const amount = Math.floor(start / 50);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => client.bet(session, { amount })),
    );
    const unexpected = replies.filter(
      (r) => !['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY'].includes(r.body.status),
    );
    expect(unexpected.map((r) => `${r.httpStatus} ${r.text}`)).toEqual([]);
    const accepted = replies.filter((r) => r.body.status === 'RS_OK');
    const refused = replies.filter((r) => r.body.status === 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(accepted.length + refused.length).toBe(200);
    expect(accepted).toHaveLength(Math.floor(start / amount));
    const end = await client.balance(session);
    expect(end).toBe(start - accepted.length * amount);
    expect(end).toBeGreaterThanOrEqual(0);
    // Each accepted bet saw a distinct balance: they ran one after another.
    expect(new Set(accepted.map((r) => r.body.balance)).size).toBe(accepted.length);
  });

  it('answers 20 concurrent copies of one bet identically and moves it once', async () => {
    const session = await harness.newSession();
    const start = await client.balance(session);
    const body = client.betBody(session, { amount: 7_000 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => client.call('transaction/bet', body)),
    );
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(replies[0]?.body).toMatchObject({ status: 'RS_OK', balance: start - 7_000 });
    expect(await client.balance(session)).toBe(start - 7_000);
  });
});

describe('the books', () => {
  localIt('counts a settled round for wagering once, and the ledger balances', async () => {
    const local = harness.local!;
    const session = await harness.newSession();
    const { round, bet } = await placeBet(session, 50_000);
    const rolledBack = await placeBet(session, 20_000);
    await client.call(
      'transaction/rollback',
      client.rollbackBody(session, { reference: rolledBack.bet, round: rolledBack.round }),
    );
    await client.call(
      'transaction/win',
      client.winBody(session, { amount: 0, round, reference: bet }),
    );
    await client.call(
      'transaction/win',
      client.winBody(session, { amount: 1_000, round, reference: bet }),
    );
    const user = await local.db
      .selectFrom('users')
      .select('amount_wagered')
      .where('id', '=', session.user)
      .executeTakeFirstOrThrow();
    // The settled round's stake ($0.50) once; the rolled-back bet not at all.
    expect(user.amount_wagered).toBe(50_000n * 1_000n);
    // Through the originals' play-event hook: the rewards accrued in the same transaction
    // (week_wagered is the credits staked this week; rakeback a share of the slots' edge).
    const rewards = await local.db
      .selectFrom('reward_balances')
      .select(['week_wagered', 'rakeback'])
      .where('user_id', '=', session.user)
      .executeTakeFirstOrThrow();
    expect(rewards.week_wagered).toBe(50_000n * 1_000n);
    expect(rewards.rakeback).toBeGreaterThan(0n);
    const entries = await local.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_postings', 'ledger_postings.entry_id', 'ledger_entries.id')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
      .select(['ledger_entries.kind', 'ledger_accounts.house_kind'])
      .where('ledger_accounts.house_kind', 'is not', null)
      .where('ledger_entries.kind', 'like', 'provider_%')
      .execute();
    expect(new Set(entries.map((e) => e.house_kind))).toEqual(
      new Set([`provider:${local.providerId}`]),
    );
    const report = await runLedgerCheck(local.db);
    expect(report.violations).toEqual([]);
  });
});
