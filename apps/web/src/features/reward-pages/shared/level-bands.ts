import { LEVEL_BANDS, LEVEL_REWARDS_USD, type LevelRewardBand } from '@tengu/shared';

/**
 * The VIP bands with their rewards as the spec fixes them (document 1 section 9): what the pages
 * show until the server's own answer (GET /api/rewards/levels) arrives, and what they measure
 * progress against on /rewards.
 */
export const SPEC_LEVEL_BANDS: readonly LevelRewardBand[] = LEVEL_BANDS.map((band) => ({
  ...band,
  reward: LEVEL_REWARDS_USD[band.level] ?? '0',
}));
