import { generateKeyPairSync } from 'node:crypto';
import {
  HOUSE_GAMES,
  PROVIDER_CATALOGUE_MESSAGES,
  type FavouritesResponse,
  type GameDetailResponse,
  type GameProvidersResponse,
  type GameSearchResponse,
} from '@tengu/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, TEST_ENV } from '#app/modules/auth/accounts.int-helpers';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { startCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.int-helpers';
import { startCatalogueImport } from './catalogue-import';
import { runGamesAdminCommand } from './cli/admin-games';

/** The providers' catalogue import, game search, game pages and favourites (issue 20, ADR 030). */

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let fixture: CatalogueFixture;
let pristine: CatalogueFixture['catalogue'];
const STUDIO_GAMES = 5;

beforeAll(async () => {
  fixture = await startCatalogueFixture();
  pristine = structuredClone(fixture.catalogue);
  database = await createTestDatabase();
  server = await createTestApp({
    db: database.db,
    env: {
      ...TEST_ENV,
      PROVIDERS: JSON.stringify([
        {
          id: 'tengu-studio',
          walletPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }),
          launchUrl: `${fixture.base}/play`,
        },
      ]),
    },
  });
});
afterAll(async () => {
  await server.close();
  await database.drop();
  await fixture.close();
});
beforeEach(() => {
  fixture.catalogue = structuredClone(pristine);
  fixture.failWith = null;
});

const providers = () => server.config.providers;

async function importGames() {
  const lines: string[] = [];
  await runGamesAdminCommand({
    db: database.db,
    positionals: ['games', 'import'],
    providers: providers(),
    print: (line) => lines.push(line),
  });
  return lines;
}

async function get<T>(url: string, token?: string) {
  const res = await server.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as T };
}

