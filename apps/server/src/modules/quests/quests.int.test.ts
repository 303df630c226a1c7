import { randomUUID } from 'node:crypto';
import {
  QUEST_MESSAGES,
  type GoldHistoryResponse,
  type Quest,
  type QuestClaimReply,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQuests } from '#app/db/seed/quests';
import { bearer, signUp, TEST_ENV, type TestServer } from '#app/modules/auth/accounts.int-helpers';
import { HOUSE_SHARDS, houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { resolveAccounts } from '#app/modules/ledger/ledger.repository';
import { postEntry } from '#app/modules/ledger/ledger.service';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { enqueueOutbox } from '#app/modules/outbox/outbox';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createQuest } from './quests.operator';

/**
 * Quests and Gold (issue 17 item 1; docs/decisions/020-quests-and-gold.md): tasks move with real
 * bets, deposits and chat messages delivered by the outbox, capped at their targets; a claim has
 * three outcomes and pays Gold once however many arrive together; the Gold history reads the
 * ledger; nobody sees or claims for anyone else.
 */

const USD = 100_000_000n;
let database: TestDatabase;
let server: TestServer;
const emitted: Array<{ to: string; event: string; payload: unknown }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({ db: database.db, env: TEST_ENV });
  await resolveAccounts(
    database.db,
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseAccount('bankroll', shard)),
  );
  await seedQuests(database.db);
  const toUser = server.realtime.toUser.bind(server.realtime);
  server.realtime.toUser = (userId, event, payload) => {
    emitted.push({ to: userId, event, payload });
    toUser(userId, event, payload);
  };
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

type Player = { userId: string; headers: Record<string, string> };

async function player(credits = 100n * USD): Promise<Player> {
  const signed = await signUp(server);
  if (credits > 0n) await fundPlayer({ db: database.db, userId: signed.user.id, amount: credits });
  return { userId: signed.user.id, headers: bearer(signed.accessToken) };
}

