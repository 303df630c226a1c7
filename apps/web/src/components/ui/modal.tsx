import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  children?: ReactNode;
  testId?: string;
}

/** Centred dialog on a dimmed backdrop; Radix handles focus trapping and Escape. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  testId,
}: ModalProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm motion-safe:animate-page-in" />
        <Dialog.Content
          data-testid={testId}
          className="fixed inset-0 z-50 m-auto h-fit w-[min(92vw,420px)] rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-6 shadow-2xl motion-safe:animate-page-in"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="-m-2 rounded-[var(--radius-control)] p-2 text-fog transition-colors hover:bg-ink-700 hover:text-white"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="leading-relaxed text-fog">
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
