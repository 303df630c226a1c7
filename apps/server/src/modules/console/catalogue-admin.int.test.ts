/**
 * The console's provider catalogue (issue 22, ADR 048): what an operator switches off leaves the
 * players' lobby, its page and its launch; a provider switched off takes all its games; the
 * featured order changes the lobby's order; a catalogue import does not undo the operator; each
 * change is audited; bad input changes nothing.
 */
import { generateKeyPairSync } from 'node:crypto';
import type {
  CatalogueGamesResponse,
  CatalogueProvidersResponse,
  ConsoleCatalogueGame,
  GameProvidersResponse,
  GameSearchResponse,
} from '@tengu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, TEST_ENV, type SignedUp } from '#app/modules/auth/accounts.int-helpers';
import {
  startCatalogueFixture,
  type CatalogueFixture,
} from '#app/modules/provider-games/catalogue-fixture.int-helpers';
import { runGamesAdminCommand } from '#app/modules/provider-games/cli/admin-games';
import { createTestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { staffMember } from './console.int-helpers';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let database: TestDatabase;
let server: Awaited<ReturnType<typeof createTestApp>>;
let fixture: CatalogueFixture;
let admin: SignedUp;
let player: SignedUp;

async function importGames() {
  await runGamesAdminCommand({
    db: database.db,
    positionals: ['games', 'import'],
    providers: server.config.providers,
    print: () => undefined,
  });
}

beforeAll(async () => {
  fixture = await startCatalogueFixture();
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
  await importGames();
  admin = await staffMember(server, database.db, ['admin']);
  player = await signUp(server);
});
afterAll(async () => {
  await server.close();
  await database.drop();
  await fixture.close();
});

const inject = (method: 'GET' | 'POST', url: string, who: SignedUp, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(who.accessToken), payload });

async function lobby(): Promise<string[]> {
  const res = await server.app.inject({ method: 'GET', url: '/api/games/search?size=100' });
  return res
    .json<GameSearchResponse>()
    .games.filter((g) => !g.house)
    .map((g) => g.code ?? '');
}

async function consoleGames(query = '', pageSize = 100): Promise<CatalogueGamesResponse> {
  const url = `/api/admin/catalogue/games?pageSize=${pageSize}${query}`;
  return (await inject('GET', url, admin)).json();
}

const launch = (gameCode: string) =>
  inject('POST', '/api/provider-games/launch', player, {
    providerId: 'tengu-studio',
    gameCode,
    mode: 'real',
  });

const auditActions = async () =>
  (
    await database.db
      .selectFrom('admin_audit')
      .select(['action', 'details'])
      .where('action', 'like', 'catalogue_%')
      .orderBy('id')
      .execute()
  ).map((r) => ({ action: r.action, details: r.details as Record<string, unknown> }));

