import { LEVEL_WAGER_MINIMUMS_USD, levelTitle, MAX_LEVEL } from '@tengu/shared';

export interface VipProgress {
  title: string;
  /** Null at the top level. */
  nextTitle: string | null;
  /** 0–100: wagered since this level's minimum, against the next level's. */
  percent: number;
}

/**
 * The user menu's VIP bar (spec document 1 section 3, VIP progress; section 9, levels and
 * titles). Display only, so a float of the decimal dollars is precise enough.
 */
export function vipProgress(
  level: number,
  amountWagered: string,
  /** The titles' language: English by default, `useLevelTitle()` on screen. */
  titleOf: (level: number) => string = levelTitle,
): VipProgress {
  const title = titleOf(level);
  if (level >= MAX_LEVEL) return { title, nextTitle: null, percent: 100 };
  const min = LEVEL_WAGER_MINIMUMS_USD[level] ?? 0;
  const next = LEVEL_WAGER_MINIMUMS_USD[level + 1] ?? min;
  const wagered = Number(amountWagered) || 0;
  const percent = next > min ? ((wagered - min) / (next - min)) * 100 : 100;
  return {
    title,
    nextTitle: titleOf(level + 1),
    percent: Math.max(0, Math.min(100, percent)),
  };
}
