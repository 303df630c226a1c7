import type { RaffleTickets, RewardInfo } from '@tengu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { HOUSE_SHARDS, houseAccount } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { raffleTestServer } from './raffle.int-helpers';

/**
 * Wagering tickets (issue 17 item 6): real bets through the bet API, delivered by the
 * transactional outbox; one ticket per $100 of credits wagered, the remainder carried; free bets
 * earn none; `user:raffleTickets` after the delivery commits.
 */

const t = raffleTestServer(null);
const USD = 100_000_000n;
const emitted: Array<{ to: string; event: string; payload: unknown }> = [];

beforeAll(async () => {
  // Every bankroll shard exists, so bets after a player's first take the pipelined path (ADR 012).
  const shards = Array.from({ length: HOUSE_SHARDS }, (_, shard) =>
    houseAccount('bankroll', shard),
  );
  await resolveAccounts(t.db, shards);
  const toUser = t.server.realtime.toUser.bind(t.server.realtime);
  t.server.realtime.toUser = (userId, event, payload) => {
    emitted.push({ to: userId, event, payload });
    toUser(userId, event, payload);
  };
});

async function player(credits: bigint, pocket: 'credits' | 'freebets' = 'credits') {
  const signed = await t.signUp();
  await fundPlayer({ db: t.db, userId: signed.user.id, amount: credits, pocket });
  return signed;
}

async function dice(p: SignedUp, amount: string) {
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/api/games/dice/bet',
    headers: bearer(p.accessToken),
    payload: { amount, target: 50.5, condition: 'over' },
  });
  expect(res.statusCode).toBe(200);
}

const ticketsOf = async (p: SignedUp) => (await t.get(p, '/raffle/tickets')).json<RaffleTickets>();

describe('tickets from wagering, through the outbox', () => {
  it('gives a ticket per $100 wagered and carries the remainder', async () => {
    const p = await player(1_000n * USD);
    for (const amount of ['40', '40', '40']) await dice(p, amount);
    // Nothing before the outbox delivers: the bets only announced their play.
    expect((await ticketsOf(p)).raffle_tickets_with_wagering).toBe(0);
    await t.server.outbox.drain();
    expect((await ticketsOf(p)).raffle_tickets_with_wagering).toBe(1);
    // $20 carried + $80 = the second ticket, nothing lost.
    await dice(p, '80');
    await t.server.outbox.drain();
    const tickets = await ticketsOf(p);
    expect(tickets.raffle_tickets_with_wagering).toBe(2);
    expect(tickets.raffle_tickets_with_gold).toBe(0);
    const remainder = await t.db
      .selectFrom('raffle_players')
      .select('wager_remainder')
      .where('user_id', '=', p.user.id)
      .executeTakeFirstOrThrow();
    expect(remainder.wager_remainder).toBe(0n);
    // The rewards dropdown shows the same count, and the socket told the player.
    const info = (await t.get(p, '/rewards')).json<RewardInfo>();
    expect(info.balances.raffle_tickets_with_wagering).toBe(2);
    const events = emitted.filter((e) => e.to === p.user.id && e.event === 'user:raffleTickets');
    const { gold_balance, ...counts } = tickets;
    expect(gold_balance).toBe('0');
    expect(events.at(-1)?.payload).toEqual(counts);
    await expectLedgerConsistent(t.db);
  });

  it('counts many concurrent bets exactly (one delivery, many players)', async () => {
    const players = await Promise.all([player(500n * USD), player(500n * USD)]);
    await Promise.all(players.flatMap((p) => Array.from({ length: 10 }, () => dice(p, '25'))));
    await t.server.outbox.drain();
    // 10 × $25 = $250 each: 2 tickets, $50 carried.
    for (const p of players) expect((await ticketsOf(p)).raffle_tickets_with_wagering).toBe(2);
  });

  it('gives free bets no tickets', async () => {
    const p = await player(300n * USD, 'freebets');
    await dice(p, '150');
    await dice(p, '100');
    await t.server.outbox.drain();
    expect((await ticketsOf(p)).raffle_tickets_with_wagering).toBe(0);
  });
});
