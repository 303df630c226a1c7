import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAuthModalStore } from '../auth-modal-store';

/**
 * Sign-in and register open here. Accounts ship in the next issue, so for now the modal says
 * so plainly instead of showing a form that cannot work.
 */
export function AuthModal() {
  const { t } = useTranslation();
  const kind = useAuthModalStore((s) => s.kind);
  const isGateReason = useAuthModalStore((s) => s.isGateReason);
  const close = useAuthModalStore((s) => s.close);

  return (
    <Modal
      isOpen={kind !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={kind === 'signIn' ? t('auth.modalTitleSignIn') : t('auth.modalTitleRegister')}
      description={
        isGateReason ? `${t('auth.modalNeedsAccount')} ${t('auth.modalBody')}` : t('auth.modalBody')
      }
      closeLabel={t('panel.close')}
      testId="auth-modal"
    >
      <Button className="mt-6 w-full" onClick={close}>
        {t('auth.gotIt')}
      </Button>
    </Modal>
  );
}
