import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useChallengesCount } from '../api/get-challenges-count';

/**
 * The open-challenges count beside the sidebar's Challenges entry (spec document 2 section 7:
 * polled every 60 s). Signed-in players only (the entry needs an access token); nothing at 0.
 */
export function ChallengesCountBadge() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { data } = useChallengesCount(isLoggedIn);
  const count = data?.count ?? 0;
  if (!isLoggedIn || count === 0) return null;
  return (
    <span
      data-testid="challenges-count"
      className="ms-auto min-w-5 shrink-0 rounded-full bg-accent px-1.5 text-center text-[11px] leading-5 font-bold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
