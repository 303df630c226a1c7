import {
  REWARD_MESSAGES,
  type CalendarResponse,
  type ClaimResult,
  type Gift,
  type InventoryItem,
  type RewardInfo,
  type VipProgress,
} from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntry } from '#app/modules/ledger/ledger.service';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { fund, pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import { collect, join, socketClients } from '#test/socket-clients';
import { grantGift } from './gifts.operator';
import {
  calendarRowsOf,
  claimsOf,
  errorOf,
  rewardsTestServer,
  setCounters,
  setLevel,
} from './rewards.int-helpers';

/**
 * The Pending Rewards calendar and gifts on the real app and database (issue 16; spec document 2
 * sections 2, 3 and 8; document 1 sections 3, 4 and 7): items unlock on their date and pay once;
 * gifts pay once, free bets only while none are held; nobody reaches another player's items.
 */
const t = rewardsTestServer('2026-11-25T10:00:00Z');
const USD = 100_000_000n;

async function levelUpItem(userId: string, level: number, amount: bigint, date: string) {
  return t.db
    .insertInto('reward_calendar_items')
    .values({
      user_id: userId,
      source: 'level',
      source_ref: String(level),
      message: `LU Level ${level} reward`,
      amount,
      unlock_date: date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const gift = (username: string, type: 'credits' | 'freebets', amount: string, reason = 'Thanks') =>
  grantGift({
    db: t.db,
    realtime: t.server.realtime,
    operator: 'ops',
    username,
    type,
    amount,
    reason,
  });

describe('calendar', () => {
  it('lists 28 days from today with every date, and the scheduled half of a claim', async () => {
    const player = await t.signUp();
    await setCounters(t.db, player.user.id, { rakeback: '3' });
    await t.post(player, '/rakeback/claim');
    const res = await t.get(player, '/calendar');
    const body = res.json<CalendarResponse>();
    expect(body.today).toBe('2026-11-25');
    const dates = Object.keys(body.calendar);
    expect(dates).toHaveLength(28);
    expect(dates[0]).toBe('2026-11-25');
    expect(dates[27]).toBe('2026-12-22');
    expect(body.calendar['2026-11-25']).toEqual([]);
    expect(body.calendar['2026-11-26']).toEqual([
      expect.objectContaining({ message: 'Rakeback 1/3', value: '0.5', claimable: false }),
    ]);
  });

  it('pays an item only on or after its date, once, even with 50 claims at once', async () => {
    const player = await t.signUp();
    const { id } = await levelUpItem(player.user.id, 1, 42_000_000n, '2026-11-26');
    expect(errorOf(await t.post(player, `/calendar/${id}/claim`))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: REWARD_MESSAGES.calendarLocked,
    });
    expect(await claimsOf(t.db, player.user.id)).toEqual([]);
    expect(await pocketUnits(t.db, player.user.id, 'credits')).toBe(0n);

    t.setNow('2026-11-26T00:00:00Z');
    const calendar = (await t.get(player, '/calendar')).json<CalendarResponse>();
    expect(calendar.calendar['2026-11-26']).toEqual([
      { id, message: 'LU Level 1 reward', value: '0.42', date: '2026-11-26', claimable: true },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post(player, `/calendar/${id}/claim`)),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json<ClaimResult>()).toMatchObject({
      value: '0.42',
      paid: '0.42',
      scheduled: '0',
    });
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(refused)).toMatchObject({ status: 404, message: 'Reward not found' });
    }
    expect(await pocketUnits(t.db, player.user.id, 'credits')).toBe(42_000_000n);
    const after = (await t.get(player, '/calendar')).json<CalendarResponse>();
    expect(after.calendar['2026-11-26']).toEqual([]);
    expect((await t.get(player, '/stats')).json()).toMatchObject({ LUR: '0.42' });
    t.setNow('2026-11-25T10:00:00Z');
  });

  it("answers 404 for another player's item and a malformed id with 400", async () => {
    const [owner, other] = [await t.signUp(), await t.signUp()];
    const { id } = await levelUpItem(owner.user.id, 1, 42_000_000n, '2026-11-20');
    expect(errorOf(await t.post(other, `/calendar/${id}/claim`))).toMatchObject({
      status: 404,
      message: 'Reward not found',
    });
    expect(
      (await t.get(other, '/calendar')).json<CalendarResponse>().calendar['2026-11-25'],
    ).toEqual([]);
    expect((await t.post(other, '/calendar/not-a-uuid/claim')).statusCode).toBe(400);
    // An earlier unclaimed item is listed under today, claimable.
    const mine = (await t.get(owner, '/calendar')).json<CalendarResponse>();
    expect(mine.calendar['2026-11-25']).toEqual([
      expect.objectContaining({ id, date: '2026-11-20', claimable: true }),
    ]);
    expect(await calendarRowsOf(t.db, owner.user.id)).toEqual([
      expect.objectContaining({ id, claimed_at: null }),
    ]);
  });
});

describe('gifts', () => {
  it('lists, reads and pays a credits gift once, even with 50 claims at once', async () => {
    const player = await t.signUp();
    const granted = await gift(player.user.username, 'credits', '5', 'Welcome back');
    const info = (await t.get(player, '')).json<RewardInfo>();
    expect(info.giftState).toBe(false);
    const listed = (await t.get(player, '/gifts')).json<{ gifts: Gift[] }>();
    expect(listed.gifts).toEqual([
      expect.objectContaining({
        id: granted.gift.id,
        reward_type: 'credits',
        value: '5',
        reason: 'Welcome back',
        read: false,
        claimed: false,
      }),
    ]);
    const read = (await t.post(player, '/gifts/read')).json<{ gifts: Gift[] }>();
    expect(read.gifts[0]?.read).toBe(true);
    expect((await t.get(player, '')).json<RewardInfo>().giftState).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post(player, `/gifts/${granted.gift.id}/claim`)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(refused)).toMatchObject({ status: 409, message: 'Gift already claimed' });
    }
    expect(await pocketUnits(t.db, player.user.id, 'credits')).toBe(5n * USD);
    expect((await t.get(player, '/gifts')).json<{ gifts: Gift[] }>().gifts[0]?.claimed).toBe(true);
  });

  it("answers 404 for another player's gift and changes nothing", async () => {
    const [owner, other] = [await t.signUp(), await t.signUp()];
    const granted = await gift(owner.user.username, 'credits', '2');
    expect(errorOf(await t.post(other, `/gifts/${granted.gift.id}/claim`))).toMatchObject({
      status: 404,
      message: 'Gift not found',
    });
    expect((await t.get(other, '/gifts')).json()).toEqual({ gifts: [] });
    expect(await pocketUnits(t.db, other.user.id, 'credits')).toBe(0n);
    expect(await pocketUnits(t.db, owner.user.id, 'credits')).toBe(0n);
  });

  it('fills the free-bet balance only while none is held, and shows it in the inventory', async () => {
    const player = await t.signUp();
    await fund(t.db, player.user.id, '1', 'freebets');
    const granted = await gift(player.user.username, 'freebets', '4');
    expect(errorOf(await t.post(player, `/gifts/${granted.gift.id}/claim`))).toMatchObject({
      status: 409,
      message: 'Only one free bet balance at a time',
    });
    expect(await pocketUnits(t.db, player.user.id, 'freebets')).toBe(USD);
    expect((await t.get(player, '/gifts')).json<{ gifts: Gift[] }>().gifts[0]?.claimed).toBe(false);

    // Once spent (here: taken back by a balanced test entry), the gift can be claimed.
    await postEntry({
      db: t.db,
      idempotencyKey: `test_funding:spend-${player.user.id}`,
      kind: 'test_funding',
      postings: [
        { account: playerAccount(player.user.id, 'freebets'), amount: -USD },
        { account: houseAccount('bonus_expense', shardFor(player.user.id)), amount: USD },
      ],
    });
    const claimed = await t.post(player, `/gifts/${granted.gift.id}/claim`);
    expect(claimed.json<ClaimResult>()).toMatchObject({ balance: { freebets: '4' } });
    const inventory = (await t.get(player, '/inventory')).json<{ items: InventoryItem[] }>();
    expect(inventory.items).toEqual([
      {
        id: granted.gift.id,
        active: true,
        kind: 'freebets',
        label: 'Free bets',
        value: '4',
        expires_at: null,
      },
    ]);
  });

  it('lands only one of two free-bet gifts claimed at once', async () => {
    const player = await t.signUp();
    const [first, second] = [
      await gift(player.user.username, 'freebets', '2'),
      await gift(player.user.username, 'freebets', '3'),
    ];
    const answers = await Promise.all(
      [first, second].map((g) => t.post(player, `/gifts/${g.gift.id}/claim`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(errorOf(refused).message).toBe('Only one free bet balance at a time');
    expect([200_000_000n, 300_000_000n]).toContain(
      await pocketUnits(t.db, player.user.id, 'freebets'),
    );
  });
});

describe('VIP progress and wagering', () => {
  it('shows the level, avatar, bands with rewards, and the $69 wagering rule', async () => {
    const player = await t.signUp();
    await setLevel(t.db, player.user.id, 4);
    const vip = (await t.get(player, '/vip')).json<VipProgress>();
    expect(vip).toMatchObject({
      current_level: 4,
      amount_wagered: '0',
      profile_image: '/avatars/level-1.png',
    });
    expect(vip.level_bands).toHaveLength(41);
    expect(vip.level_bands[40]).toEqual({
      level: 40,
      min: 1_000_000_000,
      max: null,
      reward: '420000',
    });
    expect((await t.get(player, '/wagering')).json()).toEqual({
      wager_requirement: '69',
      wagered_amount: '0',
    });
  });
});

describe('user:join', () => {
  it('sends the rewards state to the joining player', async () => {
    const clients = socketClients();
    try {
      const baseUrl = await t.server.listen();
      const player = await t.signUp();
      await gift(player.user.username, 'credits', '1');
      const socket = await clients.open(baseUrl, '/user');
      const events = ['user:rewardInfo', 'user:levelThresholds', 'user:gifts', 'user:calendar'];
      const got = events.map((e) => collect<Record<string, unknown>>(socket, e, 800));
      expect(await join(socket, player.accessToken)).toMatchObject({ ok: true });
      const [info, thresholds, gifts, calendar] = await Promise.all(got);
      expect(info).toEqual([expect.objectContaining({ level: 0, giftState: false })]);
      expect(thresholds?.[0]?.level_bands).toHaveLength(41);
      expect(gifts).toEqual([{ gifts: [expect.objectContaining({ value: '1' })] }]);
      expect(calendar).toEqual([expect.objectContaining({ today: '2026-11-25' })]);
    } finally {
      clients.close();
    }
  });
});

describe('the ledger', () => {
  it('balances after every claim above', async () => {
    await expectLedgerConsistent(t.db);
  });
});
