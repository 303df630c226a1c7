import type { BalancePayload, Gift, NotificationPayload } from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '#app/modules/admin/admin.service';
import { signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { runRewardsAdminCommand } from '#app/modules/rewards/cli/admin-rewards';
import { collect, join, socketClients } from '#test/socket-clients';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { createDatabaseRealtime, parseRelayed } from './database-relay';

/**
 * Events of `npm run admin` (a process without sockets) reach the players live through the
 * database: a gift granted from the shell lights the player's rewards and bell at once, and a
 * credit shows in the balance.
 */

let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
const clients = socketClients();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: { ...TEST_ENV, DATABASE_URL: database.url },
  });
  baseUrl = await server.listen();
});
afterAll(async () => {
  clients.close();
  await server.close();
  await database.drop();
});

describe('the realtime relay', () => {
  it("delivers the shell's gift to that player's sockets, and to nobody else", async () => {
    const player = await signUp(server);
    const other = await signUp(server);
    const [mine, theirs] = [await clients.open(baseUrl), await clients.open(baseUrl)];
    expect(await join(mine, player.accessToken)).toMatchObject({ ok: true });
    expect(await join(theirs, other.accessToken)).toMatchObject({ ok: true });

    const gifts = collect<{ gifts: Gift[] }>(mine, 'user:gifts', 1_000);
    const bell = collect<NotificationPayload>(mine, 'notification:new', 1_000);
    const theirGifts = collect<{ gifts: Gift[] }>(theirs, 'user:gifts', 1_000);
    // What `npm run admin -- rewards gift …` runs, with its database realtime.
    const realtime = createDatabaseRealtime(database.db);
    await runRewardsAdminCommand({
      db: database.db,
      positionals: ['rewards', 'gift'],
      values: { user: player.user.username, type: 'credits', amount: '5', reason: 'Welcome' },
      operator: 'ops',
      print: () => undefined,
      realtime,
    });
    await realtime.flush();

    // Joining also sends the gifts (then empty), and under load that answer may arrive after the
    // relayed one: look for the payload that carries the gift.
    const received = (await gifts).find((p) => p.gifts.length > 0);
    expect(received?.gifts).toMatchObject([
      { reward_type: 'credits', value: '5', reason: 'Welcome', read: false },
    ]);
    expect(await bell).toMatchObject([{ title: 'You received a gift', message: 'Welcome' }]);
    // The other player got only what joining sends: no gift.
    expect((await theirGifts).flatMap((p) => p.gifts)).toEqual([]);
  });

  it("delivers the new balance of the shell's credit", async () => {
    const player = await signUp(server);
    const socket = await clients.open(baseUrl);
    expect(await join(socket, player.accessToken)).toMatchObject({ ok: true });
    const balances = collect<BalancePayload>(socket, 'user:balance', 1_000);
    const realtime = createDatabaseRealtime(database.db);
    await adjustBalance({
      db: database.db,
      operator: 'ops',
      action: 'credit',
      username: player.user.username,
      amount: '12.5',
      pocket: 'credits',
      reason: 'goodwill',
      realtime,
    });
    await realtime.flush();
    expect((await balances).at(-1)).toEqual({ credits: '12.5', freebets: '0' });
  });

  it('drops malformed messages', () => {
    const userId = '0b6f7d8e-1c2a-4b3c-9d4e-5f6a7b8c9d0e';
    expect(parseRelayed('not json')).toBeNull();
    expect(parseRelayed(JSON.stringify({ to: 'user', userId, event: 'bad event' }))).toBeNull();
    expect(
      parseRelayed(JSON.stringify({ to: 'user', userId: 'x', event: 'user:gifts', payload: 1 })),
    ).toBeNull();
    expect(
      parseRelayed(JSON.stringify({ to: 'all', namespace: '/admin', event: 'a:b', payload: 1 })),
    ).toBeNull();
    expect(
      parseRelayed(JSON.stringify({ to: 'user', userId, event: 'user:gifts', payload: [] })),
    ).toEqual({ to: 'user', userId, event: 'user:gifts', payload: [] });
  });
});
