import {
  BET_GAME_NAMES,
  DEFAULT_GAME_SETTINGS,
  GAME_SETTINGS_MESSAGES,
  isOriginalBetGame,
  storedGameSettingsSchema,
  unitsToDecimal,
  type BetGame,
  type StoredGameSetting,
  type StoredGameSettings,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { createMemoryCopy } from '#app/db/memory-copy';
import { operatorSettings } from '#app/db/operator-settings';
import { AppError } from '#app/errors/app-error';

/**
 * Per-original game settings (issue 22, docs/decisions/044-game-settings.md): row
 * `operator_settings.games`, defaults = today's behaviour (open, any stake from 0, no maximum
 * stake, MAX_PROFIT_PER_BET). Every bet, start and move reads them, so they are read from memory
 * only (`db/memory-copy.ts`): after the first read a process answers from its copy and refreshes
 * it in the background (one query in flight at most) once it is 5 s old. A change made here is
 * seen at once by this process and within about 5 s by the others.
 */
const settings = operatorSettings({
  key: 'games',
  schema: storedGameSettingsSchema,
  defaults: DEFAULT_GAME_SETTINGS,
  auditAction: 'game_settings',
  cacheMs: 0,
});

const copy = createMemoryCopy<StoredGameSettings>({
  load: (db) => {
    settings.forget(db);
    return settings.get(db);
  },
  refreshMs: 5_000,
});

/** Every original's stored settings (from memory after the first read). */
export async function currentGameSettings(db: DB): Promise<StoredGameSettings> {
  return copy.peek(db) ?? copy.read(db);
}

/** After a change committed by this process: its copy is the new value at once. */
export function rememberGameSettings(db: DB, value: StoredGameSettings): void {
  copy.remember(db, value);
}

/** Tests that change the row directly. */
export function forgetGameSettings(db: DB): void {
  copy.forget(db);
  settings.forget(db);
}

/** One game's limits in units; `maxProfit` already resolved against the configured default. */
export interface GameLimits {
  enabled: boolean;
  minBet: bigint;
  maxBet: bigint | null;
  maxProfit: bigint;
}

export function limitsOf(setting: StoredGameSetting, defaultMaxProfit: bigint): GameLimits {
  return {
    enabled: setting.enabled,
    minBet: BigInt(setting.minBet),
    maxBet: setting.maxBet === null ? null : BigInt(setting.maxBet),
    maxProfit: setting.maxProfit === null ? defaultMaxProfit : BigInt(setting.maxProfit),
  };
}

const OPEN: StoredGameSetting = DEFAULT_GAME_SETTINGS.dice;

/** The limits of any bet game (games that are not originals keep today's behaviour). */
export async function gameLimits(
  db: DB,
  game: BetGame,
  defaultMaxProfit: bigint,
): Promise<GameLimits> {
  const all = await currentGameSettings(db);
  return limitsOf(isOriginalBetGame(game) ? all[game] : OPEN, defaultMaxProfit);
}

/** "1,000" or "0.5": an amount as the refusals show it. */
export function formatDollars(units: bigint): string {
  const [whole = '0', fraction] = unitsToDecimal(units).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * Whether a new bet (or a new round of a multi-step game) may be placed: the game is open and
 * the stake within its limits. Nothing has moved when this throws. A stake refusal carries the
 * limit as `error.data.amount` (dollars) for the client's translated message.
 */
export function assertBetAllowed(game: BetGame, limits: GameLimits, amount: bigint): void {
  const name = BET_GAME_NAMES[game];
  if (!limits.enabled) throw new AppError('GAME_DISABLED', GAME_SETTINGS_MESSAGES.disabled(name));
  if (amount < limits.minBet) {
    throw new AppError(
      'STAKE_TOO_LOW',
      GAME_SETTINGS_MESSAGES.betTooLow(name, formatDollars(limits.minBet)),
      { data: { amount: unitsToDecimal(limits.minBet) } },
    );
  }
  if (limits.maxBet !== null && amount > limits.maxBet) {
    throw new AppError(
      'STAKE_TOO_HIGH',
      GAME_SETTINGS_MESSAGES.betTooHigh(name, formatDollars(limits.maxBet)),
      { data: { amount: unitsToDecimal(limits.maxBet) } },
    );
  }
}

/**
 * Admits a new bet or round of `game` (refusing it when closed or out of limits) and answers
 * the maximum profit it plays under. Moves and cash-outs of a running round do not call this:
 * a round opened before the game was closed still ends normally.
 */
export async function admitBet(options: {
  db: DB;
  game: BetGame;
  amount: bigint;
  defaultMaxProfit: bigint;
}): Promise<bigint> {
  const limits = await gameLimits(options.db, options.game, options.defaultMaxProfit);
  assertBetAllowed(options.game, limits, options.amount);
  return limits.maxProfit;
}

/** The maximum profit for a move of a running round (no open/closed check). */
export async function maxProfitOf(db: DB, game: BetGame, defaultMaxProfit: bigint) {
  return (await gameLimits(db, game, defaultMaxProfit)).maxProfit;
}
