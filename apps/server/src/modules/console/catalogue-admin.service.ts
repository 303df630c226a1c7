import {
  CONSOLE_CATALOGUE_MESSAGES,
  type CatalogueGamesQuery,
  type CatalogueProvidersResponse,
  type ConsoleCatalogueGame,
} from '@tengu/shared';
import type { Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import {
  findCatalogueProvider,
  listAdminGames,
  listAdminProviders,
  lockAdminGame,
  lockProviderSwitch,
  setGamePosition,
  setGameSwitch,
  setProviderSwitch,
  type AdminGameRow,
} from '#app/modules/provider-games/catalogue-admin.repository';
import { insertConsoleAudit, type ConsoleActor } from './console-audit.repository';

/**
 * The console's provider catalogue (issue 22, ADR 048): the operator switches games and whole
 * providers off and on and sets the featured order; each change and its audit row commit in
 * one transaction, the game row (or the provider's advisory lock) held first.
 */

export function toConsoleGame(row: AdminGameRow): ConsoleCatalogueGame {
  return {
    uuid: row.uuid,
    providerId: row.provider_id,
    providerName: row.provider_name,
    code: row.code,
    name: row.name,
    slug: row.slug,
    categories: row.categories,
    offeredByProvider: row.enabled,
    enabled: !row.operator_disabled,
    providerEnabled: row.provider_enabled,
    visible: row.enabled && !row.operator_disabled && row.provider_enabled,
    position: row.position,
  };
}

export async function listCatalogueGames(
  db: DB,
  query: CatalogueGamesQuery & { page: number; pageSize: number },
  window: { limit: number; offset: number },
) {
  const { rows, total } = await listAdminGames(
    db,
    {
      q: query.q,
      provider: query.provider,
      enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
    },
    window,
  );
  return { items: rows.map(toConsoleGame), total };
}

export async function listCatalogueProviders(db: DB): Promise<CatalogueProvidersResponse> {
  const rows = await listAdminProviders(db);
  return {
    providers: rows.map((r) => ({
      id: r.id,
      name: r.name,
      games: r.games,
      enabledGames: r.enabled_games,
      enabled: r.enabled,
    })),
  };
}

async function changeGame(
  db: DB,
  input: { actor: ConsoleActor; gameId: string; action: string; reason?: string | undefined },
  change: (trx: Transaction<Database>) => Promise<void>,
): Promise<ConsoleCatalogueGame> {
  return db.transaction().execute(async (trx) => {
    const before = await lockAdminGame(trx, input.gameId);
    if (!before) throw new AppError('NOT_FOUND', CONSOLE_CATALOGUE_MESSAGES.gameNotFound);
    await change(trx);
    const after = (await lockAdminGame(trx, input.gameId))!;
    await insertConsoleAudit(trx, {
      actor: input.actor,
      action: input.action,
      targetUserId: null,
      details: {
        gameId: input.gameId,
        provider: before.provider_id,
        code: before.code,
        reason: input.reason ?? null,
        before: { enabled: !before.operator_disabled, position: before.position },
        after: { enabled: !after.operator_disabled, position: after.position },
      },
    });
    return toConsoleGame(after);
  });
}

export function switchCatalogueGame(
  db: DB,
  input: { actor: ConsoleActor; gameId: string; enabled: boolean; reason?: string | undefined },
) {
  return changeGame(
    db,
    { ...input, action: input.enabled ? 'catalogue_game_enable' : 'catalogue_game_disable' },
    (trx) => setGameSwitch(trx, input.gameId, input.enabled),
  );
}

export function positionCatalogueGame(
  db: DB,
  input: { actor: ConsoleActor; gameId: string; position: number | null },
) {
  return changeGame(db, { ...input, action: 'catalogue_game_position' }, (trx) =>
    setGamePosition(trx, input.gameId, input.position),
  );
}

export async function switchCatalogueProvider(
  db: DB,
  input: { actor: ConsoleActor; providerId: string; enabled: boolean; reason?: string | undefined },
): Promise<{ id: string; enabled: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockProviderSwitch(trx, input.providerId);
    const before = await findCatalogueProvider(trx, input.providerId);
    if (!before) throw new AppError('NOT_FOUND', CONSOLE_CATALOGUE_MESSAGES.providerNotFound);
    await setProviderSwitch(trx, input.providerId, input.enabled);
    await insertConsoleAudit(trx, {
      actor: input.actor,
      action: input.enabled ? 'catalogue_provider_enable' : 'catalogue_provider_disable',
      targetUserId: null,
      details: {
        provider: input.providerId,
        reason: input.reason ?? null,
        before: { enabled: before.enabled },
        after: { enabled: input.enabled },
      },
    });
    return { id: input.providerId, enabled: input.enabled };
  });
}
