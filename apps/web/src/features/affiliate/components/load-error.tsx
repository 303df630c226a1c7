import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A part of /affiliate that failed to load, with a retry. */
export function AffiliateLoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation('affiliate');
  return (
    <div data-testid={testId} role="alert" className="py-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-7 text-red-400" />
      <p className="mb-4 text-sm text-fog">{t('loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
