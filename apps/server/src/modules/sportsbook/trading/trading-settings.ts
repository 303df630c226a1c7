import { z } from 'zod';
import { operatorSettings } from '#app/db/operator-settings';
import type { DB } from '#app/db/database';

/**
 * The trading settings of the sportsbook (issue 22, ADR 047): row
 * `operator_settings.sportsbook_trading`, cached 5 s. `marginPercent` null means the
 * configuration's SPORTS_MARGIN_PERCENT; the simulated feed reads the margin whenever it prices
 * new fixtures. The console changes it together with the bets' settings in one audited
 * transaction (trading.service.ts).
 */
export const TRADING_SETTINGS_KEY = 'sportsbook_trading';

export const tradingSettingsRowSchema = z.object({
  marginPercent: z.number().min(0).max(30).nullable(),
});
export type TradingSettingsRow = z.infer<typeof tradingSettingsRowSchema>;

export const DEFAULT_TRADING_SETTINGS: TradingSettingsRow = { marginPercent: null };

const settings = operatorSettings({
  key: TRADING_SETTINGS_KEY,
  schema: tradingSettingsRowSchema,
  defaults: DEFAULT_TRADING_SETTINGS,
  auditAction: 'sportsbook_trading_settings',
});

export const getTradingSettingsRow = settings.get;
export const forgetTradingSettings = settings.forget;

/** The margin newly priced fixtures carry, as a fraction (0.05 = 5 %). */
export async function currentMargin(db: DB, envPercent: number): Promise<number> {
  const row = await settings.get(db);
  return (row.marginPercent ?? envPercent) / 100;
}

export function parseTradingSettingsRow(value: unknown): TradingSettingsRow {
  const parsed = tradingSettingsRowSchema.safeParse({
    ...DEFAULT_TRADING_SETTINGS,
    ...(value as object | null),
  });
  return parsed.success ? parsed.data : DEFAULT_TRADING_SETTINGS;
}
