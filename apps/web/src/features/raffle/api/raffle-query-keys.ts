/** Every raffle cache lives under `['raffle', …]`. */
export const raffleQueryKeys = {
  all: ['raffle'] as const,
  overview: ['raffle', 'overview'] as const,
  tickets: ['raffle', 'tickets'] as const,
  prizes: ['raffle', 'prizes'] as const,
  draw: (week: string) => ['raffle', 'draw', week] as const,
};
