import { lazy, Suspense } from 'react';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { loadNamespaces } from '@/lib/i18n';
import { useRaceParam } from '../use-race-param';

const RacesModals = lazy(async () => {
  const [module] = await Promise.all([import('./races-modals'), loadNamespaces('races')]);
  return { default: module.RacesModals };
});

/**
 * Mounted once by the root layout: `?race=create|standings|history` opens that race modal for a
 * signed-in player; its code and strings load only then.
 */
export function RacesHost() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { open } = useRaceParam();
  if (!isLoggedIn || !open) return null;
  return (
    <Suspense fallback={null}>
      <RacesModals />
    </Suspense>
  );
}
