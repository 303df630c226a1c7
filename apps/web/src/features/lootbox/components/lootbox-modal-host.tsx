import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useLootboxModalStore } from '../lootbox-modal-store';

const LootboxModals = lazy(async () => {
  const [module] = await Promise.all([import('./lootbox-modals'), loadNamespaces('lootbox')]);
  return module;
});

/** The Open Lootbox modal and free-spins popup, whose code and strings load when one opens. */
export function LootboxModalHost() {
  const isOpen = useLootboxModalStore((s) => s.isOpen || s.freeSpins !== null);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LootboxModals />
    </Suspense>
  );
}
