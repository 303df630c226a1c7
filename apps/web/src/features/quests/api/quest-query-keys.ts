/** Every quests cache lives under `['quests', …]`. */
export const questQueryKeys = {
  all: ['quests'] as const,
  list: ['quests', 'list'] as const,
  gold: ['quests', 'gold'] as const,
  history: ['quests', 'gold-history'] as const,
};
