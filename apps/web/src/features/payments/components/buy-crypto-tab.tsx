import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Buy Crypto: the operator's embedded purchase widget, or why there is none. */
export function BuyCryptoTab({ url, isLoading }: { url: string | null; isLoading: boolean }) {
  const { t } = useTranslation('payments');
  if (isLoading) return <Skeleton className="h-72 w-full" />;
  if (!url) {
    return (
      <div
        data-testid="buy-crypto-unavailable"
        className="flex gap-3 rounded-[var(--radius-control)] border border-ink-600 bg-ink-900 p-4 text-sm text-fog"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <p>{t('deposit.buyNotConfigured')}</p>
      </div>
    );
  }
  return (
    <iframe
      data-testid="buy-crypto-frame"
      title={t('deposit.buyFrameTitle')}
      src={url}
      className="h-[560px] max-h-[70dvh] w-full rounded-[var(--radius-control)] border-0 bg-white"
      allow="payment; clipboard-write; camera"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
