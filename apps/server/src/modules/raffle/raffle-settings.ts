import { DEFAULT_RAFFLE_SETTINGS, raffleSettingsSchema } from '@tengu/shared';
import { operatorSettings } from '#app/db/operator-settings';

/**
 * The raffle's operator settings (docs/decisions/018-raffle.md): row `operator_settings.raffle`,
 * defaults from DEFAULT_RAFFLE_SETTINGS, cached 5 s per process, changes audited as
 * `raffle_settings`.
 */
const settings = operatorSettings({
  key: 'raffle',
  schema: raffleSettingsSchema,
  defaults: DEFAULT_RAFFLE_SETTINGS,
  auditAction: 'raffle_settings',
});

export const getRaffleSettings = settings.get;
export const setRaffleSettings = settings.set;
