import {
  BET_GAME_NAMES,
  HOUSE_EDGE_BPS,
  ORIGINAL_BET_GAMES,
  decimalToUnits,
  unitsToDecimal,
  type ConsoleActionResponse,
  type ConsoleGamesResponse,
  type CrashChainStatus,
  type GameSettingsRequest,
  type OriginalBetGame,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { getCrashChainStatus } from '#app/modules/games/crash/crash-status';
import { currentGameSettings, limitsOf } from '#app/modules/games/game-settings';
import { saveGameSetting } from '#app/modules/games/game-settings.repository';
import { insertConsoleAudit, operatorName, type ConsoleActor } from './console-audit.repository';
import { betsBreakdown } from './dashboard.repository';

/**
 * The console's Games section (issue 22, ADR 044): each original's settings with its house edge
 * (fixed by its provably fair rules, read-only) and today's bets and GGR; changes audited in the
 * change's transaction; the crash chain's state.
 */

const DAY_MS = 86_400_000;

export async function listGames(options: {
  db: DB;
  now: () => Date;
  defaultMaxProfit: bigint;
}): Promise<ConsoleGamesResponse> {
  const { db, defaultMaxProfit } = options;
  const from = new Date(Math.floor(options.now().getTime() / DAY_MS) * DAY_MS);
  const [all, today] = await Promise.all([
    currentGameSettings(db),
    betsBreakdown(db, { from, to: new Date(from.getTime() + DAY_MS), bucket: 'day' }, 'game'),
  ]);
  const byGame = new Map(today.map((row) => [row.key, row]));
  return {
    defaultMaxProfit: unitsToDecimal(defaultMaxProfit),
    games: ORIGINAL_BET_GAMES.map((game) => {
      const setting = all[game];
      const limits = limitsOf(setting, defaultMaxProfit);
      const row = byGame.get(game);
      return {
        game,
        name: BET_GAME_NAMES[game],
        enabled: limits.enabled,
        houseEdgeBps: HOUSE_EDGE_BPS[game],
        minBet: unitsToDecimal(limits.minBet),
        maxBet: limits.maxBet === null ? null : unitsToDecimal(limits.maxBet),
        maxProfit: unitsToDecimal(limits.maxProfit),
        maxProfitIsDefault: setting.maxProfit === null,
        today: {
          bets: row?.bets ?? 0,
          ggr: unitsToDecimal(row ? BigInt(row.stakes) - BigInt(row.payouts) : 0n),
        },
      };
    }),
  };
}

const unitsText = (dollars: string) => decimalToUnits(dollars).toString();

/** Replaces one game's settings; the audit row (before/after) commits with the change. */
export async function updateGame(options: {
  db: DB;
  actor: ConsoleActor;
  game: OriginalBetGame;
  request: GameSettingsRequest;
}): Promise<ConsoleActionResponse> {
  const { request } = options;
  const auditId = await saveGameSetting({
    db: options.db,
    game: options.game,
    operator: operatorName(options.actor),
    setting: {
      enabled: request.enabled,
      minBet: unitsText(request.minBet),
      maxBet: request.maxBet === null ? null : unitsText(request.maxBet),
      maxProfit: request.maxProfit === null ? null : unitsText(request.maxProfit),
    },
    inTransaction: (trx, { before, after }) =>
      insertConsoleAudit(trx, {
        actor: options.actor,
        action: 'game_settings',
        targetUserId: null,
        details: {
          game: options.game,
          reason: request.reason ?? null,
          before: dollarsOf(before),
          after: dollarsOf(after),
        },
      }),
  });
  return { ok: true, auditId: String(auditId) };
}

/** The audit shows dollars, like the rest of the console. */
function dollarsOf(setting: {
  enabled: boolean;
  minBet: string;
  maxBet: string | null;
  maxProfit: string | null;
}) {
  const dollars = (units: string | null) => (units === null ? null : unitsToDecimal(BigInt(units)));
  return {
    enabled: setting.enabled,
    minBet: dollars(setting.minBet),
    maxBet: dollars(setting.maxBet),
    maxProfit: dollars(setting.maxProfit),
  };
}

export const crashChainStatus = (db: DB): Promise<CrashChainStatus> => getCrashChainStatus(db);
