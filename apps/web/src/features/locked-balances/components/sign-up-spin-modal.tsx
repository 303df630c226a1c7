import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLockedModalStore } from '../locked-modal-store';
import { LockedClaimModal } from './locked-claim-modal';

/**
 * Sign Up Spin (locked reward; spec document 2 sections 2, 4, 8, 9): locked and unlocked;
 * Claim moves the unlocked part to the balance (unlocked back to zero) and closes the modal; a
 * refusal is the toast titled 'Minimum claim is $3'.
 */
export function SignUpSpinModal({ id }: { id: string }) {
  const { t } = useTranslation('locked');
  const open = useLockedModalStore((s) => s.open);
  return (
    <LockedClaimModal
      id={id}
      type="sign-up spin"
      title={t('signUpSpin')}
      description={t('spin.lead')}
      testId="sign-up-spin-modal"
      claimTestId="sign-up-spin-claim"
      header={<Gift aria-hidden="true" className="mb-3 size-9 text-gold" />}
      minimumCents={300n}
      closeOnClaim
      footer={
        <button
          type="button"
          data-testid="sign-up-spin-instructions"
          className="mx-auto mt-3 block cursor-pointer text-sm text-fog underline-offset-4 hover:text-white hover:underline"
          onClick={() => open({ kind: 'instructions', type: 'sign-up spin' })}
        >
          {t('howItWorks')}
        </button>
      }
    />
  );
}
