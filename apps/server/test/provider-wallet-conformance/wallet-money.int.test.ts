import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runLedgerCheck } from '#app/modules/ledger/ledger-check';
import { localIt, useHarness } from './conformance-suite';

/**
 * The seamless wallet's conformance suite, part 2: money (issue 20, "Done when";
 * docs/decisions/028-seamless-wallet.md): retries answered with the first result and no second
 * movement, rollbacks before their bet, wins after a rollback, insufficient funds, 200
 * concurrent bets, wagering and the ledger check. Balances are checked relative to each
 * session's start, so a deployment's players may hold any funds of at least $10.
 */

const suite = useHarness();

describe('bets, wins and retries', () => {
  it('moves the stake and the win once, and answers retries with the first result', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const round = randomUUID();
    const betBody = suite.client.betBody(session, { amount: 25_000, round });
    const bet = await suite.client.call('transaction/bet', betBody);
    expect(bet.body).toMatchObject({
      status: 'RS_OK',
      request_uuid: betBody.request_uuid,
      user: session.user,
      currency: 'USD',
      balance: start - 25_000,
    });
    const betAgain = await suite.client.call('transaction/bet', betBody);
    expect(betAgain.text).toBe(bet.text);
    // A retry under a new request_uuid: the same answer (its own request_uuid), nothing moved.
    const betRetry = await suite.client.call('transaction/bet', {
      ...betBody,
      request_uuid: 'retry-1',
    });
    expect(betRetry.body).toEqual({ ...bet.body, request_uuid: 'retry-1' });

    const winBody = suite.client.winBody(session, {
      amount: 60_000,
      round,
      reference: betBody.transaction_uuid,
    });
    const win = await suite.client.call('transaction/win', winBody);
    expect(win.body).toMatchObject({ status: 'RS_OK', balance: start - 25_000 + 60_000 });
    const winAgain = await suite.client.call('transaction/win', winBody);
    expect(winAgain.text).toBe(win.text);
    expect(await suite.client.balance(session)).toBe(start - 25_000 + 60_000);

    // The same transaction_uuid for another amount is a different call: refused, nothing moved.
    const changed = await suite.client.call('transaction/bet', {
      ...betBody,
      amount: 1,
      request_uuid: randomUUID(),
    });
    expect(changed.body).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: start - 25_000 + 60_000,
    });
    expect(await suite.client.balance(session)).toBe(start - 25_000 + 60_000);
  });

  it('ties a win to its bet: unknown bet, another round or a lost round of 0', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const { round, bet } = await suite.placeBet(session, 10_000);
    const unknown = await suite.client.call(
      'transaction/win',
      suite.client.winBody(session, { amount: 10_000, round, reference: randomUUID() }),
    );
    expect(unknown.body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: start - 10_000,
    });
    const otherRound = await suite.client.call(
      'transaction/win',
      suite.client.winBody(session, { amount: 10_000, round: randomUUID(), reference: bet }),
    );
    expect(otherRound.body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const lost = await suite.client.call(
      'transaction/win',
      suite.client.winBody(session, { amount: 0, round, reference: bet }),
    );
    expect(lost.body).toMatchObject({ status: 'RS_OK', balance: start - 10_000 });
  });

  it('refuses a bet above the balance with RS_ERROR_NOT_ENOUGH_MONEY and the balance', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const body = suite.client.betBody(session, { amount: start + 1 });
    const refused = await suite.client.call('transaction/bet', body);
    expect(refused.body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: start });
    expect((await suite.client.call('transaction/bet', body)).text).toBe(refused.text);
    // Rolling the refused bet back moves nothing either.
    const rollback = await suite.client.call(
      'transaction/rollback',
      suite.client.rollbackBody(session, { reference: body.transaction_uuid }),
    );
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: start });
    expect(await suite.client.balance(session)).toBe(start);
  });
});

describe('rollbacks', () => {
  it('refunds a bet once; a win after the rollback is refused', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const { round, bet } = await suite.placeBet(session, 40_000);
    const body = suite.client.rollbackBody(session, { reference: bet, round });
    const rollback = await suite.client.call('transaction/rollback', body);
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: start });
    expect((await suite.client.call('transaction/rollback', body)).text).toBe(rollback.text);
    // Another rollback of the same bet: accepted, nothing more refunded.
    const again = await suite.client.call(
      'transaction/rollback',
      suite.client.rollbackBody(session, { reference: bet, round }),
    );
    expect(again.body).toMatchObject({ status: 'RS_OK', balance: start });

    const win = await suite.client.call(
      'transaction/win',
      suite.client.winBody(session, { amount: 90_000, round, reference: bet }),
    );
    expect(win.body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: start });
    expect(await suite.client.balance(session)).toBe(start);
  });

  it('records a rollback that comes before its bet, and refuses the late bet', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const round = randomUUID();
    const betUuid = randomUUID();
    const rollback = await suite.client.call(
      'transaction/rollback',
      suite.client.rollbackBody(session, { reference: betUuid, round }),
    );
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: start });
    const lateBody = suite.client.betBody(session, {
      amount: 30_000,
      round,
      transaction_uuid: betUuid,
    });
    const late = await suite.client.call('transaction/bet', lateBody);
    expect(late.body).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: start });
    expect((await suite.client.call('transaction/bet', lateBody)).body.status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    const win = await suite.client.call(
      'transaction/win',
      suite.client.winBody(session, { amount: 30_000, round, reference: betUuid }),
    );
    expect(win.body.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await suite.client.balance(session)).toBe(start);
  });
});

describe('concurrency', () => {
  it('never overdraws under 200 concurrent bets on one player', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const amount = Math.floor(start / 50);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => suite.client.bet(session, { amount })),
    );
    const unexpected = replies.filter(
      (r) => !['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY'].includes(r.body.status),
    );
    expect(unexpected.map((r) => `${r.httpStatus} ${r.text}`)).toEqual([]);
    const accepted = replies.filter((r) => r.body.status === 'RS_OK');
    const refused = replies.filter((r) => r.body.status === 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(accepted.length + refused.length).toBe(200);
    expect(accepted).toHaveLength(Math.floor(start / amount));
    const end = await suite.client.balance(session);
    expect(end).toBe(start - accepted.length * amount);
    expect(end).toBeGreaterThanOrEqual(0);
    // Each accepted bet saw a distinct balance: they ran one after another.
    expect(new Set(accepted.map((r) => r.body.balance)).size).toBe(accepted.length);
  });

  it('answers 20 concurrent copies of one bet identically and moves it once', async () => {
    const session = await suite.harness.newSession();
    const start = await suite.client.balance(session);
    const body = suite.client.betBody(session, { amount: 7_000 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => suite.client.call('transaction/bet', body)),
    );
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(replies[0]?.body).toMatchObject({ status: 'RS_OK', balance: start - 7_000 });
    expect(await suite.client.balance(session)).toBe(start - 7_000);
  });
});

describe('the books', () => {
  localIt('counts a settled round for wagering once, and the ledger balances', async () => {
    const local = suite.harness.local!;
    const session = await suite.harness.newSession();
    const { round, bet } = await suite.placeBet(session, 50_000);
    const rolledBack = await suite.placeBet(session, 20_000);
    await suite.client.call(
      'transaction/rollback',
      suite.client.rollbackBody(session, { reference: rolledBack.bet, round: rolledBack.round }),
    );
    await suite.client.call(
      'transaction/win',
      suite.client.winBody(session, { amount: 0, round, reference: bet }),
    );
    await suite.client.call(
      'transaction/win',
      suite.client.winBody(session, { amount: 1_000, round, reference: bet }),
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
