import { DEFAULT_LOCKED_BALANCE_SETTINGS, lockedBalanceSettingsSchema } from '@tengu/shared';
import { operatorSettings } from '#app/db/operator-settings';

/**
 * The locked balances' operator settings (ADR 017): row `operator_settings['locked-balances']`,
 * defaults from DEFAULT_LOCKED_BALANCE_SETTINGS, cached 5 s per process (the bet batch reads it
 * on every batch), changes audited as `locked_balances_settings`.
 */
const settings = operatorSettings({
  key: 'locked-balances',
  schema: lockedBalanceSettingsSchema,
  defaults: DEFAULT_LOCKED_BALANCE_SETTINGS,
  auditAction: 'locked_balances_settings',
});

export const getLockedBalanceSettings = settings.get;
export const setLockedBalanceSettings = settings.set;
/** `setLockedBalanceSettings` with the console's staff member on the audit row (ADR 045). */
export const changeLockedBalanceSettings = settings.change;
export const forgetLockedBalanceSettings = settings.forget;
