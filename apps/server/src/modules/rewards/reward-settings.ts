import { DEFAULT_REWARD_SETTINGS, rewardSettingsSchema } from '@tengu/shared';
import { operatorSettings } from '#app/db/operator-settings';

/**
 * The rewards' operator settings (docs/decisions/015-rewards.md): row `operator_settings.rewards`,
 * defaults from DEFAULT_REWARD_SETTINGS, cached 5 s per process (the bet batch reads it on every
 * batch), changes audited as `rewards_settings`.
 */
const settings = operatorSettings({
  key: 'rewards',
  schema: rewardSettingsSchema,
  defaults: DEFAULT_REWARD_SETTINGS,
  auditAction: 'rewards_settings',
});

export const getRewardSettings = settings.get;
export const setRewardSettings = settings.set;
/** `setRewardSettings` with the console's staff member on the audit row (ADR 045). */
export const changeRewardSettings = settings.change;
export const forgetRewardSettings = settings.forget;
