import {
  CONSOLE_MESSAGES,
  PROMOTIONS_MESSAGES,
  RAFFLE_PRIZES_USD,
  type AdminChallengesResponse,
  type AdminQuestsResponse,
  type AdminRaffleResponse,
  type AdminRaffleWinnersResponse,
  type RaffleDrawResponse,
  type RaffleTicketsResponse,
} from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '#test/test-server';
import { bearer, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import { fundPlayer, testPlayers } from '#app/modules/ledger/ledger.testing';
import { buyTickets } from '#app/modules/raffle/tickets.service';
import { challengeBets } from '#app/modules/challenges/challenges.int-helpers';
import { staffMember } from './console.int-helpers';

/**
 * The console's Promotions section (issue 22; ADR 046): quests created and ended in the console
 * reach the players' quests API, bad input is a 400 that changes nothing, challenges are created
 * and cancelled, the raffle's ticket holders are paginated, and a due draw pays each winner once
 * even when two staff press "draw" at the same moment. Every change is audited.
 */

const t = useTestServer('2026-11-20T10:00:00Z');
const WEEK = '2026-11-20';
const GOLD = 100_000_000n;

async function as(who: SignedUp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.server.app.inject({
    method,
    url,
    headers: bearer(who.accessToken),
    ...(payload ? { payload } : {}),
  });
}

async function auditRows(action: string) {
  return t.db
    .selectFrom('admin_audit')
    .select(['operator', 'actor_user_id', 'ip', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

const countOf = async (table: 'quests' | 'challenges' | 'admin_audit') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const QUEST = {
  title: 'Console quest',
  description: 'Made in the console',
  reward: '250',
  tasks: [
    { kind: 'wager', title: 'Wager $10 on dice', target: '10', game: 'dice' },
    { kind: 'chat', title: 'Say hello', target: '3' },
  ],
};

describe('quests in the console', () => {
  let support: SignedUp;
  let player: SignedUp;
  let questId = '';

  it('creates a quest the players see, audited with the staff member and IP', async () => {
    support = await staffMember(t.server, t.db, ['support']);
    player = await t.signUp();
    const res = await as(support, 'POST', '/api/admin/promotions/quests', QUEST);
    expect(res.statusCode, res.body).toBe(200);
    questId = res.json<{ id: string }>().id;

    const seen = await as(player, 'GET', '/api/quests');
    const titles = JSON.stringify(seen.json());
    expect(titles).toContain('Console quest');
    expect(titles).toContain('Wager $10 on dice');

    const [audit] = await auditRows('quest_create');
    expect(audit).toMatchObject({
      operator: `console:${support.user.username}`,
      actor_user_id: support.user.id,
    });
    expect(audit?.ip).toBeTruthy();

    const list = await as(support, 'GET', '/api/admin/promotions/quests?status=active');
    const quest = list.json<AdminQuestsResponse>().quests.find((q) => q.id === questId);
    expect(quest).toMatchObject({
      status: 'active',
      reward: '250',
      claims: 0,
      tasks_locked: false,
    });
    expect(quest?.tasks.map((task) => [task.kind, task.target])).toEqual([
      ['wager', '10'],
      ['chat', '3'],
    ]);
  });

  it('refuses invalid input with a 400 naming the field, changing nothing', async () => {
    const [quests, audits] = [await countOf('quests'), await countOf('admin_audit')];
    const noTasks = await as(support, 'POST', '/api/admin/promotions/quests', {
      ...QUEST,
      tasks: [],
    });
    expect(noTasks.statusCode).toBe(400);
    expect(noTasks.json().error.message).toMatch(/tasks/);
    const badGame = await as(support, 'POST', '/api/admin/promotions/quests', {
      ...QUEST,
      tasks: [{ kind: 'chat', title: 'Chat on dice', target: '1', game: 'dice' }],
    });
    expect(badGame.statusCode).toBe(400);
    expect(badGame.json().error.message).toMatch(/game: only for wager and multiplier/);
    // An edit is checked as the whole quest after it: an end before the start.
    const reversed = await as(support, 'PUT', `/api/admin/promotions/quests/${questId}`, {
      starts_at: '2026-12-10T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
    });
    expect([reversed.statusCode, reversed.json().error.message]).toEqual([
      400,
      'ends_at: must be after starts_at',
    ]);
    const empty = await as(support, 'PUT', `/api/admin/promotions/quests/${questId}`, {});
    expect([empty.statusCode, empty.json().error.message]).toEqual([
      400,
      PROMOTIONS_MESSAGES.nothingToChange,
    ]);
    const unknown = await as(
      support,
      'POST',
      '/api/admin/promotions/quests/00000000-0000-4000-8000-000000000000/end',
      {},
    );
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      PROMOTIONS_MESSAGES.questNotFound,
    ]);
    expect([await countOf('quests'), await countOf('admin_audit')]).toEqual([quests, audits]);
    const seen = await as(player, 'GET', '/api/quests');
    expect(JSON.stringify(seen.json())).not.toContain('ends_at":"2026-12-01');
  });

  it('edits a quest, schedules one for later and refuses new tasks once players progressed', async () => {
    const edit = await as(support, 'PUT', `/api/admin/promotions/quests/${questId}`, {
      title: 'Console quest, renamed',
      reward: '300',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [audit] = await auditRows('quest_edit');
    expect(audit?.details).toMatchObject({
      before: { title: 'Console quest', reward: '250' },
      after: { title: 'Console quest, renamed', reward: '300' },
    });

    const later = await as(support, 'POST', '/api/admin/promotions/quests', {
      ...QUEST,
      title: 'Next week',
      starts_at: '2026-11-27T00:00:00Z',
    });
    expect(later.statusCode).toBe(200);
    const scheduled = await as(support, 'GET', '/api/admin/promotions/quests?status=scheduled');
    expect(scheduled.json<AdminQuestsResponse>().quests.map((q) => q.title)).toEqual(['Next week']);

    const [task] = await t.db
      .selectFrom('quest_tasks')
      .select(['id', 'target'])
      .where('quest_id', '=', questId)
      .orderBy('position')
      .execute();
    await t.db
      .insertInto('quest_progress')
      .values({
        user_id: player.user.id,
        quest_id: questId,
        task_id: task!.id,
        progress: 1n,
        target: task!.target,
      })
      .execute();
    const retask = await as(support, 'PUT', `/api/admin/promotions/quests/${questId}`, {
      tasks: [{ kind: 'chat', title: 'Say hello once', target: '1' }],
    });
    expect([retask.statusCode, retask.json().error.message]).toEqual([
      409,
      PROMOTIONS_MESSAGES.questTasksLocked,
    ]);
    const list = await as(support, 'GET', '/api/admin/promotions/quests');
    const quest = list.json<AdminQuestsResponse>().quests.find((q) => q.id === questId);
    expect(quest?.tasks).toHaveLength(2);
    expect(quest?.tasks_locked).toBe(true);
  });

  it('ends a quest: players no longer see it, the console lists it as ended', async () => {
    const res = await as(support, 'POST', `/api/admin/promotions/quests/${questId}/end`, {
      reason: 'campaign over',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await as(player, 'GET', '/api/quests');
    expect(JSON.stringify(seen.json())).not.toContain('Console quest');
    const ended = await as(support, 'GET', '/api/admin/promotions/quests?status=ended');
    expect(ended.json<AdminQuestsResponse>().quests.map((q) => q.id)).toEqual([questId]);
    const [audit] = await auditRows('quest_disable');
    expect(audit?.details).toMatchObject({ questId, reason: 'campaign over' });
  });

  it('lets neither a moderator nor finance change quests', async () => {
    for (const role of ['moderator', 'finance'] as const) {
      const member = await staffMember(t.server, t.db, [role]);
      const res = await as(member, 'POST', '/api/admin/promotions/quests', QUEST);
      expect([res.statusCode, res.json().error.message]).toEqual([403, CONSOLE_MESSAGES.wrongRole]);
    }
  });
});

describe('challenges in the console', () => {
  it('creates and cancels challenges (finance), players see them, support may only read', async () => {
    const finance = await staffMember(t.server, t.db, ['finance']);
    const support = await staffMember(t.server, t.db, ['support']);
    const player = await t.signUp();
    const body = { game: 'limbo', multiplier: '2', stake: '0.10', prize: '20', title: 'Quick 2×' };

    const refused = await as(support, 'POST', '/api/admin/promotions/challenges', body);
    expect(refused.statusCode).toBe(403);

    const bad = await as(finance, 'POST', '/api/admin/promotions/challenges', {
      ...body,
      game: 'crash',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^Game must be one of dice/);
    expect(await countOf('challenges')).toBe(0);

    const res = await as(finance, 'POST', '/api/admin/promotions/challenges', body);
    expect(res.statusCode, res.body).toBe(200);
    const number = Number(res.json<{ id: string }>().id);
    const open = await as(player, 'GET', '/api/challenges');
    expect(JSON.stringify(open.json())).toContain('Quick 2×');

    const cancel = await as(finance, 'POST', `/api/admin/promotions/challenges/${number}/cancel`, {
      reason: 'typo in the prize',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await as(
      finance,
      'POST',
      `/api/admin/promotions/challenges/${number}/cancel`,
      {},
    );
    expect(again.statusCode).toBe(404);
    const after = await as(player, 'GET', '/api/challenges');
    expect(JSON.stringify(after.json())).not.toContain('Quick 2×');

    const list = await as(support, 'GET', '/api/admin/promotions/challenges');
    expect(list.json<AdminChallengesResponse>().challenges).toMatchObject([
      { number, status: 'cancelled', game: 'limbo', min_multiplier: '2', prize: '20' },
    ]);
    expect((await auditRows('challenge_create'))[0]).toMatchObject({
      actor_user_id: finance.user.id,
    });
    expect((await auditRows('challenge_cancel'))[0]?.details).toMatchObject({
      challengeId: number,
      reason: 'typo in the prize',
    });
  });
});

describe('a won challenge in the console', () => {
  const bets = challengeBets(() => ({ server: t.server, db: t.db }));

  it("shows the winner and the winning multiplier, even when the winner's name is hidden", async () => {
    const finance = await staffMember(t.server, t.db, ['finance']);
    const created = await as(finance, 'POST', '/api/admin/promotions/challenges', {
      game: 'limbo',
      multiplier: '2',
      stake: '1',
      prize: '10',
    });
    const number = Number(created.json<{ id: string }>().id);
    const winner = await bets.newPlayer();
    await t.db
      .updateTable('users')
      .set({ hide_name: true })
      .where('id', '=', winner.userId)
      .execute();
    await bets.winningLimbo(winner, { amount: '1', target: 2 });
    await t.server.outbox.drain();

    const list = await as(finance, 'GET', '/api/admin/promotions/challenges');
    expect(
      list.json<AdminChallengesResponse>().challenges.find((c) => c.number === number),
    ).toMatchObject({
      status: 'won',
      winner_id: winner.userId,
      winner_name: winner.username,
      won_multiplier: '2',
    });
    const cancel = await as(
      finance,
      'POST',
      `/api/admin/promotions/challenges/${number}/cancel`,
      {},
    );
    expect(cancel.statusCode).toBe(404);
  });
});

describe('the raffle in the console', () => {
  let holders: string[] = [];

  it('pages the running week’s ticket holders, most tickets first', async () => {
    holders = await testPlayers(t.db, 5);
    for (const [n, id] of holders.entries()) {
      const tickets = (n + 1) * 2;
      await fundPlayer({
        db: t.db,
        userId: id,
        amount: BigInt(tickets) * 1_000n * GOLD,
        pocket: 'gold',
      });
      await buyTickets(t.server.raffleDeps(), id, tickets);
    }
    const support = await staffMember(t.server, t.db, ['support']);
    const page1 = await as(
      support,
      'GET',
      `/api/admin/promotions/raffle/tickets?week=${WEEK}&page=1&pageSize=2`,
    );
    const body = page1.json<RaffleTicketsResponse>();
    expect(body.total).toBe(5);
    expect(body.items.map((i) => [i.rank, i.total, i.gold])).toEqual([
      [1, '10', '10'],
      [2, '8', '8'],
    ]);
    const page3 = await as(
      support,
      'GET',
      `/api/admin/promotions/raffle/tickets?week=${WEEK}&page=3&pageSize=2`,
    );
    expect(page3.json<RaffleTicketsResponse>().items.map((i) => i.userId)).toEqual([holders[0]]);
    const overview = await as(support, 'GET', '/api/admin/promotions/raffle');
    expect(overview.json<AdminRaffleResponse>().weeks[0]).toMatchObject({
      week: WEEK,
      status: 'open',
      due: false,
      total_tickets: '30',
      players: 5,
    });
  });

  it('draws a due week once when two staff press draw together, paying each winner once', async () => {
    t.setNow('2026-11-27T00:10:00Z');
    const [a, b] = [
      await staffMember(t.server, t.db, ['finance']),
      await staffMember(t.server, t.db, ['admin']),
    ];
    const support = await staffMember(t.server, t.db, ['support']);
    const refused = await as(support, 'POST', '/api/admin/promotions/raffle/draw', {});
    expect(refused.statusCode).toBe(403);
    const weeks = await as(a, 'GET', '/api/admin/promotions/raffle');
    expect(weeks.json<AdminRaffleResponse>().weeks.find((w) => w.week === WEEK)?.due).toBe(true);

    const results = await Promise.all([
      as(a, 'POST', '/api/admin/promotions/raffle/draw', {}),
      as(b, 'POST', '/api/admin/promotions/raffle/draw', {}),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const drew = results
      .map((r) => r.json<RaffleDrawResponse>())
      .filter((r) => r.outcomes[WEEK] === 'drawn');
    expect(drew).toHaveLength(1);

    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `raffle:${WEEK}:%`)
      .execute();
    expect(entries).toHaveLength(5);
    const winners = await as(a, 'GET', `/api/admin/promotions/raffle/weeks/${WEEK}/winners`);
    const list = winners.json<AdminRaffleWinnersResponse>().winners;
    expect(list.map((w) => w.place)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(list.map((w) => w.userId)).size).toBe(5);
    for (const winner of list) {
      const credits = await t.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('user_id', '=', winner.userId)
        .where('pocket', '=', 'credits')
        .executeTakeFirstOrThrow();
      expect(credits.balance).toBe(BigInt(RAFFLE_PRIZES_USD[winner.place - 1]!) * 100_000_000n);
      expect(winner.prize).toBe(`${RAFFLE_PRIZES_USD[winner.place - 1]}`);
    }
    expect(await auditRows('raffle_draw')).toHaveLength(1);
    expect((await auditRows('raffle_draw'))[0]?.details).toMatchObject({
      week: WEEK,
      after: { status: 'drawn', winners: 5 },
    });
    expect(await auditRows('raffle_draw_run')).toHaveLength(1);

    const overview = await as(a, 'GET', '/api/admin/promotions/raffle');
    expect(overview.json<AdminRaffleResponse>().weeks.find((w) => w.week === WEEK)).toMatchObject({
      status: 'drawn',
      due: false,
      winners: 5,
    });

    // Nothing is due any more: pressing again draws nothing and says so.
    const later = await as(a, 'POST', '/api/admin/promotions/raffle/draw', {});
    expect(later.json<RaffleDrawResponse>().outcomes).toEqual({});
    expect(entries).toHaveLength(5);
  });
});
