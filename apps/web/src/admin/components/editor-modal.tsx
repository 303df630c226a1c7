import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const WIDTHS = {
  /** A form with many fields (side by side on a desktop). */
  wide: 'w-[min(calc(100vw-24px),820px)]',
  /** A short confirmation or a form of one or two fields. */
  narrow: 'w-[min(calc(100vw-24px),480px)]',
} as const;

/**
 * A console editor: a modal form with its fields, the server's error, Cancel and Save. The
 * caller owns the values and the mutation; `onSubmit` runs on Save (the button or Enter).
 * Cancel, the close button and Escape call `onClose`; Save is disabled while `pending`.
 */
export function EditorModal({
  title,
  testId,
  saveTestId,
  saveLabel,
  pending,
  error,
  errorTestId,
  width = 'wide',
  danger = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  saveTestId: string;
  saveLabel?: string;
  pending: boolean;
  /** The form's own validation message or the server's error, shown above the buttons. */
  error?: string | null;
  errorTestId?: string;
  width?: keyof typeof WIDTHS;
  /** A Save that cannot be undone (reject, mute, debit): shown in red. */
  danger?: boolean;
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
      className={WIDTHS[width]}
    >
      <form onSubmit={submit} className="space-y-3">
        {children}
        {error && (
          <p role="alert" data-testid={errorTestId} className="text-sm text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            data-testid={saveTestId}
            disabled={pending}
            variant={danger ? 'danger' : 'primary'}
          >
            {saveLabel ?? t('content.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
