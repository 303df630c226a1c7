import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useWalletBalance } from '@/features/wallet/api/get-balance';
import { toCents } from '@/lib/formatters';
import { useLockedClaim } from '../hooks/use-locked-claim';
import { useLockedModalStore } from '../locked-modal-store';
import { ClaimProgress, LockedFigures } from './locked-figures';
import { LockedGone } from './locked-gone';

type LockedType = Parameters<typeof useLockedClaim>[0];

/**
 * The body every locked reward's claim modal shares (spec document 2 sections 2, 5, 9): locked
 * and unlocked, the progress towards the claim minimum, and Claim. Live: the figures come from the
 * wallet balance, which `user:lockedBalances` keeps current; a reward that is gone says so.
 */
export function LockedClaimModal(props: {
  id: string;
  type: LockedType;
  title: string;
  description: string;
  testId: string;
  claimTestId: string;
  header: ReactNode;
  minimumCents: bigint;
  /** Close the modal once the claim succeeds. */
  closeOnClaim?: boolean;
  /** Links under the Claim button. */
  footer: ReactNode;
}) {
  const { t } = useTranslation('locked');
  const close = useLockedModalStore((s) => s.close);
  const { data: balance } = useWalletBalance();
  const item = balance?.lockedBalances.find((b) => b.id === props.id);
  const claim = useLockedClaim(props.type);
  const onOpenChange = (isOpen: boolean) => !isOpen && close();
  if (balance && !item) return <LockedGone onOpenChange={onOpenChange} />;
  const unlockedCents = item ? toCents(item.unlocked) : 0n;
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={props.title}
      description={props.description}
      closeLabel={t('close')}
      testId={props.testId}
      header={props.header}
    >
      {item ? (
        <LockedFigures locked={item.locked} unlocked={item.unlocked} />
      ) : (
        <div className="h-[76px] animate-pulse rounded-[var(--radius-control)] bg-ink-700" />
      )}
      <ClaimProgress unlockedCents={unlockedCents} minimumCents={props.minimumCents} />
      <Button
        size="lg"
        className="mt-5 w-full"
        data-testid={props.claimTestId}
        disabled={!item || claim.isPending}
        onClick={() =>
          claim.claim({
            id: props.id,
            unlockedCents,
            onDone: props.closeOnClaim ? close : undefined,
          })
        }
      >
        {claim.isPending ? t('claiming') : t('claim')}
      </Button>
      {props.footer}
    </Modal>
  );
}
