import {
  AVATAR_LEVEL_STEPS,
  LEVEL_REWARD_GROUPS,
  levelTierOf,
  type LevelRewardBand,
  type LevelTier,
} from '@tengu/shared';
import { decimalToUnits, unitsToDecimalText } from '@/lib/formatters';

const UNITS_PER_USD = 100_000_000n;

export interface LevelGroup {
  from: number;
  to: number;
  tier: LevelTier;
  bands: LevelRewardBand[];
}

/** The Level Rewards table's groups (document 2 section 9: VIP 1–4, 5–9 … 35–40). */
export function groupLevelBands(bands: readonly LevelRewardBand[]): LevelGroup[] {
  return LEVEL_REWARD_GROUPS.map(([from, to]) => ({
    from,
    to,
    tier: levelTierOf(from).tier,
    bands: bands.filter((band) => band.level >= from && band.level <= to),
  }));
}

/** Whether a level starts a new avatar picture (document 2 section 4: avatar steps). */
export function isAvatarStep(level: number): boolean {
  return (AVATAR_LEVEL_STEPS as readonly number[]).includes(level);
}

export interface VipStanding {
  level: number;
  /** Null at the top level. */
  next: LevelRewardBand | null;
  /** 0–100: wagered since this level's minimum against the next level's. */
  percent: number;
  /** Dollars still to wager for the next level ("0" at the top). */
  remaining: string;
}

/**
 * Where the player stands (document 1 section 3, VIP progress: amount_wagered, current_level,
 * level_bands): the next band, the share of the way there and what is left, in exact units.
 */
export function vipStanding(
  level: number,
  amountWagered: string,
  bands: readonly LevelRewardBand[],
): VipStanding {
  const current = bands.find((band) => band.level === level);
  const next = bands.find((band) => band.level === level + 1) ?? null;
  if (!next) return { level, next: null, percent: 100, remaining: '0' };
  const wagered = decimalToUnits(amountWagered);
  const from = BigInt(current?.min ?? 0) * UNITS_PER_USD;
  const to = BigInt(next.min) * UNITS_PER_USD;
  const span = to - from;
  const done = wagered - from;
  const percent =
    span <= 0n ? 100 : Math.max(0, Math.min(100, Number((done * 10_000n) / span) / 100));
  const left = to - wagered;
  return { level, next, percent, remaining: unitsToDecimalText(left > 0n ? left : 0n) };
}
