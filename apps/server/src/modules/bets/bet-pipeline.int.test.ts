import { decimalToUnits, type BetRecord } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '#app/errors/app-error';
import { playDice } from '#app/modules/games/dice/dice.service';
import {
  expectLedgerConsistent,
  fundPlayer,
  testPlayers,
} from '#app/modules/ledger/ledger.testing';
import type { Realtime } from '#app/realtime/realtime';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { publishEffects } from './bet-pipeline';
import { listOwnBets } from './bets.service';

const USD = 100_000_000n;
const MAX_PROFIT = 10_000n * USD;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

async function balances(userId: string) {
  const rows = await database.db
    .selectFrom('ledger_accounts')
    .select(['pocket', 'balance'])
    .where('user_id', '=', userId)
    .execute();
  const of = (pocket: string) => rows.find((r) => r.pocket === pocket)?.balance ?? 0n;
  return { credits: of('credits'), freebets: of('freebets') };
}

describe('200 concurrent bets on one player', () => {
  it('leave a consistent ledger, unique contiguous nonces and no negative balance', async () => {
    const [userId = ''] = await testPlayers(database.db, 1);
    await fundPlayer({ db: database.db, userId, amount: 60n * USD });
    await fundPlayer({ db: database.db, userId, amount: 20n * USD, pocket: 'freebets' });

    // 200 bets of $1 at 49.5 %: more asked for than held, so some must be refused.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        playDice({
          db: database.db,
          userId,
          request: { amount: '1', target: 50.5, condition: 'over' },
          maxProfit: MAX_PROFIT,
        }),
      ),
    );
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(isAppError(o.reason) && o.reason.code, String(o.reason)).toBe('INSUFFICIENT_FUNDS');
      }
    }
    const accepted = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.bet] : []));
    expect(accepted.length).toBeGreaterThan(50);

    const recorded: BetRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await listOwnBets({ db: database.db, userId, cursor });
      recorded.push(...page.bets);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(recorded.map((b) => b.id).sort()).toEqual(accepted.map((b) => b.id).sort());
    const nonces = recorded.map((b) => b.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(nonces.map((_, i) => i));

    const sum = (pick: (b: BetRecord) => string) =>
      recorded.reduce((total, b) => total + decimalToUnits(pick(b)), 0n);
    const now = await balances(userId);
    expect(now.credits).toBe(60n * USD - sum((b) => b.credits_spent) + sum((b) => b.credits_won));
    expect(now.freebets).toBe(
      20n * USD - sum((b) => b.freebets_spent) + sum((b) => b.freebets_won),
    );
    expect(now.credits >= 0n && now.freebets >= 0n).toBe(true);

    const user = await database.db
      .selectFrom('users')
      .select('amount_wagered')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.amount_wagered).toBe(sum((b) => b.credits_spent));
    await expectLedgerConsistent(database.db);
  }, 120_000);
});

describe('levels and events', () => {
  it('raises the level from credits wagered and announces it after commit', async () => {
    const [userId = ''] = await testPlayers(database.db, 1);
    await fundPlayer({ db: database.db, userId, amount: 3_000n * USD });
    const settled = await playDice({
      db: database.db,
      userId,
      request: { amount: '2500', target: 98, condition: 'under' },
      maxProfit: MAX_PROFIT,
    });
    expect(settled.effects.newLevel).toBe(1);
    const user = await database.db
      .selectFrom('users')
      .select(['level', 'amount_wagered'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ level: 1, amount_wagered: 2_500n * USD });

    const events: Array<[string, string, unknown]> = [];
    const realtime: Realtime = {
      toUser: (to, event, payload) => events.push([to, event, payload]),
      broadcast: (to, event, payload) => events.push([to, event, payload]),
    };
    publishEffects(realtime, settled.effects, settled.bet);
    expect(events.map(([to, event]) => `${to} ${event}`)).toEqual([
      `${userId} user:balance`,
      `${userId} user:creditsWagering`,
      `${userId} user:level`,
      '/games bets:new',
    ]);
    expect(events[2]?.[2]).toEqual({
      level: 1,
      profile_img: '/avatars/level-1.png',
      amount_wagered: '2500',
    });

    const again = await playDice({
      db: database.db,
      userId,
      request: { amount: '1', target: 50, condition: 'under' },
      maxProfit: MAX_PROFIT,
    });
    expect(again.effects.newLevel).toBeNull();
  });
});
