import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useRewardModalStore } from '../reward-modal-store';

const RewardModals = lazy(async () => {
  const [module] = await Promise.all([import('./reward-modals'), loadNamespaces('rewards')]);
  return module;
});

/** The rewards modals (document 2 section 2), whose code and strings load when one opens. */
export function RewardModalsHost() {
  const isOpen = useRewardModalStore((s) => s.modal !== null);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <RewardModals />
    </Suspense>
  );
}
