import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { loadNamespaces } from '@/lib/i18n';
import { useTipFreeSpinsStore } from '../free-spins-store';

const TipFreeSpinsModal = lazy(async () => {
  const [module] = await Promise.all([
    import('./tip-free-spins-modal'),
    loadNamespaces('free-spins', 'wallet'),
  ]);
  return { default: module.TipFreeSpinsModal };
});

/** Tip Freespins, whose code and strings load the first time it opens. */
export function TipFreeSpinsHost() {
  const recipient = useTipFreeSpinsStore((s) => s.recipient);
  const close = useTipFreeSpinsStore((s) => s.close);
  const { data: user } = useCurrentUser();
  if (!recipient || !user) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by recipient: each opening starts with fresh fields. */}
      <TipFreeSpinsModal
        key={recipient}
        recipient={recipient}
        player={{ id: user.id, username: user.username }}
        onClose={close}
      />
    </Suspense>
  );
}
