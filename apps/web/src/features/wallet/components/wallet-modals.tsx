import { useWalletModalStore } from '../wallet-modal-store';
import { TipModal } from './tip-modal';
import { VaultModal } from './vault-modal';

export interface WalletModalsProps {
  player: { id: string; username: string; twoFactorEnabled: boolean };
}

/** The wallet's modals; loaded as their own chunk the first time one opens. */
export function WalletModals({ player }: WalletModalsProps) {
  const modal = useWalletModalStore((s) => s.modal);
  const close = useWalletModalStore((s) => s.close);
  return (
    <>
      {/* Mounted only while open, so each opening starts with empty fields. */}
      {modal === 'vault' && (
        <VaultModal isOpen onClose={close} isTwoFactorEnabled={player.twoFactorEnabled} />
      )}
      {modal === 'tip' && <TipModal isOpen onClose={close} player={player} />}
    </>
  );
}
