import { useLockedModalStore } from '../locked-modal-store';
import { ClaimInstructionsModal } from './claim-instructions-modal';
import { DepositClaimModal } from './deposit-claim-modal';
import { DepositInfoModal } from './deposit-info-modal';
import { SignUpSpinModal } from './sign-up-spin-modal';

/** The open locked balance modal (a lazy chunk with the `locked` namespace). */
export default function LockedModals() {
  const modal = useLockedModalStore((s) => s.modal);
  if (!modal) return null;
  switch (modal.kind) {
    case 'depositInfo':
      return <DepositInfoModal />;
    case 'depositClaim':
      return <DepositClaimModal key={modal.id} id={modal.id} />;
    case 'instructions':
      return <ClaimInstructionsModal type={modal.type} />;
    case 'signUpSpin':
      return <SignUpSpinModal key={modal.id} id={modal.id} />;
  }
}
