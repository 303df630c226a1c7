import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children?: ReactNode;
  testId?: string;
  /** False for a modal the player must complete (Set username): no close button, no Escape. */
  isDismissible?: boolean;
  /** An icon or illustration above the title. */
  header?: ReactNode;
  className?: string;
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
  isDismissible = true,
  header,
  className,
}: ModalProps) {
  const block = (event: Event) => {
    if (!isDismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm motion-safe:animate-page-in" />
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cn(
            'fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-24px)] w-[min(calc(100vw-24px),420px)] overflow-y-auto rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 p-5 shadow-2xl motion-safe:animate-page-in xs:p-6',
            className,
          )}
        >
          {header}
          <Dialog.Title className={cn('mb-2 text-lg font-bold', isDismissible && 'pe-9')}>
            {title}
          </Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className="mb-5 leading-relaxed text-fog">
              {description}
            </Dialog.Description>
          )}
          {children}
          {/* Last in the DOM so that opening focuses the form (or the first action), not "close". */}
          {isDismissible && (
            <Dialog.Close
              aria-label={closeLabel}
              data-testid={testId ? `${testId}-close` : undefined}
              className="absolute end-3 top-3 cursor-pointer rounded-[var(--radius-control)] p-2 text-fog transition-colors hover:bg-ink-700 hover:text-white xs:end-4 xs:top-4"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