async function favourite(method: 'PUT' | 'DELETE', uuid: string, token?: string) {
  const res = await server.app.inject({
    method,
    url: `/api/games/favourites/${uuid}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as { favourite?: boolean; error?: { code: string; message: string } },
  };
}

async function providerGames(query = '') {
  const { body } = await get<GameSearchResponse>(`/api/games/search?query=${query}&size=100`);
  return body.games.filter((g) => !g.house);
}

describe('catalogue import', () => {
  it('derives the catalogue address from the launch URL', () => {
    expect(providers()[0]?.catalogueUrl).toBe(`${fixture.base}/catalogue`);
  });

  it('imports every game once, however often it runs, and keeps their ids', async () => {
    expect(await importGames()).toEqual([
      `tengu-studio: ${STUDIO_GAMES} games imported, 0 disabled`,
    ]);
    const first = await providerGames();
    expect(first.map((g) => g.name).sort()).toEqual(pristine.games.map((g) => g.name).sort());
    const koi = first.find((g) => g.slug === 'Koi-Fortune');
    expect(koi).toMatchObject({
      provider: 'Tengu Studio',
      providerId: 'tengu-studio',
      code: 'koi-fortune',
      house: false,
      image: `${fixture.base}/images/koi-fortune.svg`,
    });
    expect(koi?.image_gradient).toHaveLength(2);

    fixture.catalogue.games[0]!.name = 'Renamed Game';
    await importGames();
    const second = await providerGames();
    expect(second).toHaveLength(STUDIO_GAMES);
    const renamed = second.find((g) => g.code === pristine.games[0]!.code);
    expect(renamed?.name).toBe('Renamed Game');
    expect(renamed?.uuid).toBe(first.find((g) => g.code === pristine.games[0]!.code)?.uuid);
  });

  it('disables a game the provider no longer lists and brings it back when it returns', async () => {
    await importGames();
    const gone = pristine.games[1]!;
    const before = (await providerGames()).find((g) => g.code === gone.code);
    fixture.catalogue.games = fixture.catalogue.games.filter((g) => g.code !== gone.code);
    expect(await importGames()).toEqual([
      `tengu-studio: ${STUDIO_GAMES - 1} games imported, 1 disabled`,
    ]);
    expect((await providerGames()).map((g) => g.code)).not.toContain(gone.code);
    const page = await get<{ error: { message: string } }>(`/api/games/slug/${gone.slug}`);
    expect(page.status).toBe(404);
    expect(page.body.error.message).toBe(PROVIDER_CATALOGUE_MESSAGES.gameNotFound);
    const rows = await database.db
      .selectFrom('provider_games')
      .select(['code', 'enabled'])
      .where('code', '=', gone.code)
      .execute();
    expect(rows).toEqual([{ code: gone.code, enabled: false }]);

    fixture.catalogue = structuredClone(pristine);
    await importGames();
    const back = (await providerGames()).find((g) => g.code === gone.code);
    expect(back?.uuid).toBe(before?.uuid);
  });

  it('leaves the catalogue as it was when the provider fails or serves a bad catalogue', async () => {
    await importGames();
    fixture.failWith = 503;
    await expect(importGames()).rejects.toThrow('catalogue import failed for tengu-studio');
    fixture.failWith = null;
    fixture.catalogue.games[0]!.image = 'not a url';
    fixture.catalogue.games = fixture.catalogue.games.slice(0, 1);
    await expect(importGames()).rejects.toThrow('catalogue import failed');
    fixture.catalogue = structuredClone(pristine);
    fixture.catalogue.games[0]!.slug = 'dice';
    await expect(importGames()).rejects.toThrow('catalogue import failed');
    expect(await providerGames()).toHaveLength(STUDIO_GAMES);
    expect((await providerGames()).map((g) => g.slug)).not.toContain('dice');
  });

  it('accepts a bonus buy given as the bare price and a category no list shows', async () => {
    const first = fixture.catalogue.games[0]! as unknown as Record<string, unknown>;
    first.bonusBuy = 250;
    first.categories = ['slots', 'table'];
    await importGames();
    const game = (await providerGames()).find((g) => g.code === first.code);
    expect(game?.bonusBuy).toEqual({ priceX: 250, rtpTarget: null });
    expect(game?.categories).toEqual(['slots', 'table']);
    fixture.catalogue = structuredClone(pristine);
    await importGames();
  });

  it('retries the start-up import until the provider answers', async () => {
    fixture.failWith = 503;
    const hitsBefore = fixture.hits.length;
    const warnings: object[] = [];
    const run = startCatalogueImport({
      db: database.db,
      providers: providers(),
      log: { info: () => {}, warn: (o) => warnings.push(o) },
      retryMs: 50,
    });
    await new Promise((r) => setTimeout(r, 120));
    fixture.failWith = null;
    await run.done;
    run.stop();
    expect(warnings.length).toBeGreaterThan(0);
    expect(fixture.hits.length - hitsBefore).toBeGreaterThanOrEqual(2);
    expect(await providerGames()).toHaveLength(STUDIO_GAMES);
  });
});

describe('game search', () => {
  beforeAll(importGames);

  it('lists every game for empty text, house games flagged first', async () => {
    const { status, body } = await get<GameSearchResponse>('/api/games/search');
    expect(status).toBe(200);
    expect(body.total).toBe(HOUSE_GAMES.length + STUDIO_GAMES);
    expect(body.size).toBe(100);
    const house = body.games.filter((g) => g.house);
    expect(house.map((g) => g.slug)).toEqual(HOUSE_GAMES.map((g) => g.slug));
    expect(body.games.slice(0, HOUSE_GAMES.length).every((g) => g.house)).toBe(true);
  });

  it('pages through the whole list without repeating a game', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { body } = await get<GameSearchResponse>(`/api/games/search?page=${page}&size=5`);
      expect(body.hasMore).toBe(page < 4);
      seen.push(...body.games.map((g) => g.uuid));
    }
    expect(seen).toHaveLength(HOUSE_GAMES.length + STUDIO_GAMES);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('finds by name, category, bonus buy and provider', async () => {
    const koi = await get<GameSearchResponse>('/api/games/search?query=koi');
    expect(koi.body.games.map((g) => g.name)).toEqual(['Koi Fortune']);
    const live = await get<GameSearchResponse>('/api/games/search?category=live');
    expect(live.body.games.map((g) => g.name)).toEqual(['Shrine Roulette']);
    const buys = await get<GameSearchResponse>('/api/games/search?bonusBuy=true');
    const withBuy = pristine.games.filter((g) => g.bonusBuy).map((g) => g.name);
    expect(buys.body.games.map((g) => g.name).sort()).toEqual(withBuy.sort());
    const studio = await get<GameSearchResponse>('/api/games/search?provider=tengu-studio');
    expect(studio.body.total).toBe(STUDIO_GAMES);
    const house = await get<GameSearchResponse>('/api/games/search?provider=tengu');
    expect(house.body.games.every((g) => g.house)).toBe(true);
    const newest = await get<GameSearchResponse>('/api/games/search?sort=new');
    expect(newest.body.total).toBe(STUDIO_GAMES);
    expect(newest.body.games.some((g) => g.house)).toBe(false);
    const wild = await get<GameSearchResponse>('/api/games/search?query=%25_');
    expect(wild.body.total).toBe(0);
  });

  it('refuses a bad page or size with 400', async () => {
    expect((await get('/api/games/search?size=101')).status).toBe(400);
    expect((await get('/api/games/search?page=0')).status).toBe(400);
    expect((await get('/api/games/search?category=poker')).status).toBe(400);
  });

  it('lists the providers with their counts', async () => {
    const { body } = await get<GameProvidersResponse>('/api/games/providers');
    expect(body.providers).toEqual([{ id: 'tengu-studio', name: 'Tengu Studio', games: 5 }]);
  });

  it("serves a game's page with its demo address", async () => {
    const { status, body } = await get<GameDetailResponse>('/api/games/slug/Book-of-Degen');
    expect(status).toBe(200);
    expect(body.game.name).toBe('Book of Degen');
    const demo = new URL(body.demoUrl);
    expect(demo.origin + demo.pathname).toBe(`${fixture.base}/play`);
    expect(demo.searchParams.get('mode')).toBe('demo');
    expect(demo.searchParams.get('game_code')).toBe('book-of-degen');
    expect(demo.searchParams.get('token')).toBeNull();
    expect((await get('/api/games/slug/No-Such-Game')).status).toBe(404);
  });
});

describe('favourites', () => {
  beforeAll(importGames);

  it('are for signed-in players only', async () => {
    const [game] = await providerGames('koi');
    expect((await favourite('PUT', game!.uuid)).status).toBe(401);
    expect((await get('/api/games/favourites')).status).toBe(401);
  });

  it('are idempotent, private to each player, and list only games on offer', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const [koi] = await providerGames('koi');
    const [sakura] = await providerGames('sakura');
    const put = await Promise.all(
      Array.from({ length: 5 }, () => favourite('PUT', koi!.uuid, alice.accessToken)),
    );
    expect(put.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await favourite('PUT', sakura!.uuid, bob.accessToken);

    const mine = await get<FavouritesResponse>('/api/games/favourites', alice.accessToken);
    expect(mine.body.games.map((g) => g.name)).toEqual(['Koi Fortune']);
    const state = await get<{ favourite: boolean }>(
      `/api/games/favourites/${sakura!.uuid}`,
      alice.accessToken,
    );
    expect(state.body.favourite).toBe(false);
    const bobs = await get<FavouritesResponse>('/api/games/favourites', bob.accessToken);
    expect(bobs.body.games.map((g) => g.name)).toEqual(['Sakura Tumble']);

    // Alice's un-hearting touches only her own row, however often she does it.
    for (let i = 0; i < 2; i += 1) {
      const res = await favourite('DELETE', sakura!.uuid, alice.accessToken);
      expect(res).toEqual({ status: 200, body: { uuid: sakura!.uuid, favourite: false } });
    }
    expect(
      (await get<FavouritesResponse>('/api/games/favourites', bob.accessToken)).body.games,
    ).toHaveLength(1);

    // A disabled game drops out of the list.
    fixture.catalogue.games = fixture.catalogue.games.filter((g) => g.code !== 'koi-fortune');
    await importGames();
    expect(
      (await get<FavouritesResponse>('/api/games/favourites', alice.accessToken)).body.games,
    ).toEqual([]);
    fixture.catalogue = structuredClone(pristine);
    await importGames();
  });

  it('refuses an unknown or malformed game', async () => {
    const carol = await signUp(server);
    const unknown = await favourite(
      'PUT',
      '00000000-0000-4000-8000-000000000000',
      carol.accessToken,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(PROVIDER_CATALOGUE_MESSAGES.gameNotFound);
    expect((await favourite('PUT', 'house:dice', carol.accessToken)).status).toBe(400);
  });
});
