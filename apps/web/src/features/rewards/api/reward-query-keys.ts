/** Every rewards cache lives under `['rewards', …]`, so a sign-out or a claim can refresh them together. */
export const rewardQueryKeys = {
  all: ['rewards'] as const,
  info: ['rewards', 'info'] as const,
  boost: ['rewards', 'boost'] as const,
  calendar: ['rewards', 'calendar'] as const,
  gifts: ['rewards', 'gifts'] as const,
  inventory: ['rewards', 'inventory'] as const,
  stats: ['rewards', 'stats'] as const,
  history: ['rewards', 'history'] as const,
  vip: ['rewards', 'vip'] as const,
  levels: ['rewards', 'levels'] as const,
  wagering: ['rewards', 'wagering'] as const,
};
