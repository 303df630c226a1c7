import { lazy, Suspense } from 'react';
import { useWalletModalStore } from '../wallet-modal-store';
import type { WalletModalsProps } from './wallet-modals';

const WalletModals = lazy(async () => ({
  default: (await import('./wallet-modals')).WalletModals,
}));

/** Keeps the modals' code out of the first page: nothing loads until a wallet modal opens. */
export function WalletModalsHost(props: WalletModalsProps) {
  const isOpen = useWalletModalStore((s) => s.modal !== null);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <WalletModals {...props} />
    </Suspense>
  );
}
