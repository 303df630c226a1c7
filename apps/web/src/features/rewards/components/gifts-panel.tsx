import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { GiftsSkeleton } from './gifts-skeleton';

// The cards and their strings load when the sidebar first opens, keeping them off the first page.
const GiftsPanelContent = lazy(async () => {
  const [module] = await Promise.all([import('./gifts-panel-content'), loadNamespaces('rewards')]);
  return module;
});

/** The Gifts sidebar (spec document 1 section 2): Rakeback, Referral bonus and each gift. */
export function GiftsPanel() {
  return (
    <Suspense fallback={<GiftsSkeleton />}>
      <GiftsPanelContent />
    </Suspense>
  );
}
