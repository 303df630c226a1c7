import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A part of /raffle that failed to load, with a retry. */
export function RaffleLoadError({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation('raffle');
  return (
    <div data-testid={testId} role="alert" className="py-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-7 text-red-400" />
      <p className="mb-4 text-sm text-fog">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
