import { RefreshCw, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** The placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div data-testid="sports-skeleton" className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

/** A list that could not be loaded, with a retry. */
export function ErrorPanel({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('sportsbook');
  return (
    <div
      role="alert"
      data-testid="sports-error"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-6 text-center"
    >
      <p className="mb-4 text-fog">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('list.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show yet: an icon and one sentence. */
export function EmptyPanel({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div
      data-testid="sports-empty"
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-ink-600 bg-ink-800/60 p-8 text-center text-fog"
    >
      <Icon aria-hidden="true" className="size-8 text-ink-500" />
      <p>{text}</p>
    </div>
  );
}
