import { createHash } from 'node:crypto';
import { lootboxDraw } from '@tengu/fairness';
import {
  LOOTBOX_MESSAGES,
  LOOTBOX_PRIZES,
  LOOTBOX_WEIGHTS_BPS,
  type LootboxOpensResponse,
  type RewardInfo,
} from '@tengu/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent } from '#app/modules/ledger/ledger.testing';
import { collect, join, socketClients } from '#test/socket-clients';
import { runLootboxAdminCommand } from './cli/admin-lootbox';
import {
  activeNonce,
  arrangeSeeds,
  goldUnits,
  lootboxTestServer,
  NONCE_FOR,
  openedOf,
  opensOf,
} from './lootbox.int-helpers';

const t = lootboxTestServer();
const GOLD = 100_000_000n;

async function admin(...positionals: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runLootboxAdminCommand({
    db: t.db,
    positionals: ['lootbox', ...positionals],
    operator: 'ops-kim',
    print: (line) => lines.push(line),
  });
  return lines;
}

let codes = 0;
/** A fresh code made with the operator command. */
async function newCode(...options: string[]): Promise<string> {
  codes += 1;
  const code = `TEST${codes}`;
  await admin('create', code, ...options);
  return code;
}

function expectRefused(res: { statusCode: number; body: string }) {
  expect(res.statusCode).toBe(400);
  expect(JSON.parse(res.body)).toEqual({
    error: { code: 'BAD_REQUEST', message: LOOTBOX_MESSAGES.failed },
  });
}

