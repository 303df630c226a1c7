import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useWalletBalance } from '@/features/wallet/api/get-balance';
import { toCents } from '@/lib/formatters';
import { useLockedClaim } from '../hooks/use-locked-claim';
import { useLockedModalStore } from '../locked-modal-store';
import { ClaimProgress, LockedFigures } from './locked-figures';
import { LockedGone } from './locked-gone';

/**
 * Sign Up Spin (locked reward; spec document 2 sections 2, 4, 8, 9): locked and unlocked;
 * Claim moves the unlocked part to the balance (unlocked back to zero) and closes the modal; a
 * refusal is the toast titled 'Minimum claim is $3'.
 */
export function SignUpSpinModal({ id }: { id: string }) {
  const { t } = useTranslation('locked');
  const close = useLockedModalStore((s) => s.close);
  const open = useLockedModalStore((s) => s.open);
  const { data: balance } = useWalletBalance();
  const item = balance?.lockedBalances.find((b) => b.id === id);
  const claim = useLockedClaim('sign-up spin');
  const onOpenChange = (isOpen: boolean) => !isOpen && close();
  if (balance && !item) return <LockedGone onOpenChange={onOpenChange} />;
  const unlockedCents = item ? toCents(item.unlocked) : 0n;
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={t('signUpSpin')}
      description={t('spin.lead')}
      closeLabel={t('close')}
      testId="sign-up-spin-modal"
      header={<Gift aria-hidden="true" className="mb-3 size-9 text-gold" />}
    >
      {item ? (
        <LockedFigures locked={item.locked} unlocked={item.unlocked} />
      ) : (
        <div className="h-[76px] animate-pulse rounded-[var(--radius-control)] bg-ink-700" />
      )}
      <ClaimProgress unlockedCents={unlockedCents} minimumCents={300n} />
      <Button
        size="lg"
        className="mt-5 w-full"
        data-testid="sign-up-spin-claim"
        disabled={!item || claim.isPending}
        onClick={() => claim.claim({ id, unlockedCents, onDone: close })}
      >
        {claim.isPending ? t('claiming') : t('claim')}
      </Button>
      <button
        type="button"
        data-testid="sign-up-spin-instructions"
        className="mx-auto mt-3 block cursor-pointer text-sm text-fog underline-offset-4 hover:text-white hover:underline"
        onClick={() => open({ kind: 'instructions', type: 'sign-up spin' })}
      >
        {t('howItWorks')}
      </button>
    </Modal>
  );
}