async function dice(p: Player, amount: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/games/dice/bet',
    payload: { amount, target: 50.5, condition: 'over' },
    headers: p.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (p: Player | null, url: string) =>
  server.app.inject({ url: `/api/quests${url}`, headers: p?.headers ?? {} });
const claim = (p: Player, questId: string) =>
  server.app.inject({ method: 'POST', url: `/api/quests/${questId}/claim`, headers: p.headers });

async function quests(p: Player): Promise<Quest[]> {
  const res = await get(p, '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ quests: Quest[] }>().quests;
}
async function quest(p: Player, title: string): Promise<Quest> {
  const found = (await quests(p)).find((q) => q.title === title);
  if (!found) throw new Error(`no quest ${title}`);
  return found;
}
async function gold(p: Player): Promise<string> {
  const res = await get(p, '/gold');
  expect(res.statusCode).toBe(200);
  return res.json<{ gold: string }>().gold;
}
async function history(p: Player): Promise<GoldHistoryResponse> {
  const res = await get(p, '/gold/history');
  expect(res.statusCode).toBe(200);
  return res.json<GoldHistoryResponse>();
}

/** A play event as the bet batch announces it (for outcomes a real bet cannot promise). */
function play(p: Player, game: string, stake: string, payout: string) {
  return enqueueOutbox(database.db, 'play', {
    events: [
      {
        userId: p.userId,
        game: game as 'dice',
        stakeCredits: (BigInt(Math.round(Number(stake) * 100)) * (USD / 100n)).toString(),
        payout: (BigInt(Math.round(Number(payout) * 100)) * (USD / 100n)).toString(),
        at: new Date().toISOString(),
      },
    ],
  });
}

describe('quest progress from real events', () => {
  it('moves wager tasks with real dice bets once the outbox delivers, capped at the target', async () => {
    const p = await player();
    for (const amount of ['2', '3', '2.5']) await dice(p, amount);
    // Nothing moves before delivery: progress comes from the outbox, never from polling.
    expect((await quest(p, 'First steps')).tasks[0]?.current_progress).toBe('0');
    await server.outbox.drain();
    const first = await quest(p, 'First steps');
    expect(first.tasks[0]).toMatchObject({ current_progress: '7.5', progress: '10' });
    expect(first.tasks[0]?.completed).toBe(false);
    expect((await quest(p, 'Dice roller')).tasks[0]?.current_progress).toBe('7.5');
    // The player saw it move live.
    expect(emitted).toContainEqual({
      to: p.userId,
      event: 'user:questProgress',
      payload: expect.objectContaining({ quest_id: first.id, current_progress: '7.5' }),
    });

    await dice(p, '4');
    await dice(p, '1');
    await server.outbox.drain();
    const done = await quest(p, 'First steps');
    expect(done.tasks[0]).toMatchObject({ current_progress: '10', completed: true });
    expect(done.claimable).toBe(true);
    expect((await quest(p, 'Dice roller')).tasks[0]?.current_progress).toBe('12.5');
    // Capped: more play leaves a finished task at its target.
    await dice(p, '5');
    await server.outbox.drain();
    expect((await quest(p, 'First steps')).tasks[0]?.current_progress).toBe('10');
  });

  it('counts only wins of the multiplier, on its game, with the minimum stake', async () => {
    const p = await player(0n);
    await play(p, 'limbo', '1', '9.99'); // ×9.99: not enough
    await play(p, 'dice', '1', '20'); // other game
    await play(p, 'limbo', '0.05', '1'); // ×20 but under the $0.10 minimum stake
    await server.outbox.drain();
    expect((await quest(p, 'High flyer')).tasks[0]).toMatchObject({
      current_progress: '0',
      completed: false,
    });
    await play(p, 'limbo', '0.1', '1'); // exactly ×10
    await server.outbox.drain();
    expect((await quest(p, 'High flyer')).tasks[0]).toMatchObject({
      current_progress: '1',
      progress: '1',
      completed: true,
    });
    // The dice win of ×20 counted for the All-rounder's "×2 on Dice".
    expect((await quest(p, 'All-rounder')).tasks[1]?.current_progress).toBe('1');
  });

  it('moves the deposit task from credited deposits and the chat task from chat messages', async () => {
    const p = await player(0n);
    const deposit = (usd: bigint) =>
      enqueueOutbox(database.db, 'deposit.credited', {
        userId: p.userId,
        depositId: randomUUID(),
        usd: usd.toString(),
        at: new Date().toISOString(),
      });
    await deposit(15n * USD);
    await server.outbox.drain();
    expect((await quest(p, 'Top up')).tasks[0]?.current_progress).toBe('15');
    await deposit(10n * USD);
    for (let i = 0; i < 2; i++) {
      await enqueueOutbox(database.db, 'chat.message', {
        userId: p.userId,
        messageId: randomUUID(),
        at: new Date().toISOString(),
      });
    }
    await server.outbox.drain();
    expect((await quest(p, 'Top up')).tasks[0]).toMatchObject({
      current_progress: '20',
      completed: true,
    });
    expect((await quest(p, 'Say hi')).tasks[0]).toMatchObject({
      current_progress: '2',
      progress: '3',
      completed: false,
    });
  });

  it('ignores events of a disabled quest or outside its window', async () => {
    const p = await player(0n);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const { id } = await createQuest({
      db: database.db,
      operator: 'test',
      input: {
        title: 'Tomorrow only',
        reward: '10',
        starts_at: later,
        tasks: [{ kind: 'wager', title: 'Wager $1', target: '1' }],
      },
    });
    await play(p, 'dice', '5', '0');
    await server.outbox.drain();
    const rows = await database.db
      .selectFrom('quest_progress')
      .selectAll()
      .where('quest_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    // Not open yet: not listed, and a claim is refused with the text, changing nothing.
    expect((await quests(p)).some((q) => q.id === id)).toBe(false);
    const res = await claim(p, id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(QUEST_MESSAGES.notActive);
  });
});

describe('claiming a quest', () => {
  it('answers incomplete with ticks and crosses, then completed with Gold, then already completed', async () => {
    const p = await player();
    await dice(p, '10');
    await server.outbox.drain();
    const allRounder = await quest(p, 'All-rounder');

    const incomplete = await claim(p, allRounder.id);
    expect(incomplete.statusCode).toBe(200);
    expect(incomplete.json<QuestClaimReply>()).toEqual({
      status: false,
      message: QUEST_MESSAGES.incomplete,
      data: null,
      completed_tasks: allRounder.tasks.map((t) => ({ id: t.id, completed: false })),
      quest_completed: false,
    });
    expect(await gold(p)).toBe('0');

    const first = await quest(p, 'First steps');
    const done = await claim(p, first.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<QuestClaimReply>()).toEqual({
      status: true,
      message: QUEST_MESSAGES.completed,
      data: { reward: '100', multiplier: '1', paid: '100', gold: '100' },
      completed_tasks: [{ id: first.tasks[0]?.id, completed: true }],
      quest_completed: true,
    });
    expect(await gold(p)).toBe('100');
    expect(emitted).toContainEqual({ to: p.userId, event: 'user:gold', payload: { gold: '100' } });
    expect((await quest(p, 'First steps')).completed).toBe(true);

    const again = await claim(p, first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      QUEST_MESSAGES.alreadyCompleted,
    );
    expect(await gold(p)).toBe('100');

    // One entry, from the Gold issuance into the player's gold pocket, keyed per quest and player.
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'idempotency_key'])
      .where('idempotency_key', 'like', `quest:%:${p.userId}`)
      .execute();
    expect(entries).toEqual([{ kind: 'quest', idempotency_key: `quest:${first.id}:${p.userId}` }]);
  });

  it('pays once when 20 claims arrive together', async () => {
    const p = await player();
    await dice(p, '10');
    await server.outbox.drain();
    const first = await quest(p, 'First steps');
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(p, first.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await gold(p)).toBe('100');
    expect((await history(p)).items).toHaveLength(1);
  });

  it('multiplies the Gold by the VIP level and lists every Gold credit in the history', async () => {
    const p = await player();
    await dice(p, '10');
    await server.outbox.drain();
    // After the bet: a bet stores the level its wagered total reaches.
    await database.db.updateTable('users').set({ level: 35 }).where('id', '=', p.userId).execute();
    const first = await quest(p, 'First steps');
    expect(first).toMatchObject({ reward: '100', multiplier: '2', payout: '200' });
    const done = (await claim(p, first.id)).json<QuestClaimReply>();
    expect(done.data).toMatchObject({ paid: '200', multiplier: '2', gold: '200' });

    // A lootbox prize (another feature) credits `gold` with its own kind: it appears by itself.
    await postEntry({
      db: database.db,
      idempotencyKey: `lootbox:${randomUUID()}`,
      kind: 'lootbox',
      postings: [
        { account: playerAccount(p.userId, 'gold'), amount: 1_000n * USD },
        { account: houseAccount('gold_issuance', shardFor(p.userId)), amount: -1_000n * USD },
      ],
    });
    const { items, hasMore } = await history(p);
    expect(hasMore).toBe(false);
    expect(items).toEqual([
      expect.objectContaining({
        title: 'Lootbox prize',
        source: 'lootbox',
        reward: '1000',
        multiplier: '1',
      }),
      expect.objectContaining({
        title: 'First steps',
        source: 'quest',
        reward: '200',
        multiplier: '2',
      }),
    ]);
    expect(Date.parse(items[1]?.date ?? '')).not.toBeNaN();
    expect(await gold(p)).toBe('1200');
  });
});

describe('privacy and refusals', () => {
  it('shows each player only their own progress, claims and Gold', async () => {
    const a = await player();
    const b = await player(0n);
    await dice(a, '10');
    await server.outbox.drain();
    const aFirst = await quest(a, 'First steps');
    expect(aFirst.claimable).toBe(true);
    // B sees the same quest with B's own (empty) progress, and cannot claim A's progress.
    const bFirst = await quest(b, 'First steps');
    expect(bFirst.tasks[0]).toMatchObject({ current_progress: '0', completed: false });
    const bClaim = (await claim(b, aFirst.id)).json<QuestClaimReply>();
    expect(bClaim.status).toBe(false);
    expect(await gold(b)).toBe('0');
    expect((await claim(a, aFirst.id)).statusCode).toBe(200);
    expect((await history(b)).items).toEqual([]);
    expect((await quest(b, 'First steps')).completed).toBe(false);
  });

  it('refuses visitors, malformed and unknown quest ids with 4xx, changing nothing', async () => {
    expect((await get(null, '')).statusCode).toBe(401);
    expect((await get(null, '/gold/history')).statusCode).toBe(401);
    const p = await player(0n);
    expect((await claim(p, 'not-a-uuid')).statusCode).toBe(400);
    const unknown = await claim(p, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      QUEST_MESSAGES.notFound,
    );
    expect((await get(p, '/gold/history?limit=500')).statusCode).toBe(400);
    expect(await gold(p)).toBe('0');
  });

  it('keeps the books balanced in USD and GOLD', async () => {
    const report = await expectLedgerConsistent(database.db);
    expect(report.violations).toEqual([]);
  });
});
