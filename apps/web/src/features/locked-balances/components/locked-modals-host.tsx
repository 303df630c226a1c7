import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useLockedModalStore } from '../locked-modal-store';

const LockedModals = lazy(async () => {
  const [module] = await Promise.all([import('./locked-modals'), loadNamespaces('locked')]);
  return module;
});

/** The locked balance modals (document 2 section 2); their code and strings load when one opens. */
export function LockedModalsHost() {
  const isOpen = useLockedModalStore((s) => s.modal !== null);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LockedModals />
    </Suspense>
  );
}