describe('POST /api/lootbox/open', () => {
  it('draws the prize from the seed pair at its nonce, credits Gold once and advances the nonce', async () => {
    const player = await t.signUp();
    await arrangeSeeds(t.db, player.user.id, NONCE_FOR.gold_2500);
    const code = await newCode();
    const res = await t.open(player, { code: code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const { success, lootboxResult, message } = openedOf(res.body);
    expect({ success, message }).toEqual({ success: true, message: LOOTBOX_MESSAGES.opened });
    expect(lootboxResult).toMatchObject({
      name: 'gold_2500',
      title: '2,500 Gold',
      value: '2500',
      amount: '2500',
      chance: 10,
      category: 'gold',
      nbRounds: 0,
      property: 'tengu_gold',
      code,
      fairness: {
        client_seed: 'tengu-client',
        nonce: NONCE_FOR.gold_2500,
        server_seed: null,
      },
    });
    expect(await goldUnits(t.db, player.user.id)).toBe(2_500n * GOLD);
    expect(await activeNonce(t.db, player.user.id)).toBe(NONCE_FOR.gold_2500 + 1);
    const info = await t.get(player, '/api/rewards');
    expect((info.json() as RewardInfo).balances.token_balance).toBe('2500');
  });

  it('grants free spins at $0.20 as a free-spin grant row, paying nothing now', async () => {
    const player = await t.signUp();
    await arrangeSeeds(t.db, player.user.id, NONCE_FOR.free_spins_50);
    const res = await t.open(player, { code: await newCode() });
    const { lootboxResult } = openedOf(res.body);
    expect(lootboxResult).toMatchObject({
      name: 'free_spins_50',
      nbRounds: 50,
      property: 'free_spin',
      spinValue: '0.20',
      chance: 0.3,
    });
    const grants = await t.db
      .selectFrom('free_spin_grants')
      .selectAll()
      .where('user_id', '=', player.user.id)
      .execute();
    expect(grants).toEqual([
      expect.objectContaining({
        spins: 50,
        spin_value: 20_000_000n,
        source: 'lootbox',
        source_id: lootboxResult.id,
        status: 'granted',
      }),
    ]);
    expect(await goldUnits(t.db, player.user.id)).toBe(0n);
  });

  it('pays nothing for the empty box', async () => {
    const player = await t.signUp();
    await arrangeSeeds(t.db, player.user.id, NONCE_FOR.empty_box);
    const { lootboxResult } = openedOf((await t.open(player, { code: await newCode() })).body);
    expect(lootboxResult).toMatchObject({ name: 'empty_box', property: 'empty_box', amount: '0' });
    expect(await goldUnits(t.db, player.user.id)).toBe(0n);
    expect((await opensOf(t.db, player.user.id))[0]?.ledger_entry_id).toBeNull();
  });

  it('opens once per code under 20 concurrent requests: one success, 19 refusals, Gold once', async () => {
    const player = await t.signUp();
    await arrangeSeeds(t.db, player.user.id, NONCE_FOR.gold_1000);
    const code = await newCode();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.open(player, { code })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const res of refused) expectRefused(res);
    expect(await goldUnits(t.db, player.user.id)).toBe(1_000n * GOLD);
    expect(await opensOf(t.db, player.user.id)).toHaveLength(1);
    expect(await activeNonce(t.db, player.user.id)).toBe(NONCE_FOR.gold_1000 + 1);
    expect((await admin('list')).find((l) => l.startsWith(code))).toContain('1 opened');
  });

  it('lets another player open the same code', async () => {
    const code = await newCode();
    const [first, second] = [await t.signUp(), await t.signUp()];
    expect((await t.open(first, { code })).statusCode).toBe(200);
    expect((await t.open(second, { code })).statusCode).toBe(200);
    expectRefused(await t.open(first, { code }));
  });

  it('refuses unknown, disabled, expired, used-up and malformed codes with the spec text, changing nothing', async () => {
    const player = await t.signUp();
    await arrangeSeeds(t.db, player.user.id, NONCE_FOR.gold_100);
    const disabled = await newCode();
    await admin('disable', disabled);
    const expired = await newCode('expires=2026-11-26T09:59:59Z');
    const usedUp = await newCode('max-uses=1');
    expect((await t.open(await t.signUp(), { code: usedUp })).statusCode).toBe(200);

    const attempts = [
      { code: 'NOSUCHCODE' },
      { code: disabled },
      { code: expired },
      { code: usedUp },
      { code: '' },
      { code: 'x'.repeat(65) },
      { code: 'bad code!' },
      { code: 42 },
      {},
      undefined,
    ];
    for (const payload of attempts) expectRefused(await t.open(player, payload));
    expect(await goldUnits(t.db, player.user.id)).toBe(0n);
    expect(await opensOf(t.db, player.user.id)).toEqual([]);
    expect(await activeNonce(t.db, player.user.id)).toBe(NONCE_FOR.gold_100);
    expect((await t.open(null, { code: 'NOSUCHCODE' })).statusCode).toBe(401);
  });

  it('lets the last use of a limited code go to one of two players opening at once', async () => {
    const code = await newCode('max-uses=1');
    const players = [await t.signUp(), await t.signUp()];
    const answers = await Promise.all(players.map((p) => t.open(p, { code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('sends the new Gold balance live (user:rewardInfo) after a Gold prize', async () => {
    const clients = socketClients();
    try {
      const baseUrl = await t.server.listen();
      const player = await t.signUp();
      await arrangeSeeds(t.db, player.user.id, NONCE_FOR.gold_100);
      const socket = await clients.open(baseUrl, '/user');
      // Joining sends the rewards state (Gold 0) too; the open's event must follow with 100.
      const infos = collect<RewardInfo>(socket, 'user:rewardInfo', 1500);
      expect(await join(socket, player.accessToken)).toMatchObject({ ok: true });
      expect((await t.open(player, { code: await newCode() })).statusCode).toBe(200);
      const golds = (await infos).map((i) => i.balances.token_balance);
      expect(golds.at(-1)).toBe('100');
      expect(golds.filter((g) => g === '100')).toHaveLength(1);
    } finally {
      clients.close();
    }
  });
});

describe('fairness of a recorded open', () => {
  it('is reproduced by the pure draw from the server seed revealed by rotating the pair', async () => {
    const player = await t.signUp();
    const code = await newCode();
    const opened = openedOf((await t.open(player, { code })).body).lootboxResult;
    const rotate = await t.server.app.inject({
      method: 'POST',
      url: '/api/fairness/seeds/rotate',
      headers: bearer(player.accessToken),
      payload: { clientSeed: 'newseed1' },
    });
    expect(rotate.statusCode).toBe(200);

    const { opens } = (await t.get(player, '/api/lootbox/opens')).json() as LootboxOpensResponse;
    expect(opens.map((o) => o.id)).toEqual([opened.id]);
    const { server_seed, server_seed_hash, client_seed, nonce } = opens[0]!.fairness;
    expect(server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(server_seed!).digest('hex')).toBe(server_seed_hash);
    expect(server_seed_hash).toBe(opened.fairness.server_seed_hash);
    const { index } = lootboxDraw({
      serverSeed: server_seed!,
      clientSeed: client_seed,
      nonce,
      weightsBps: LOOTBOX_WEIGHTS_BPS,
    });
    expect(LOOTBOX_PRIZES[index]?.name).toBe(opened.name);
  });

  it('shows a player only their own opens', async () => {
    const stranger = await t.signUp();
    const { opens } = (await t.get(stranger, '/api/lootbox/opens')).json() as LootboxOpensResponse;
    expect(opens).toEqual([]);
  });
});

describe('npm run admin -- lootbox', () => {
  it('creates, lists and disables codes, audited; refuses duplicates and bad input', async () => {
    const [created] = await admin(
      'create',
      'summer-26',
      'max-uses=5',
      'expires=2027-01-01T00:00:00Z',
    );
    expect(created).toMatch(/^created SUMMER-26\tactive\t0 opened \(max 5\)\texpires 2027-01-01/);
    await expect(admin('create', 'SUMMER-26')).rejects.toThrow(
      'The code SUMMER-26 exists already.',
    );
    await expect(admin('create', 'a!')).rejects.toThrow('A code is 3 to 32 letters');
    await expect(admin('create', 'OK-CODE', 'max-uses=0')).rejects.toThrow('max-uses');
    await expect(admin('disable', 'NOPE-NOPE')).rejects.toThrow('Unknown code: NOPE-NOPE.');
    const [disabled] = await admin('disable', 'summer-26');
    expect(disabled).toContain('SUMMER-26\tdisabled');
    const audits = await t.db
      .selectFrom('admin_audit')
      .select(['operator', 'action', 'details'])
      .where('action', 'like', 'lootbox_code_%')
      .where('operator', '=', 'ops-kim')
      .execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        {
          operator: 'ops-kim',
          action: 'lootbox_code_create',
          details: { code: 'SUMMER-26', maxUses: 5, expiresAt: '2027-01-01T00:00:00.000Z' },
        },
        { operator: 'ops-kim', action: 'lootbox_code_disable', details: { code: 'SUMMER-26' } },
      ]),
    );
  });
});

describe('the ledger', () => {
  it('balances in USD and GOLD after every open above', async () => {
    await expectLedgerConsistent(t.db);
  });
});
