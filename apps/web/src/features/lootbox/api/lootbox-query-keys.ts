export const lootboxQueryKeys = {
  opens: ['lootbox', 'opens'] as const,
};
