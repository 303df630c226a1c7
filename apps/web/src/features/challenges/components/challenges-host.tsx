import { lazy, Suspense, useEffect } from 'react';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { loadNamespaces } from '@/lib/i18n';
import { useChallengeWonStore } from '../challenge-won-store';
import { useChallengeEvents } from '../hooks/use-challenge-events';

const ChallengeWonModal = lazy(async () => {
  const [module] = await Promise.all([
    import('./challenge-won-modal'),
    loadNamespaces('challenges'),
  ]);
  return { default: module.ChallengeWonModal };
});

/**
 * Mounted once by the root layout: for signed-in players, `challenge:winner` opens the Challenge
 * Won modal, whose code and strings load only then.
 */
export function ChallengesHost() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const win = useChallengeWonStore((s) => s.win);
  const close = useChallengeWonStore((s) => s.close);
  useEffect(() => {
    if (!isLoggedIn) close();
  }, [isLoggedIn, close]);
  useChallengeEvents();
  if (!isLoggedIn || !win) return null;
  return (
    <Suspense fallback={null}>
      <ChallengeWonModal win={win} onClose={close} />
    </Suspense>
  );
}
