import type { LockedBalancesPayload } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { houseAccount, lockedPocket, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntry } from '#app/modules/ledger/ledger.service';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import type { Realtime } from '#app/realtime/realtime';
import { emitBalancesAfterCommit } from './balance-events';
import { openLockedBalance } from './locked-balances';
import { walletBalance } from './wallet.int-helpers';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
});
afterAll(async () => {
  await expectLedgerConsistent(database.db);
  await server.close();
  await database.drop();
});

describe('locked balance records', () => {
  it('types each locked balance from its record, in GET /api/wallet/balance and the event', async () => {
    const db = database.db;
    const p = await signUp(server);
    const userId = p.user.id;
    const bonus = await openLockedBalance({ db, userId, type: 'deposit-bonus' });
    const spin = await openLockedBalance({ db, userId, type: 'sign-up spin' });
    expect(bonus).not.toBe(spin);

    // Funded the way a reward grant would be: the house's bonus expense pays for it.
    const house = houseAccount('bonus_expense', shardFor(userId));
    const fund = (key: string, amounts: Array<[string, 'locked' | 'unlocked', bigint]>) =>
      postEntry({
        db,
        idempotencyKey: `test_funding:${key}`,
        kind: 'test_funding',
        postings: [
          ...amounts.map(([id, part, amount]) => ({
            account: playerAccount(userId, lockedPocket(id, part)),
            amount,
          })),
          { account: house, amount: -amounts.reduce((sum, [, , a]) => sum + a, 0n) },
        ],
      });
    await fund(bonus, [
      [bonus, 'locked', 2_500_000_000n],
      [bonus, 'unlocked', 50_000_000n],
    ]);
    const result = await fund(spin, [
      [spin, 'locked', 100_000_000n],
      [spin, 'unlocked', 1n],
    ]);

    const expected = [
      { id: bonus, type: 'deposit-bonus', locked: '25', unlocked: '0.5' },
      { id: spin, type: 'sign-up spin', locked: '1', unlocked: '0.00000001' },
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    const balance = (await walletBalance(server, p.accessToken)) as unknown as {
      lockedBalances: unknown;
    };
    expect(balance.lockedBalances).toEqual(expected);

    const events: Array<{ userId: string; event: string; payload: unknown }> = [];
    const realtime = {
      toUser: (id: string, event: string, payload: unknown) => {
        events.push({ userId: id, event, payload });
      },
    } as unknown as Realtime;
    await emitBalancesAfterCommit({ db, realtime, result });
    const locked = events.find((e) => e.event === 'user:lockedBalances');
    expect(locked?.userId).toBe(userId);
    expect((locked?.payload as LockedBalancesPayload).lockedBalances).toEqual(expected);
  });

  it('refuses an unknown type and a user that does not exist', async () => {
    const db = database.db;
    const p = await signUp(server);
    await expect(
      openLockedBalance({ db, userId: p.user.id, type: 'rakeback' as 'deposit-bonus' }),
    ).rejects.toThrow();
    await expect(
      openLockedBalance({
        db,
        userId: '00000000-0000-4000-8000-000000000000',
        type: 'deposit-bonus',
      }),
    ).rejects.toThrow();
  });
});
