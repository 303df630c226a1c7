import { AlertTriangle, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function ContentError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation('content');
  return (
    <div
      data-testid={testId}
      role="alert"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 py-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-7 text-red-400" />
      <p className="mb-4 text-sm text-fog">{t('loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function ContentEmpty({ text, testId }: { text: string; testId: string }) {
  return (
    <div
      data-testid={testId}
      className="rounded-[var(--radius-card)] border border-dashed border-ink-700 py-10 text-center text-sm text-fog"
    >
      <Inbox aria-hidden="true" className="mx-auto mb-3 size-7 text-ink-500" />
      {text}
    </div>
  );
}

/** Rows of grey bars while a list loads. */
export function ListSkeleton({ rows = 5, testId }: { rows?: number; testId: string }) {
  return (
    <div data-testid={testId} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}
