/** Query keys of the challenges (one place, so mutations and events invalidate the right ones). */
export const challengeQueryKeys = {
  all: ['challenges'] as const,
  list: ['challenges', 'list'] as const,
  count: ['challenges', 'count'] as const,
};