describe('the console catalogue', () => {
  it('lists the games server-paginated, searchable and filtered by provider and switch', async () => {
    const all = await consoleGames();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.every((g) => g.visible && g.enabled && g.providerEnabled)).toBe(true);
    const page = await consoleGames('&page=2', 2);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.uuid).toBe(all.items[2]?.uuid);
    const first = all.items[0]!;
    const found = await consoleGames(`&q=${encodeURIComponent(first.name.slice(0, 5))}`);
    expect(found.items.map((g) => g.uuid)).toContain(first.uuid);
    expect((await consoleGames('&provider=nobody')).total).toBe(0);
    expect((await consoleGames('&enabled=false')).total).toBe(0);
    const providers = (
      await inject('GET', '/api/admin/catalogue/providers', admin)
    ).json<CatalogueProvidersResponse>();
    expect(providers.providers).toEqual([
      {
        id: 'tengu-studio',
        name: 'Tengu Studio',
        games: all.total,
        enabledGames: all.total,
        enabled: true,
      },
    ]);
  });

  it('takes a disabled game out of the lobby, its page and its launch, and an import keeps it off', async () => {
    const game = (await consoleGames()).items[0]!;
    expect(await lobby()).toContain(game.code);
    expect((await launch(game.code)).statusCode).toBe(200);

    const off = await inject('POST', `/api/admin/catalogue/games/${game.uuid}/enabled`, admin, {
      enabled: false,
      reason: 'broken math',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<ConsoleCatalogueGame>()).toMatchObject({ enabled: false, visible: false });
    expect(await lobby()).not.toContain(game.code);
    const page = await server.app.inject({ method: 'GET', url: `/api/games/slug/${game.slug}` });
    expect(page.statusCode).toBe(404);
    const refused = await launch(game.code);
    expect([refused.statusCode, refused.json().error.message]).toEqual([404, 'Game not found.']);

    await importGames(); // the provider still lists it: the operator's switch stays
    expect(await lobby()).not.toContain(game.code);
    expect((await consoleGames('&enabled=false')).items.map((g) => g.uuid)).toEqual([game.uuid]);

    await inject('POST', `/api/admin/catalogue/games/${game.uuid}/enabled`, admin, {
      enabled: true,
    });
    expect(await lobby()).toContain(game.code);
    expect((await launch(game.code)).statusCode).toBe(200);
    expect((await auditActions()).slice(-2)).toEqual([
      {
        action: 'catalogue_game_disable',
        details: expect.objectContaining({
          gameId: game.uuid,
          reason: 'broken math',
          before: { enabled: true, position: null },
          after: { enabled: false, position: null },
        }),
      },
      { action: 'catalogue_game_enable', details: expect.objectContaining({ gameId: game.uuid }) },
    ]);
  });

  it("switches a whole provider off and on: its games leave the lobby, the providers' list and launches", async () => {
    const codes = (await consoleGames()).items.map((g) => g.code);
    const off = await inject('POST', '/api/admin/catalogue/providers/tengu-studio/enabled', admin, {
      enabled: false,
    });
    expect(off.json()).toEqual({ id: 'tengu-studio', enabled: false });
    expect(await lobby()).toEqual([]);
    const providers = await server.app.inject({ method: 'GET', url: '/api/games/providers' });
    expect(providers.json<GameProvidersResponse>().providers.map((p) => p.id)).not.toContain(
      'tengu-studio',
    );
    expect((await launch(codes[1]!)).statusCode).toBe(404);
    expect((await consoleGames()).items.every((g) => !g.visible && !g.providerEnabled)).toBe(true);

    await inject('POST', '/api/admin/catalogue/providers/tengu-studio/enabled', admin, {
      enabled: true,
    });
    expect((await lobby()).sort()).toEqual([...codes].sort());
    expect((await auditActions()).slice(-2).map((a) => a.action)).toEqual([
      'catalogue_provider_disable',
      'catalogue_provider_enable',
    ]);
  });

  it("puts featured games first in the players' lobby, in their order", async () => {
    const byName = await lobby();
    const [a, b, c] = [byName.at(-1)!, byName.at(-2)!, byName[0]!];
    const games = (await consoleGames()).items;
    const uuidOf = (code: string) => games.find((g) => g.code === code)!.uuid;
    const setPosition = (code: string, position: number | null) =>
      inject('POST', `/api/admin/catalogue/games/${uuidOf(code)}/position`, admin, { position });
    expect((await setPosition(a, 2)).json<ConsoleCatalogueGame>().position).toBe(2);
    await setPosition(b, 1);
    const featured = await lobby();
    expect(featured.slice(0, 2)).toEqual([b, a]);
    expect(featured.slice(2)).toEqual(byName.filter((code) => code !== a && code !== b));
    expect((await consoleGames()).items.slice(0, 2).map((g) => g.code)).toEqual([b, a]);

    await setPosition(b, null);
    expect((await lobby())[0]).toBe(a);
    expect((await lobby()).includes(c)).toBe(true);
  });

  it('refuses bad input and unknown targets without changing or auditing anything', async () => {
    const before = (await auditActions()).length;
    const game = (await consoleGames()).items[0]!;
    const cases = [
      [`/api/admin/catalogue/games/${game.uuid}/position`, { position: -1 }, 400],
      [`/api/admin/catalogue/games/${game.uuid}/position`, { position: 1.5 }, 400],
      [`/api/admin/catalogue/games/${game.uuid}/enabled`, { enabled: 'no' }, 400],
      ['/api/admin/catalogue/games/not-a-uuid/enabled', { enabled: false }, 400],
      [
        '/api/admin/catalogue/games/00000000-0000-4000-8000-000000000000/enabled',
        { enabled: false },
        404,
      ],
      ['/api/admin/catalogue/providers/nobody/enabled', { enabled: false }, 404],
    ] as const;
    for (const [url, body, status] of cases) {
      expect((await inject('POST', url, admin, body)).statusCode, url).toBe(status);
    }
    expect((await auditActions()).length).toBe(before);
    expect((await consoleGames()).items.find((g) => g.uuid === game.uuid)).toEqual(game);
  });
});
