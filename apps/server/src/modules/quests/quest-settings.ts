import { DEFAULT_QUEST_SETTINGS, questSettingsSchema, type QuestSettings } from '@tengu/shared';
import { operatorSettings } from '#app/db/operator-settings';

/**
 * The quests' operator setting (ARCHITECTURE.md: typed rows with documented defaults): the Gold
 * multiplier by VIP level, row `operator_settings.quests`, defaults from DEFAULT_QUEST_SETTINGS,
 * changes audited as `quests_settings`. Read at a claim, uncached (claims are rare next to bets).
 */
const settings = operatorSettings({
  key: 'quests',
  schema: questSettingsSchema,
  defaults: DEFAULT_QUEST_SETTINGS,
  auditAction: 'quests_settings',
  cacheMs: 0,
});

export const getQuestSettings = settings.get;
export const setQuestSettings = settings.set;

/** The multiplier of a VIP level, in basis points of ×1 (levels above 40 use level 40's). */
export function multiplierBpsFor(settings: QuestSettings, level: number): number {
  const levels = settings.goldMultiplierBps;
  return levels[Math.max(0, Math.min(level, levels.length - 1))] ?? 10_000;
}

/** 12 500 → "1.25". */
export function multiplierText(bps: number): string {
  const whole = Math.floor(bps / 10_000);
  const fraction = String(bps % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
