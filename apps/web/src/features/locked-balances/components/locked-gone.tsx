import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** The balance is no longer there (fully claimed, or not this player's): nothing to show. */
export function LockedGone({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation('locked');
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={t('gone.title')}
      description={t('gone.detail')}
      closeLabel={t('close')}
      testId="locked-gone-modal"
    >
      <Button variant="secondary" className="w-full" onClick={() => onOpenChange(false)}>
        {t('close')}
      </Button>
    </Modal>
  );
}
