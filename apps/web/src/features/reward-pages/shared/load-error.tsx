import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A section that failed to load, with a Retry. */
export function LoadError({
  message,
  onRetry,
  testId,
}: {
  message?: string;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation('reward-pages');
  return (
    <div data-testid={testId} role="alert" className="px-6 py-10 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-8 text-red-400" />
      <p className="mb-4 text-fog">{message ?? t('common.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
