import { LEVEL_REWARD_GROUPS, LEVEL_REWARDS_USD } from '@tengu/shared';

export interface LevelRewardGroup {
  from: number;
  to: number;
  rows: Array<{ level: number; reward: string }>;
}

/** The Level Rewards table (document 2 section 9): VIP 1–4, 5–9 … 35–40 with each level's USD. */
export function levelRewardGroups(): LevelRewardGroup[] {
  return LEVEL_REWARD_GROUPS.map(([from, to]) => ({
    from,
    to,
    rows: Array.from({ length: to - from + 1 }, (_, i) => ({
      level: from + i,
      reward: LEVEL_REWARDS_USD[from + i] ?? '0',
    })),
  }));
}
