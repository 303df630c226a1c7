import { AlertTriangle, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Loading rows of a table or list. */
export function LoadingRows({ rows = 5, testId }: { rows?: number; testId?: string }) {
  return (
    <div className="space-y-2 p-4" data-testid={testId ?? 'console-loading'}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

export function EmptyState({ text, testId }: { text: string; testId?: string }) {
  return (
    <div
      data-testid={testId ?? 'console-empty'}
      className="flex items-center justify-center gap-2 p-8 text-sm text-fog"
    >
      <Inbox aria-hidden="true" className="size-4" />
      {text}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="alert"
      data-testid="console-error"
      className="flex flex-wrap items-center justify-center gap-3 p-8 text-sm text-red-300"
    >
      <AlertTriangle aria-hidden="true" className="size-4" />
      <span>{message ?? t('common.loadError')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
