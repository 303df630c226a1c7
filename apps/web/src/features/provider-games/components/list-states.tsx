import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The empty and error states of the game lists. */
export function ListMessage({
  icon: Icon,
  title,
  text,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      className="mx-auto flex max-w-md flex-col items-center rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 px-6 py-10 text-center"
    >
      <span className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-ink-700 ring-1 ring-ink-600">
        <Icon aria-hidden="true" className="size-7 text-fog" />
      </span>
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      <p className="mb-5 text-sm leading-relaxed text-fog">{text}</p>
      {action}
    </div>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('provider-games');
  return (
    <ListMessage
      testId="games-error"
      icon={AlertTriangle}
      title={t('states.errorTitle')}
      text={t('states.errorText')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      }
    />
  );
}
