import { Info, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLockedModalStore } from '../locked-modal-store';
import { LockedClaimModal } from './locked-claim-modal';

const LINK =
  'inline-flex cursor-pointer items-center gap-1 text-fog underline-offset-4 hover:text-white hover:underline';

/**
 * Deposit bonus locked-claim (spec document 2 sections 2, 5, 9): locked and unlocked, the
 * progress towards the $5 claim minimum, and Claim; how it works and the deposit bonus info.
 */
export function DepositClaimModal({ id }: { id: string }) {
  const { t } = useTranslation('locked');
  const open = useLockedModalStore((s) => s.open);
  return (
    <LockedClaimModal
      id={id}
      type="deposit-bonus"
      title={t('depositBonus')}
      description={t('claimModal.lead')}
      testId="deposit-claim-modal"
      claimTestId="deposit-claim"
      header={<LockKeyhole aria-hidden="true" className="mb-3 size-9 text-accent" />}
      minimumCents={500n}
      footer={
        <div className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          <button
            type="button"
            data-testid="deposit-claim-instructions"
            className={LINK}
            onClick={() => open({ kind: 'instructions', type: 'deposit-bonus' })}
          >
            {t('howItWorks')}
          </button>
          <button
            type="button"
            data-testid="deposit-claim-info"
            className={LINK}
            onClick={() => open({ kind: 'depositInfo' })}
          >
            <Info aria-hidden="true" className="size-3.5" />
            {t('info.link')}
          </button>
        </div>
      }
    />
  );
}
