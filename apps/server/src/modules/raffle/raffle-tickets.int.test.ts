import {
  RAFFLE_MESSAGES,
  type RaffleBuyResult,
  type RaffleOverview,
  type RaffleTickets,
  type RewardInfo,
} from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { buyTickets } from './tickets.service';
import { errorOf, GOLD, raffleTestServer } from './raffle.int-helpers';

/**
 * Tickets bought with Gold (issue 17 item 6): the price is a GOLD ledger entry from the player's
 * `gold` pocket to `gold_issuance`; refusals change nothing; concurrent buys never overspend; the
 * rewards dropdown's figures come from the raffle.
 */

const t = raffleTestServer('2026-11-20T10:00:00Z');

async function goldOf(userId: string) {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('pocket', '=', 'gold')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

describe('buying raffle tickets with Gold', () => {
  it('takes 1,000 Gold a ticket and shows the tickets in /raffle and the rewards dropdown', async () => {
    const player = await t.signUp();
    await fundPlayer({ db: t.db, userId: player.user.id, amount: 5_500n * GOLD, pocket: 'gold' });

    const res = await t.buy(player, 3);
    expect(res.statusCode).toBe(200);
    const body = res.json<RaffleBuyResult>();
    expect(body.bought).toBe(3);
    expect(body.gold_balance).toBe('2500');
    expect(body.tickets).toEqual({
      week: '2026-11-20',
      raffle_tickets_with_gold: 3,
      raffle_tickets_with_wagering: 0,
    });
    expect(await goldOf(player.user.id)).toBe(2_500n * GOLD);
    expect((await t.get(player, '/raffle/tickets')).json<RaffleTickets>()).toEqual({
      ...body.tickets,
      gold_balance: '2500',
    });
    const info = (await t.get(player, '/rewards')).json<RewardInfo>();
    expect(info.balances.raffle_tickets_with_gold).toBe(3);
    expect(info.balances.token_balance).toBe('2500');
    const overview = (await t.get(null, '/raffle')).json<RaffleOverview>();
    expect(overview.current.total_tickets).toBeGreaterThanOrEqual(3);
    expect(overview.gold_per_ticket).toBe(1000);
    await expectLedgerConsistent(t.db);
  });

  it('refuses what the Gold cannot pay, and bad counts, changing nothing', async () => {
    const player = await t.signUp();
    await fundPlayer({ db: t.db, userId: player.user.id, amount: 1_999n * GOLD, pocket: 'gold' });
    expect(errorOf(await t.buy(player, 2))).toEqual({
      status: 403,
      code: 'INSUFFICIENT_FUNDS',
      message: RAFFLE_MESSAGES.notEnoughGold,
    });
    for (const count of [0, -1, 1.5, 'x', 10_001]) {
      const res = await t.buy(player, count);
      expect(res.statusCode).toBe(400);
    }
    expect(errorOf(await t.buy(player, 10_001)).message).toBe(RAFFLE_MESSAGES.invalidCount);
    expect(await goldOf(player.user.id)).toBe(1_999n * GOLD);
    expect(
      (await t.get(player, '/raffle/tickets')).json<RaffleTickets>().raffle_tickets_with_gold,
    ).toBe(0);
    expect((await t.get(null, '/raffle/tickets')).statusCode).toBe(401);
  });

  it('never overspends under concurrent buys', async () => {
    const player = await t.signUp();
    await fundPlayer({ db: t.db, userId: player.user.id, amount: 10_000n * GOLD, pocket: 'gold' });
    const results = await Promise.all(Array.from({ length: 8 }, () => t.buy(player, 3)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(5);
    expect(await goldOf(player.user.id)).toBe(1_000n * GOLD);
    const tickets = (await t.get(player, '/raffle/tickets')).json<RaffleTickets>();
    expect(tickets.raffle_tickets_with_gold).toBe(9);
    await expectLedgerConsistent(t.db);
  });

  it('emits user:raffleTickets with the Gold left after a purchase', async () => {
    const player = await t.signUp();
    await fundPlayer({ db: t.db, userId: player.user.id, amount: 1_000n * GOLD, pocket: 'gold' });
    const emitted: unknown[] = [];
    const deps = { ...t.deps(), realtime: { toUser: (...args: unknown[]) => emitted.push(args) } };
    await buyTickets(deps as never, player.user.id, 1);
    expect(emitted).toEqual([
      [
        player.user.id,
        'user:raffleTickets',
        {
          week: '2026-11-20',
          raffle_tickets_with_gold: 1,
          raffle_tickets_with_wagering: 0,
          gold_balance: '0',
        },
      ],
    ]);
  });
});
