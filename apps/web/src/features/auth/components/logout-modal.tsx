import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { useLogout } from '@/features/auth/hooks/use-logout';

/** Logout confirm (spec document 2 section 2). */
export function LogoutModal() {
  const { t } = useTranslation();
  const close = useAuthModalStore((s) => s.close);
  const logout = useLogout();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('auth.logout.title')}
      description={t('auth.logout.description')}
      closeLabel={t('panel.close')}
      testId="logout-modal"
    >
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" onClick={close} data-testid="logout-cancel">
          {t('auth.logout.cancel')}
        </Button>
        <Button
          size="lg"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-testid="logout-confirm"
        >
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('auth.logout.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
