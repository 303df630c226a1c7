import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/**
 * A console editor: a modal form with its fields, the server's error, Cancel and Save. The
 * caller owns the values and the mutation; `onSubmit` runs on Save.
 */
export function EditorModal({
  title,
  testId,
  saveTestId,
  saveLabel,
  pending,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  saveTestId: string;
  saveLabel?: string;
  pending: boolean;
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('common.close')}
      testId={testId}
      className="w-[min(calc(100vw-24px),820px)]"
    >
      <form onSubmit={submit} className="space-y-3">
        {children}
        {error && (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" data-testid={saveTestId} disabled={pending}>
            {saveLabel ?? t('content.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
