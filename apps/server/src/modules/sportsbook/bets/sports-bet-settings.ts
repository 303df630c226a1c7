import { z } from 'zod';
import { operatorSettings } from '#app/db/operator-settings';

/**
 * The sportsbook's operator settings (ADR 038, "Bets, settlement, cash-out"): row
 * `operator_settings.sportsbook`, every field with a default, cached 5 s per process, changed with
 * `npm run admin -- sportsbook set key=value …` (audited as `sportsbook_settings`). Amounts are
 * units of 10⁻⁸ USD as decimal strings of digits (JSON has no bigint).
 */
const units = z.string().regex(/^\d{1,20}$/);

export const sportsBetSettingsSchema = z.object({
  /** The smallest stake of one bet ($0.10). */
  minStake: units,
  /** The largest stake of one bet ($1,000). */
  maxStake: units,
  /** What one bet can pay at most, its winnings capped there ($100,000). */
  maxPayout: units,
  /**
   * Per market: the potential payouts of the open bets with a leg on it may not pass this
   * ($250,000); a bet that would is refused (STAKE_TOO_HIGH).
   */
  marketLiability: units,
  /** The cash-out charge in basis points (500 = 5 %). */
  cashOutMarginBp: z.number().int().min(0).max(5000),
});
export type SportsBetSettings = z.infer<typeof sportsBetSettingsSchema>;

export const DEFAULT_SPORTS_BET_SETTINGS: SportsBetSettings = {
  minStake: '10000000',
  maxStake: '100000000000',
  maxPayout: '10000000000000',
  marketLiability: '25000000000000',
  cashOutMarginBp: 500,
};

const settings = operatorSettings({
  key: 'sportsbook',
  schema: sportsBetSettingsSchema,
  defaults: DEFAULT_SPORTS_BET_SETTINGS,
  auditAction: 'sportsbook_settings',
});

export const getSportsBetSettings = settings.get;
export const setSportsBetSettings = settings.set;
export const forgetSportsBetSettings = settings.forget;

/** The limits as bigint units. */
export function limitsOf(s: SportsBetSettings) {
  return {
    minStake: BigInt(s.minStake),
    maxStake: BigInt(s.maxStake),
    maxPayout: BigInt(s.maxPayout),
    marketLiability: BigInt(s.marketLiability),
  };
}
