import { LOCKED_MESSAGES, type LockedBalancesPayload } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { HOUSE_SHARDS, houseAccount } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { createPaymentsTestApp, errorOf } from '#app/modules/payments/payments.int-helpers';
import { createFakeChainAdapter } from '#app/modules/payments/testing/fake-chain-adapter';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { grantDepositBonuses } from './deposit-bonus.service';
import {
  countersOf,
  depositDriver,
  expectCountersMatchLedger,
  grantForTest,
  lockedBalancesOf,
  USD,
  type LockedTestServer,
} from './locked-balances.int-helpers';

/**
 * Locked balances (issue 17 item 3; spec document 2 sections 5, 7, 8, 9; ADR 017): the deposit
 * bonus from real credited deposits, unlocking from real bets inside their transactions, claims
 * with the spec's minimums and texts, paid once under concurrency.
 */

const eth = createFakeChainAdapter('eth', { assets: ['ETH', 'USDT'] });
const sol = createFakeChainAdapter('sol');
let database: TestDatabase;
let server: LockedTestServer;
let deposit: ReturnType<typeof depositDriver>;
const usdt = (p: SignedUp, usd: string) => deposit.usdt(p, usd);
const emitted: Array<{ to: string; event: string; payload: unknown }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createPaymentsTestApp({ db: database.db, adapters: [eth.adapter, sol.adapter] });
  deposit = depositDriver({ server, db: database.db, eth, sol });
  // Every bankroll shard exists, so bets take the pipelined path (ADR 012) where the unlock
  // statement rides in the same write as the bets.
  await resolveAccounts(
    database.db,
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseAccount('bankroll', shard)),
  );
  const toUser = server.realtime.toUser.bind(server.realtime);
  server.realtime.toUser = (userId, event, payload) => {
    emitted.push({ to: userId, event, payload });
    toUser(userId, event, payload);
  };
});
afterAll(async () => {
  await expectCountersMatchLedger(database.db);
  await expectLedgerConsistent(database.db);
  await server?.close();
  await database?.drop();
});

const depositBonuses = async (p: SignedUp) =>
  (await lockedBalancesOf(server, p, 'deposit-bonus')).map((b) => b.locked);

describe('deposit bonus', () => {
  it('gives 200 %, 150 %, 100 % on the first three deposits of an opted-in player, none on the fourth', async () => {
    const p = await signUp(server, { bonus: true });
    await usdt(p, '10');
    await usdt(p, '20.5');
    await usdt(p, '100');
    await usdt(p, '1000');
    expect(await depositBonuses(p)).toEqual(['20', '30.75', '100']);
    expect(await pocketUnits(database.db, p.user.id, 'credits')).toBe((11305n * USD) / 10n);
    // The wallet shows them too (the header's dropdown), and the spin-wheel list has none.
    const balance = await server.app.inject({
      url: '/api/wallet/balance',
      headers: bearer(p.accessToken),
    });
    expect(balance.json<{ lockedBalances: unknown[] }>().lockedBalances).toHaveLength(3);
    expect(await lockedBalancesOf(server, p, 'spin-wheel')).toEqual([]);
    // It arrived live.
    const last = emitted.filter((e) => e.to === p.user.id && e.event === 'user:lockedBalances');
    expect((last.at(-1)?.payload as LockedBalancesPayload).lockedBalances).toHaveLength(3);
  });

  it('gives nothing for $9.80 (the deposit still counts as the first) and nothing without opting in', async () => {
    const small = await signUp(server, { bonus: true });
    await deposit.sol(small, 70_000_000n); // 0.07 SOL = $9.80
    expect(await depositBonuses(small)).toEqual([]);
    await usdt(small, '10');
    expect(await depositBonuses(small)).toEqual(['15']); // the second deposit: 150 %

    const late = await signUp(server);
    await usdt(late, '50');
    expect(await depositBonuses(late)).toEqual([]);
    // Opting in from the Deposit bonus info modal: the next deposit (the second) gets 150 %.
    const optIn = await server.app.inject({
      method: 'POST',
      url: '/api/locked-balances/deposit-bonus/opt-in',
      headers: bearer(late.accessToken),
    });
    expect(optIn.json()).toMatchObject({
      optedIn: true,
      creditedDeposits: 1,
      nextPercentage: 150,
      percentages: [200, 150, 100],
      minimumDeposit: '10',
      unlockPercentOfWager: 0.4,
      signUpSpinUnlockPercentOfWager: 0.2,
    });
    await usdt(late, '40');
    expect(await depositBonuses(late)).toEqual(['60']);
  });

  it('grants once per deposit, however often the message comes', async () => {
    const p = await signUp(server, { bonus: true });
    await usdt(p, '12');
    const row = await database.db
      .selectFrom('deposit_bonus_deposits')
      .select(['deposit_id', 'deposit_usd'])
      .where('user_id', '=', p.user.id)
      .executeTakeFirstOrThrow();
    const again = await database.db.transaction().execute((trx) =>
      grantDepositBonuses({
        trx,
        deposits: [{ userId: p.user.id, depositId: row.deposit_id, usd: row.deposit_usd }],
      }),
    );
    expect(again).toEqual([]);
    expect(await depositBonuses(p)).toEqual(['24']);
  });
});

