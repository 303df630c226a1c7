import { randomUUID } from 'node:crypto';
import {
  FREE_SPIN_MESSAGES,
  type FreeSpinLootboxResponse,
  type FreeSpinOptionsResponse,
  type FreeSpinTipResponse,
  type ProviderLaunchResponse,
} from '@tengu/shared';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#app/db/embedded-postgres';
import { bearer, signUp } from '#app/modules/auth/accounts.int-helpers';
import { expectLedgerConsistent, fundPlayer } from '#app/modules/ledger/ledger.testing';
import { importAllCatalogues } from '#app/modules/provider-games/catalogue-import';
import { pocketUnits } from '#app/modules/wallet/wallet.int-helpers';
import {
  providerEntry,
  startStudioLoopback,
  type StudioLoopback,
} from '#app/modules/provider-wallet/studio-loopback.int-helpers';
import type { TestDatabase } from '#test/test-database';
import { runFreeSpinsAdminCommand } from './cli/admin-free-spins';
import { retryPendingCampaigns } from './free-spin-delivery';

/**
 * Tip Freespins and lootbox free spins against the real studio (apps/provider) on loopback:
 * the tipper pays once, the studio holds the campaign, the recipient plays it out and the wins
 * land in their credits (issue 20; docs/decisions/033-free-spin-tips.md).
 */

let loopback: StudioLoopback;
let database: TestDatabase;
let casino: StudioLoopback['casino'];
let studioPool: pg.Pool;
let studioUrl: string;

const USD = 100_000_000n;

beforeAll(async () => {
  // Two more providers with the studio's keys: one with free spins whose address answers nothing
  // (a closed port), one without free spins.
  const deadUrl = `http://127.0.0.1:${await freePort()}`;
  loopback = await startStudioLoopback({
    studioEntry: { freeSpins: true },
    moreProviders: async (url) => [
      providerEntry('dead-studio', deadUrl, { freeSpins: true }),
      providerEntry('no-spins', url, { freeSpins: false }),
    ],
  });
  ({ database, casino, studioPool } = loopback);
  studioUrl = loopback.studio.url;
  const [imported] = await importAllCatalogues(database.db, [casino.config.providers[0]!]);
  expect(imported?.ok).toBe(true);
  // The same slots at the two other providers (their catalogues are not served).
  for (const providerId of ['dead-studio', 'no-spins']) {
    await sql`
      INSERT INTO provider_games (provider_id, provider_name, code, name, slug, categories, rtp,
        volatility, max_win_x, release_date, image, image_gradient)
      SELECT ${providerId}::text, provider_name, code, name, slug || '-' || ${providerId}::text,
        categories, rtp, volatility, max_win_x, release_date, image, image_gradient
      FROM provider_games WHERE provider_id = 'tengu-studio' AND code = 'koi-fortune'
    `.execute(database.db);
  }
});
afterAll(() => loopback?.close());

async function player(dollars: bigint) {
  const signed = await signUp(casino);
  if (dollars > 0n) {
    await fundPlayer({ db: database.db, userId: signed.user.id, amount: dollars * USD });
  }
  return { id: signed.user.id, username: signed.user.username, token: signed.accessToken };
}
type Player = Awaited<ReturnType<typeof player>>;

