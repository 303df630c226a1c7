import {
  decimalToUnits,
  unitsToDecimal,
  type TradingSettings,
  type TradingSettingsRequest,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { insertConsoleAudit } from '#app/modules/console/console-audit.repository';
import type { DB } from '#app/db/database';
import {
  DEFAULT_SPORTS_BET_SETTINGS,
  forgetSportsBetSettings,
  getSportsBetSettings,
  sportsBetSettingsSchema,
  type SportsBetSettings,
} from '../bets/sports-bet-settings';
import {
  forgetTradingSettings,
  getTradingSettingsRow,
  parseTradingSettingsRow,
  TRADING_SETTINGS_KEY,
} from './trading-settings';
import type { TradingActionDeps } from './trading-holds.service';
import { lockSettingsRow, writeSettingsRow } from './trading.repository';

/**
 * Margin and bet limits in the console (issue 22, ADR 047): the trading row (margin) and the
 * bets' own row (`operator_settings.sportsbook`, ADR 038) change in ONE transaction with one
 * audit row holding both before and after; both caches are dropped at once.
 */

export interface SettingsEnv {
  envMarginPercent: number;
  inPlayDelayMs: number;
}

export async function readTradingSettings(db: DB, env: SettingsEnv): Promise<TradingSettings> {
  const [row, bets] = await Promise.all([getTradingSettingsRow(db), getSportsBetSettings(db)]);
  return view(row.marginPercent, bets, env);
}

function view(
  marginPercent: number | null,
  bets: SportsBetSettings,
  env: SettingsEnv,
): TradingSettings {
  return {
    marginPercent: marginPercent ?? env.envMarginPercent,
    marginSource: marginPercent === null ? 'env' : 'setting',
    minStake: unitsToDecimal(BigInt(bets.minStake)),
    maxStake: unitsToDecimal(BigInt(bets.maxStake)),
    maxPayout: unitsToDecimal(BigInt(bets.maxPayout)),
    marketLiability: unitsToDecimal(BigInt(bets.marketLiability)),
    cashOutMarginBp: bets.cashOutMarginBp,
    inPlayDelayMs: env.inPlayDelayMs,
  };
}

export const SETTINGS_MESSAGES = {
  minAboveMax: 'The minimum stake must not be above the maximum stake.',
  zeroLimit: 'Stake and payout limits must be more than zero.',
} as const;

export async function updateTradingSettings(
  deps: TradingActionDeps & SettingsEnv,
  request: TradingSettingsRequest,
): Promise<TradingSettings> {
  const result = await deps.db.transaction().execute(async (trx) => {
    // Always in this order (two console changes at once serialise on the first row).
    const tradingBefore = parseTradingSettingsRow(await lockSettingsRow(trx, TRADING_SETTINGS_KEY));
    const betsRow = await lockSettingsRow(trx, 'sportsbook');
    const parsed = sportsBetSettingsSchema.safeParse({
      ...DEFAULT_SPORTS_BET_SETTINGS,
      ...(betsRow as object | null),
    });
    const betsBefore = parsed.success ? parsed.data : DEFAULT_SPORTS_BET_SETTINGS;
    const units = (text: string | undefined, current: string) =>
      text === undefined ? current : decimalToUnits(text).toString();
    const betsAfter: SportsBetSettings = {
      minStake: units(request.minStake, betsBefore.minStake),
      maxStake: units(request.maxStake, betsBefore.maxStake),
      maxPayout: units(request.maxPayout, betsBefore.maxPayout),
      marketLiability: units(request.marketLiability, betsBefore.marketLiability),
      cashOutMarginBp: request.cashOutMarginBp ?? betsBefore.cashOutMarginBp,
    };
    if ([betsAfter.minStake, betsAfter.maxStake, betsAfter.maxPayout].some((v) => v === '0'))
      throw new AppError('VALIDATION_FAILED', SETTINGS_MESSAGES.zeroLimit);
    if (BigInt(betsAfter.minStake) > BigInt(betsAfter.maxStake))
      throw new AppError('VALIDATION_FAILED', SETTINGS_MESSAGES.minAboveMax);
    const tradingAfter = {
      marginPercent: request.marginPercent ?? tradingBefore.marginPercent,
    };
    const operator = `console:${deps.actor.username}`;
    await writeSettingsRow(trx, TRADING_SETTINGS_KEY, tradingAfter, operator);
    await writeSettingsRow(trx, 'sportsbook', betsAfter, operator);
    await insertConsoleAudit(trx, {
      actor: deps.actor,
      action: 'sportsbook_trading_settings',
      targetUserId: null,
      details: {
        reason: request.reason,
        before: { ...tradingBefore, ...betsBefore },
        after: { ...tradingAfter, ...betsAfter },
      },
    });
    return view(tradingAfter.marginPercent, betsAfter, deps);
  });
  forgetTradingSettings(deps.db);
  forgetSportsBetSettings(deps.db);
  return result;
}