async function player(credits = 1_000n * USD) {
  const p = await signUp(server);
  if (credits > 0n) await fundPlayer({ db: database.db, userId: p.user.id, amount: credits });
  return p;
}

async function dice(p: SignedUp, amount: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games/dice/bet',
    payload: { amount, target: 50.5, condition: 'over' },
    headers: bearer(p.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('unlocking as the player wagers', () => {
  it('is exact: deposit bonus wager × 1 % × 40 %, Sign Up Spin × 1 % × 20 %, oldest first, never more than locked', async () => {
    const p = await player();
    const oldBonus = await grantForTest(database.db, p.user.id, 'deposit-bonus', 1_000_000n);
    const newBonus = await grantForTest(database.db, p.user.id, 'deposit-bonus', 100n * USD);
    const spin = await grantForTest(database.db, p.user.id, 'sign-up spin', 5n * USD);
    await dice(p, '10'); // bonus budget 0.04, spin 0.02
    expect(await countersOf(database.db, oldBonus)).toEqual({ locked: 0n, unlocked: 1_000_000n });
    expect(await countersOf(database.db, newBonus)).toEqual({
      locked: 100n * USD - 3_000_000n,
      unlocked: 3_000_000n,
    });
    expect(await countersOf(database.db, spin)).toEqual({
      locked: 5n * USD - 2_000_000n,
      unlocked: 2_000_000n,
    });
    // An odd stake: ⌊1.23456789 × 10⁸ × 0.004⌋ = 493827 and ⌊… × 0.002⌋ = 246913 units.
    await dice(p, '1.23456789');
    expect((await countersOf(database.db, newBonus)).unlocked).toBe(3_000_000n + 493_827n);
    expect((await countersOf(database.db, spin)).unlocked).toBe(2_000_000n + 246_913n);
    // The event carries every open locked balance of the player, as the wallet reads them.
    const events = emitted.filter((e) => e.to === p.user.id && e.event === 'user:lockedBalances');
    const live = (events.at(-1)?.payload as LockedBalancesPayload).lockedBalances;
    expect(live).toEqual(
      (await lockedBalancesOf(server, p)).sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    // The wallet reads locked = pocket − counter, unlocked = counter: the same figures.
    const wallet = await server.app.inject({
      url: '/api/wallet/balance',
      headers: bearer(p.accessToken),
    });
    expect(wallet.json<{ lockedBalances: unknown }>().lockedBalances).toEqual(live);
  });

  it('stops when everything is unlocked, and concurrent bets unlock the exact sum', async () => {
    const p = await player();
    const spin = await grantForTest(database.db, p.user.id, 'sign-up spin', 5_000_000n); // $0.05
    await dice(p, '20'); // budget 0.04
    await dice(p, '20'); // budget 0.04, only 0.01 left
    expect(await countersOf(database.db, spin)).toEqual({ locked: 0n, unlocked: 5_000_000n });

    const q = await player();
    const bonus = await grantForTest(database.db, q.user.id, 'deposit-bonus', 1_000n * USD);
    await Promise.all(Array.from({ length: 20 }, () => dice(q, '2.5'))); // each unlocks 0.01
    expect(await countersOf(database.db, bonus)).toEqual({
      locked: 1_000n * USD - 20n * 1_000_000n,
      unlocked: 20n * 1_000_000n,
    });
  });
});

const claim = (p: SignedUp, lockedBalanceId: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/locked-balances/claim',
    payload: { lockedBalanceId },
    headers: bearer(p.accessToken),
  });

/** Moves `amount` from locked to unlocked, as wagering would (the pocket is unchanged). */
async function unlock(id: string, amount: bigint) {
  await database.db
    .updateTable('locked_balances')
    .set((eb) => ({
      locked: eb('locked', '-', amount),
      unlocked: eb('unlocked', '+', amount),
    }))
    .where('id', '=', id)
    .execute();
}

describe('claiming the unlocked part', () => {
  it('refuses below $5 (deposit bonus) and $3 (Sign Up Spin) with the spec texts, changing nothing', async () => {
    const p = await player(0n);
    const bonus = await grantForTest(database.db, p.user.id, 'deposit-bonus', 50n * USD);
    const spin = await grantForTest(database.db, p.user.id, 'sign-up spin', 10n * USD);
    await unlock(bonus, 5n * USD - 1n);
    await unlock(spin, 3n * USD - 1n);
    expect(errorOf(await claim(p, bonus))).toMatchObject({
      status: 400,
      message: LOCKED_MESSAGES.depositBonusMinimum,
    });
    expect(errorOf(await claim(p, spin))).toMatchObject({
      status: 400,
      message: 'Minimum claim is $3',
    });
    expect(await countersOf(database.db, bonus)).toEqual({
      locked: 45n * USD + 1n,
      unlocked: 5n * USD - 1n,
    });
    expect(await pocketUnits(database.db, p.user.id, 'credits')).toBe(0n);

    // At the minimum it pays: credits up, unlocked back to zero, locked unchanged.
    await unlock(spin, 1n);
    const paid = await claim(p, spin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      claimed: '3',
      lockedBalance: { id: spin, type: 'sign-up spin', locked: '7', unlocked: '0' },
    });
    expect(await pocketUnits(database.db, p.user.id, 'credits')).toBe(3n * USD);
    expect(emitted.filter((e) => e.to === p.user.id).map((e) => e.event)).toEqual(
      expect.arrayContaining(['user:balance', 'user:lockedBalances']),
    );
  });

  it("pays once when ten claims race, and never another player's balance", async () => {
    const p = await player(0n);
    const bonus = await grantForTest(database.db, p.user.id, 'deposit-bonus', 40n * USD);
    await unlock(bonus, 7n * USD);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(p, bonus)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect(await pocketUnits(database.db, p.user.id, 'credits')).toBe(7n * USD);
    expect(await countersOf(database.db, bonus)).toEqual({ locked: 33n * USD, unlocked: 0n });

    const other = await player(0n);
    expect(errorOf(await claim(other, bonus))).toMatchObject({
      status: 404,
      message: LOCKED_MESSAGES.notFound,
    });
    expect((await lockedBalancesOf(server, other)).length).toBe(0);
  });

  it('claims and bets of one player interleave without a deadlock or a lost unlock', async () => {
    const p = await player();
    const bonus = await grantForTest(database.db, p.user.id, 'deposit-bonus', 500n * USD);
    await unlock(bonus, 100n * USD);
    const work = [
      ...Array.from({ length: 10 }, () => dice(p, '2.5')),
      ...Array.from({ length: 5 }, async () => {
        const res = await claim(p, bonus);
        expect([200, 400]).toContain(res.statusCode);
      }),
    ];
    await Promise.all(work);
    const after = await countersOf(database.db, bonus);
    // 10 bets × $0.01 unlocked; whatever was unlocked was either paid or is still unlocked.
    expect(after.locked).toBe(400n * USD - 10n * 1_000_000n);
    const pocket = await pocketUnits(database.db, p.user.id, `locked:${bonus}:locked`);
    expect(pocket).toBe(after.locked + after.unlocked);
    const paid = 500n * USD - pocket;
    expect(paid).toBeGreaterThanOrEqual(100n * USD);
    expect(paid + after.unlocked).toBe(100n * USD + 10n * 1_000_000n);
  });
});