async function gameUuid(code: string, providerId = 'tengu-studio') {
  const row = await database.db
    .selectFrom('provider_games')
    .select('uuid')
    .where('provider_id', '=', providerId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.uuid;
}

async function tip(from: Player, body: Record<string, unknown>) {
  const res = await casino.app.inject({
    method: 'POST',
    url: '/api/provider-games/free-spins/tip',
    headers: bearer(from.token),
    payload: { provider: 'tengu-studio', requestId: randomUUID(), ...body },
  });
  return { status: res.statusCode, body: res.json() as FreeSpinTipResponse & ErrorShape };
}
interface ErrorShape {
  error: { code: string; message: string };
}

const credits = (userId: string) => pocketUnits(database.db, userId, 'credits');

/** The recipient launches the game and reads the studio's state: the free spins on offer. */
async function launch(p: Player, code: string) {
  const res = await casino.app.inject({
    method: 'POST',
    url: '/api/provider-games/launch',
    headers: bearer(p.token),
    payload: { providerId: 'tengu-studio', gameCode: code, currency: 'USD', mode: 'real' },
  });
  expect(res.statusCode).toBe(200);
  const query = new URL((res.json() as ProviderLaunchResponse).url).searchParams;
  const session = { token: query.get('token') ?? '', user: query.get('user') ?? '' };
  const state = await fetch(
    `${studioUrl}/api/state?${new URLSearchParams({ ...session, game_code: code })}`,
  );
  const body = (await state.json()) as { freeSpins: { count: number; bet: string | null } };
  return { session, freeSpins: body.freeSpins };
}

async function spinFree(session: { token: string; user: string }, code: string) {
  const res = await fetch(`${studioUrl}/api/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'USD', game_code: code, free: true, ...session }),
  });
  return { status: res.status, body: (await res.json()) as { win: string; isFree: boolean } };
}

describe('Tip Freespins', () => {
  it('offers the providers that grant free spins, the amounts and the known fallback games', async () => {
    const a = await player(0n);
    const res = await casino.app.inject({
      method: 'GET',
      url: '/api/provider-games/free-spins/options',
      headers: bearer(a.token),
    });
    const body = res.json() as FreeSpinOptionsResponse;
    expect(body.providers.map((p) => p.id)).toEqual(['tengu-studio', 'dead-studio']);
    expect(body.providers[0]?.name).toBe('Tengu Studio');
    expect(body.amounts).toContain('0.2');
    expect(body.maxCount).toBe(100);
    expect(body.knownFallbackCodes.sort()).toEqual([
      'book-of-degen',
      'golden-tengu',
      'koi-fortune',
      'sakura-tumble',
    ]);
  });

  it('refuses bad tips with the spec texts and moves nothing', async () => {
    const a = await player(5n);
    const b = await player(0n);
    const koi = await gameUuid('koi-fortune');
    const good = { userId: b.id, gameUuid: koi, spinCount: 3, spinAmount: '0.2' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, userId: a.id }, 400, FREE_SPIN_MESSAGES.cannotTipYourself],
      [{ ...good, userId: randomUUID() }, 404, FREE_SPIN_MESSAGES.userNotFound],
      [{ ...good, gameUuid: '' }, 400, FREE_SPIN_MESSAGES.noGame],
      [{ ...good, gameUuid: null }, 400, FREE_SPIN_MESSAGES.noGame],
      [{ ...good, spinAmount: '0' }, 400, FREE_SPIN_MESSAGES.invalidAmount],
      [{ ...good, spinAmount: '-1' }, 400, FREE_SPIN_MESSAGES.invalidAmount],
      [{ ...good, spinAmount: '0.15' }, 400, FREE_SPIN_MESSAGES.invalidAmount],
      [{ ...good, spinAmount: 'abc' }, 400, FREE_SPIN_MESSAGES.invalidAmount],
      [{ ...good, spinCount: 0 }, 400, FREE_SPIN_MESSAGES.invalidCount],
      [{ ...good, spinCount: 2.5 }, 400, FREE_SPIN_MESSAGES.invalidCount],
      [{ ...good, spinCount: 101 }, 400, FREE_SPIN_MESSAGES.invalidCount],
      [{ ...good, provider: 'no-spins' }, 400, FREE_SPIN_MESSAGES.providerNotAllowed],
      [{ ...good, provider: 'hacksaw' }, 400, FREE_SPIN_MESSAGES.providerNotAllowed],
      [{ ...good, gameUuid: randomUUID() }, 404, FREE_SPIN_MESSAGES.gameUnavailable],
      [
        { ...good, gameUuid: await gameUuid('shrine-roulette') },
        404,
        FREE_SPIN_MESSAGES.gameUnavailable,
      ],
      [{ ...good, gameUuid: 'lantern-festival' }, 404, FREE_SPIN_MESSAGES.gameUnavailable],
      [{ ...good, spinCount: 100, spinAmount: '100' }, 403, FREE_SPIN_MESSAGES.notEnoughBalance],
    ];
    for (const [body, status, message] of cases) {
      const res = await tip(a, body);
      expect([res.status, res.body.error?.message]).toEqual([status, message]);
    }
    const malformed = await tip(a, { ...good, requestId: 'nope' });
    expect(malformed.status).toBe(400);
    expect(await credits(a.id)).toBe(5n * USD);
    expect(
      await database.db
        .selectFrom('free_spin_campaigns')
        .select('id')
        .where('funded_by', '=', a.id)
        .execute(),
    ).toEqual([]);
  });

  it('A tips B three spins: A pays once, B plays them at the studio and keeps the wins', async () => {
    const a = await player(5n);
    const b = await player(0n);
    const requestId = randomUUID();
    const body = {
      userId: b.id,
      gameUuid: await gameUuid('koi-fortune'),
      spinCount: 3,
      spinAmount: '0.2',
      requestId,
    };
    const first = await tip(a, body);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`You sent 3 free spins of Koi Fortune to ${b.username}`);
    expect(first.body.campaign).toMatchObject({
      state: 'granted',
      spins: 3,
      spinAmount: '0.2',
      cost: '0.6',
      game: { slug: 'Koi-Fortune' },
    });
    expect(first.body.credits).toBe('4.4');
    // The same request again (a retry): the first answer, nothing moves twice.
    const again = await tip(a, body);
    expect(again.status).toBe(200);
    expect(again.body.campaign.id).toBe(first.body.campaign.id);
    expect(await credits(a.id)).toBe(5n * USD - 60_000_000n);

    const notes = await database.db
      .selectFrom('notifications')
      .select(['title', 'message', 'link'])
      .where('user_id', '=', b.id)
      .execute();
    expect(notes).toEqual([
      {
        title: 'You received free spins',
        message: `${a.username} sent you 3 free spins of Koi Fortune at $0.2`,
        link: '/casino/game/Koi-Fortune',
      },
    ]);

    const { session, freeSpins } = await launch(b, 'koi-fortune');
    expect(freeSpins).toEqual({ count: 3, bet: '20000' });
    const spins = [];
    for (let i = 0; i < 4; i++) spins.push(await spinFree(session, 'koi-fortune'));
    expect(spins.map((s) => s.status)).toEqual([200, 200, 200, 409]);
    const won = spins
      .filter((s) => s.status === 200)
      .reduce((sum, s) => sum + BigInt(s.body.win), 0n);
    // Provider units (10⁻⁵) → ledger units (10⁻⁸).
    expect(await credits(b.id)).toBe(won * 1_000n);
    expect(await credits(a.id)).toBe(5n * USD - 60_000_000n);
  });

  it('a game the studio does not have is refused there: the tipper gets the cost back', async () => {
    const a = await player(2n);
    const b = await player(0n);
    // A slot our catalogue lists but the studio cannot grant (its catalogue moved on).
    await database.db
      .updateTable('provider_games')
      .set({ code: 'retired-slot' })
      .where('provider_id', '=', 'tengu-studio')
      .where('code', '=', 'golden-tengu')
      .execute();
    try {
      const res = await tip(a, {
        userId: b.id,
        gameUuid: 'retired-slot',
        spinCount: 5,
        spinAmount: '0.2',
      });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe(FREE_SPIN_MESSAGES.refused);
    } finally {
      await database.db
        .updateTable('provider_games')
        .set({ code: 'golden-tengu' })
        .where('provider_id', '=', 'tengu-studio')
        .where('code', '=', 'retired-slot')
        .execute();
    }
    expect(await credits(a.id)).toBe(2n * USD);
    const [row] = await database.db
      .selectFrom('free_spin_campaigns')
      .select(['state', 'reversal_entry_id'])
      .where('funded_by', '=', a.id)
      .execute();
    expect(row?.state).toBe('refused');
    expect(row?.reversal_entry_id).not.toBeNull();
  });

  it('an unreachable provider keeps the tip pending; the retry grants it with the same uuid, once', async () => {
    const a = await player(2n);
    const b = await player(0n);
    const res = await tip(a, {
      userId: b.id,
      gameUuid: await gameUuid('koi-fortune', 'dead-studio'),
      spinCount: 2,
      spinAmount: '0.5',
      provider: 'dead-studio',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FREE_SPIN_MESSAGES.pending);
    expect(res.body.campaign.state).toBe('pending');
    expect(await credits(a.id)).toBe(2n * USD - USD);
    const deps = { db: database.db, providers: casino.config.providers, realtime: () => null };
    const later = () => new Date(Date.now() + 60_000);
    // Still down: stays pending, nothing moves.
    expect(await retryPendingCampaigns({ ...deps, now: later })).toBe(0);
    // The provider is back (same keys, now reachable at the studio's address).
    const back = casino.config.providers.map((p) =>
      p.id === 'dead-studio' ? { ...p, launchUrl: `${studioUrl}/play` } : p,
    );
    expect(await retryPendingCampaigns({ ...deps, providers: back, now: later })).toBe(1);
    expect(await retryPendingCampaigns({ ...deps, providers: back, now: later })).toBe(0);
    const campaign = await database.db
      .selectFrom('free_spin_campaigns')
      .select(['id', 'state'])
      .where('funded_by', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(campaign.state).toBe('granted');
    const held = await studioPool.query<{ count: number; bet: string }>(
      'SELECT count, bet FROM provider.campaigns WHERE campaign_uuid = $1',
      [campaign.id],
    );
    expect(held.rows).toEqual([{ count: 2, bet: 50_000n }]);
    expect(await credits(a.id)).toBe(USD);
  });

  it('the same request sent five times at once pays and grants once', async () => {
    const a = await player(2n);
    const b = await player(0n);
    const body = {
      userId: b.id,
      gameUuid: await gameUuid('book-of-degen'),
      spinCount: 2,
      spinAmount: '1',
      requestId: randomUUID(),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => tip(a, body)));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((x) => x.body.campaign.id)).size).toBe(1);
    expect(await credits(a.id)).toBe(0n);
    const { freeSpins } = await launch(b, 'book-of-degen');
    expect(freeSpins).toEqual({ count: 2, bet: '100000' });
  });

  it('N concurrent tips from one player never overdraw', async () => {
    const a = await player(1n);
    const b = await player(0n);
    const koi = await gameUuid('koi-fortune');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        tip(a, { userId: b.id, gameUuid: koi, spinCount: 1, spinAmount: '0.2' }),
      ),
    );
    const statuses = answers.map((x) => x.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403, 403, 403]);
    expect(await credits(a.id)).toBe(0n);
    const { freeSpins } = await launch(b, 'koi-fortune');
    expect(freeSpins.count).toBe(5);
  });
});

describe('lootbox free spins', () => {
  async function lootboxPrize(p: Player, spins: number) {
    const openId = randomUUID();
    await database.db
      .insertInto('free_spin_grants')
      .values({
        user_id: p.id,
        spins,
        spin_value: 20_000_000n,
        source: 'lootbox',
        source_id: openId,
      })
      .execute();
    return openId;
  }

  it('plays a prize once on the chosen game, paid by the house, even when claimed in a race', async () => {
    const p = await player(0n);
    const openId = await lootboxPrize(p, 3);
    const sakura = await gameUuid('sakura-tumble');
    const claim = () =>
      casino.app.inject({
        method: 'POST',
        url: `/api/provider-games/free-spins/lootbox/${openId}`,
        headers: bearer(p.token),
        payload: { gameUuid: sakura },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, claim));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((r) => r.json() as FreeSpinLootboxResponse);
    expect(new Set(bodies.map((b) => b.campaign.id)).size).toBe(1);
    // The claim that granted it answers granted; one that arrived while the grant was on its way
    // may answer pending. Read back, it is granted.
    expect(bodies.map((b) => b.campaign.state)).toContain('granted');
    const read = await casino.app.inject({
      method: 'GET',
      url: `/api/provider-games/free-spins/lootbox/${openId}`,
      headers: bearer(p.token),
    });
    expect(read.json<FreeSpinLootboxResponse>().campaign).toMatchObject({
      state: 'granted',
      spins: 3,
      spinAmount: '0.2',
      game: { slug: 'Sakura-Tumble' },
    });
    // Another game later: the first campaign stands.
    const other = await casino.app.inject({
      method: 'POST',
      url: `/api/provider-games/free-spins/lootbox/${openId}`,
      headers: bearer(p.token),
      payload: { gameUuid: await gameUuid('koi-fortune') },
    });
    expect((other.json() as FreeSpinLootboxResponse).campaign.game.slug).toBe('Sakura-Tumble');
    const funding = await database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('kind', '=', 'free_spin_bonus')
      .where('reference', '=', bodies[0]?.campaign.id ?? '')
      .execute();
    expect(funding).toHaveLength(1);
    const { session, freeSpins } = await launch(p, 'sakura-tumble');
    expect(freeSpins).toEqual({ count: 3, bet: '20000' });
    let won = 0n;
    for (let i = 0; i < 3; i++) won += BigInt((await spinFree(session, 'sakura-tumble')).body.win);
    expect(await credits(p.id)).toBe(won * 1_000n);
    const state = await casino.app.inject({
      method: 'GET',
      url: `/api/provider-games/free-spins/lootbox/${openId}`,
      headers: bearer(p.token),
    });
    expect(state.json()).toMatchObject({ campaign: { state: 'granted' } });
  });

  it("another player's prize is not theirs to claim or read", async () => {
    const owner = await player(0n);
    const thief = await player(0n);
    const openId = await lootboxPrize(owner, 5);
    for (const method of ['GET', 'POST'] as const) {
      const res = await casino.app.inject({
        method,
        url: `/api/provider-games/free-spins/lootbox/${openId}`,
        headers: bearer(thief.token),
        ...(method === 'POST' ? { payload: { gameUuid: await gameUuid('koi-fortune') } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const [grant] = await database.db
      .selectFrom('free_spin_grants')
      .select(['status', 'campaign_id'])
      .where('source_id', '=', openId)
      .execute();
    expect(grant).toEqual({ status: 'granted', campaign_id: null });
  });

  it('the operator tool lists campaigns by state with the reason of a refusal', async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    await runFreeSpinsAdminCommand({
      db: database.db,
      positionals: ['free-spins', 'list', 'refused'],
      print,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /\trefused\ttip for [^\t]+\t5 × \$0\.2 on tengu-studio\/retired-slot\tattempts 1\t.*provider answered 404/,
    );
    await expect(
      runFreeSpinsAdminCommand({
        db: database.db,
        positionals: ['free-spins', 'list', 'nope'],
        print,
      }),
    ).rejects.toThrow(/free-spins list/);
  });

  it('keeps the ledger consistent', async () => {
    await expectLedgerConsistent(database.db);
  });
});
