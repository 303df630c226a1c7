import { Info, LockKeyhole } from 'lucide-react';
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
 * Deposit bonus locked-claim (spec document 2 sections 2, 5, 9): locked and unlocked, the
 * progress towards the $5 claim minimum, and Claim. Live: the figures come from the wallet
 * balance, which `user:lockedBalances` keeps current.
 */
export function DepositClaimModal({ id }: { id: string }) {
  const { t } = useTranslation('locked');
  const close = useLockedModalStore((s) => s.close);
  const open = useLockedModalStore((s) => s.open);
  const { data: balance } = useWalletBalance();
  const item = balance?.lockedBalances.find((b) => b.id === id);
  const claim = useLockedClaim('deposit-bonus');
  const onOpenChange = (isOpen: boolean) => !isOpen && close();
  if (balance && !item) return <LockedGone onOpenChange={onOpenChange} />;
  const unlockedCents = item ? toCents(item.unlocked) : 0n;
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={t('depositBonus')}
      description={t('claimModal.lead')}
      closeLabel={t('close')}
      testId="deposit-claim-modal"
      header={<LockKeyhole aria-hidden="true" className="mb-3 size-9 text-accent" />}
    >
      {item ? (
        <LockedFigures locked={item.locked} unlocked={item.unlocked} />
      ) : (
        <div className="h-[76px] animate-pulse rounded-[var(--radius-control)] bg-ink-700" />
      )}
      <ClaimProgress unlockedCents={unlockedCents} minimumCents={500n} />
      <Button
        size="lg"
        className="mt-5 w-full"
        data-testid="deposit-claim"
        disabled={!item || claim.isPending}
        onClick={() => claim.claim({ id, unlockedCents })}
      >
        {claim.isPending ? t('claiming') : t('claim')}
      </Button>
      <div className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          data-testid="deposit-claim-instructions"
          className="cursor-pointer text-fog underline-offset-4 hover:text-white hover:underline"
          onClick={() => open({ kind: 'instructions', type: 'deposit-bonus' })}
        >
          {t('howItWorks')}
        </button>
        <button
          type="button"
          data-testid="deposit-claim-info"
          className="inline-flex cursor-pointer items-center gap-1 text-fog underline-offset-4 hover:text-white hover:underline"
          onClick={() => open({ kind: 'depositInfo' })}
        >
          <Info aria-hidden="true" className="size-3.5" />
          {t('info.link')}
        </button>
      </div>
    </Modal>
  );
}
